/**
 * Which pages this build can show: the paths whose route has a registered screen. The app fills it
 * when it registers the flows' screens (src/app/start.ts); the list asks it before sending a tile
 * to a page of its own, so no tile ever opens an empty page (issue #10).
 */
import { atom } from 'nanostores';
import { scoped, type Scope } from './scope.ts';

/** Absolute paths (src/domain/paths.ts) that have a screen. */
export const $builtPages = scoped(() => (atom<ReadonlySet<string>>(new Set())));

/** Records the pages that have a screen. */
export function setBuiltPages(scope: Scope, paths: Iterable<string>): void {
  $builtPages(scope).set(new Set(paths));
}

/** True when the page at `path` (no query) has a screen in this build. */
export const hasPage = (scope: Scope, path: string): boolean => $builtPages(scope).get().has(path);
