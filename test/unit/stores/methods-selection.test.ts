import { expect } from '@open-wc/testing';
import type { PaymentGroup, PaymentMethod } from '../../../src/domain/payment-entities.ts';
import { $methods, $methodsEmpty, loadMethods, resetMethods, setMethods } from '../../../src/stores/methods.ts';
import {
  $hasSelection,
  $selectedGroup,
  $selectedMethod,
  $selection,
  clearSelection,
  selectGroup,
  selectMethod,
} from '../../../src/stores/selection.ts';

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
  beforeEach(resetMethods);

  it('LIST-02: a load goes idle → loading → ok', async () => {
    expect($methods.get().status).to.equal('idle');
    const d = deferred<{ methods: PaymentMethod[]; groups: PaymentGroup[] }>();
    const done = loadMethods(() => d.promise);
    expect($methods.get().status).to.equal('loading');
    d.resolve({ methods: [card], groups: [group] });
    await done;
    const s = $methods.get();
    expect(s.status === 'ok' && s.data.methods[0]?.name).to.equal('card');
    expect($methodsEmpty.get()).to.equal(false);
  });

  it('ERR-13: a failed load ends in the error state and rethrows', async () => {
    const boom = new Error('down');
    let caught: unknown;
    await loadMethods(() => Promise.reject(boom)).catch((e: unknown) => (caught = e));
    expect(caught).to.equal(boom);
    const s = $methods.get();
    expect(s.status === 'error' && s.error).to.equal(boom);
  });

  it('LIST-02: a slower earlier request cannot overwrite a later one', async () => {
    const slow = deferred<{ methods: PaymentMethod[]; groups: PaymentGroup[] }>();
    const first = loadMethods(() => slow.promise);
    await loadMethods(() => Promise.resolve({ methods: [card], groups: [] }));
    slow.resolve({ methods: [], groups: [] });
    await first;
    const s = $methods.get();
    expect(s.status === 'ok' && s.data.methods.length).to.equal(1);
  });

  it('LIST-05: an empty answer is flagged for the /empty page', () => {
    setMethods({ methods: [], groups: [] });
    expect($methodsEmpty.get()).to.equal(true);
  });
});

describe('stores/selection', () => {
  beforeEach(clearSelection);

  it('ROUTE-26: nothing is selected at first', () => {
    expect($selection.get()).to.deep.equal({ kind: 'none' });
    expect($hasSelection.get()).to.equal(false);
  });

  it('ROUTE-26: a method or a group is selected, never both', () => {
    selectGroup(group);
    expect($hasSelection.get()).to.equal(true);
    expect($selectedGroup.get()?.name).to.equal('card_method');
    selectMethod(card);
    expect($selectedGroup.get()).to.equal(undefined);
    expect($selectedMethod.get()?.name).to.equal('card');
    selectMethod(card, group);
    const s = $selection.get();
    expect(s.kind === 'method' && s.group?.name).to.equal('card_method');
    clearSelection();
    expect($hasSelection.get()).to.equal(false);
  });
});
