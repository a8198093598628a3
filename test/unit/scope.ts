/**
 * A fresh world per test (issue #22): every test runs against its own scope, made before it and
 * disposed after it, so no test can see another's stores and no suite needs a reset helper.
 * Importing this module registers the root hooks; `testScope()` is the running test's scope.
 */
import { createScope, type Scope } from '../../src/stores/scope.ts';

let current: Scope = createScope();

beforeEach(() => {
  current = createScope();
});

afterEach(() => {
  current.dispose();
});

/** Starts the running test over in a new, empty world (the old one is disposed). */
export function restartTestScope(): Scope {
  current.dispose();
  current = createScope();
  return current;
}

/** The running test's scope (the app a test mounts renders in it too). */
export function testScope(): Scope {
  return current;
}
