import { expect } from '@open-wc/testing';
import type { PaymentGroup, PaymentMethod } from '../../../src/domain/payment-entities.ts';
import { $methods, $methodsEmpty, loadMethods, setMethods } from '../../../src/stores/methods.ts';
import {
  $hasSelection,
  $selectedGroup,
  $selectedMethod,
  $selection,
  clearSelection,
  selectGroup,
  selectMethod,
} from '../../../src/stores/selection.ts';
import { testScope } from '../scope.ts';

const card = { name: 'card' } as PaymentMethod;
const group = { name: 'card_method', paymentMethods: [card] } as PaymentGroup;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('stores/methods', () => {

  it('LIST-02: a load goes idle → loading → ok', async () => {
    expect($methods(testScope()).get().status).to.equal('idle');
    const d = deferred<{ methods: PaymentMethod[]; groups: PaymentGroup[] }>();
    const done = loadMethods(testScope(), () => d.promise);
    expect($methods(testScope()).get().status).to.equal('loading');
    d.resolve({ methods: [card], groups: [group] });
    await done;
    const s = $methods(testScope()).get();
    expect(s.status === 'ok' && s.data.methods[0]?.name).to.equal('card');
    expect($methodsEmpty(testScope()).get()).to.equal(false);
  });

  it('ERR-13: a failed load ends in the error state and rethrows', async () => {
    const boom = new Error('down');
    let caught: unknown;
    await loadMethods(testScope(), () => Promise.reject(boom)).catch((e: unknown) => (caught = e));
    expect(caught).to.equal(boom);
    const s = $methods(testScope()).get();
    expect(s.status === 'error' && s.error).to.equal(boom);
  });

  it('LIST-02: a slower earlier request cannot overwrite a later one', async () => {
    const slow = deferred<{ methods: PaymentMethod[]; groups: PaymentGroup[] }>();
    const first = loadMethods(testScope(), () => slow.promise);
    await loadMethods(testScope(), () => Promise.resolve({ methods: [card], groups: [] }));
    slow.resolve({ methods: [], groups: [] });
    await first;
    const s = $methods(testScope()).get();
    expect(s.status === 'ok' && s.data.methods.length).to.equal(1);
  });

  it('LIST-05: an empty answer is flagged for the /empty page', () => {
    setMethods(testScope(), { methods: [], groups: [] });
    expect($methodsEmpty(testScope()).get()).to.equal(true);
  });
});

describe('stores/selection', () => {

  it('ROUTE-26: nothing is selected at first', () => {
    expect($selection(testScope()).get()).to.deep.equal({ kind: 'none' });
    expect($hasSelection(testScope()).get()).to.equal(false);
  });

  it('ROUTE-26: a method or a group is selected, never both', () => {
    selectGroup(testScope(), group);
    expect($hasSelection(testScope()).get()).to.equal(true);
    expect($selectedGroup(testScope()).get()?.name).to.equal('card_method');
    selectMethod(testScope(), card);
    expect($selectedGroup(testScope()).get()).to.equal(undefined);
    expect($selectedMethod(testScope()).get()?.name).to.equal('card');
    selectMethod(testScope(), card, group);
    const s = $selection(testScope()).get();
    expect(s.kind === 'method' && s.group?.name).to.equal('card_method');
    clearSelection(testScope());
    expect($hasSelection(testScope()).get()).to.equal(false);
  });
});
