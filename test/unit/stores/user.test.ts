import { expect } from '@open-wc/testing';
import { TAB_STORAGE_KEYS } from '../../../src/stores/tab-storage.ts';
import { $user, clearUser, patchUser, setUser } from '../../../src/stores/user.ts';
import { testScope } from '../scope.ts';
import { createScope } from '../../../src/stores/scope.ts';
const stored = (): Record<string, unknown> | null => {
  const raw = sessionStorage.getItem(TAB_STORAGE_KEYS.user);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
};

describe('stores/user', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  it('ENT-02: lang defaults to en', () => {
    expect($user(testScope()).get().lang).to.equal('en');
    setUser(testScope(), { id_user: 5 });
    expect($user(testScope()).get().lang).to.equal('en');
    setUser(testScope(), { id_user: 5, lang: 'tr' });
    expect($user(testScope()).get().lang).to.equal('tr');
  });

  it('ENT-06: the user record is kept in sessionStorage', () => {
    setUser(testScope(), { id_user: 9, currency: 'EUR', country: 'DE' });
    expect(stored()).to.deep.equal({ id_user: 9, currency: 'EUR', country: 'DE', lang: 'en' });
  });

  it('ENT-10: the token is kept in memory but never written to storage', () => {
    setUser(testScope(), { id_user: 9, token: 'secret-token' });
    expect($user(testScope()).get().token).to.equal('secret-token');
    expect(sessionStorage.getItem(TAB_STORAGE_KEYS.user)?.includes('secret-token')).to.equal(false);
    patchUser(testScope(), { token: 'refreshed-token' });
    expect($user(testScope()).get().token).to.equal('refreshed-token');
    expect(JSON.stringify(sessionStorage)).not.to.include('token');
  });

  it('ENT-06: patchUser merges (login.token refresh) and keeps the record stored', () => {
    setUser(testScope(), { id_user: 1, currency: 'USD' });
    patchUser(testScope(), { currency: 'KZT' });
    expect($user(testScope()).get().id_user).to.equal(1);
    expect(stored()?.['currency']).to.equal('KZT');
  });

  it('ENT-03: out-of-range platform and view type are dropped; numeric role text becomes a number', () => {
    setUser(testScope(), { platform: 'tv', widgetViewType: 'grid', role: '3' } as Record<string, unknown>);
    const u = $user(testScope()).get();
    expect(u.platform).to.equal(undefined);
    expect(u.widgetViewType).to.equal(undefined);
    expect(u.role).to.equal(3);
    setUser(testScope(), { platform: 'android', widgetViewType: 'sweep' });
    expect($user(testScope()).get().platform).to.equal('android');
  });

  it('ENT-06 ENT-10: a reload restores the record without any token, and cleans a stored one', async () => {
    sessionStorage.setItem(TAB_STORAGE_KEYS.user, JSON.stringify({ id_user: 77, lang: 'de', token: 'leaked' }));
    // A fresh module instance reads storage as a page load would.
    const url = `/src/stores/user.ts?reload=${Date.now()}`;
    const fresh = (await import(/* @vite-ignore */ url)) as typeof import('../../../src/stores/user.ts');
    expect(fresh.$user(createScope()).get()).to.deep.equal({ id_user: 77, lang: 'de' });
    expect(sessionStorage.getItem(TAB_STORAGE_KEYS.user)?.includes('leaked')).to.equal(false);
  });

  it('FUZZ-05: a user record storage cannot hold (a BigInt, a cycle) is kept in memory, throws nothing and leaves no stale copy', () => {
    setUser(testScope(), { id_user: 3, currency: 'EUR' });
    expect(stored()).to.deep.equal({ id_user: 3, currency: 'EUR', lang: 'en' });
    const cyclic: Record<string, unknown> = { id_user: 4 };
    cyclic['self'] = cyclic;
    for (const user of [{ id_user: 4, balance: 10n }, cyclic]) {
      const heard: unknown[] = [];
      const stop = $user(testScope()).listen((value) => heard.push(value['id_user']));
      expect(() => setUser(testScope(), user)).not.to.throw();
      stop();
      expect($user(testScope()).get()['id_user']).to.equal(4);
      expect(heard, 'the other listeners still hear it').to.deep.equal([4]);
      expect(sessionStorage.getItem(TAB_STORAGE_KEYS.user), 'no stale copy of the previous player').to.equal(null);
    }
  });

  it('ENT-06: clearing the user removes the stored record', () => {
    setUser(testScope(), { id_user: 2 });
    clearUser(testScope());
    expect(sessionStorage.getItem(TAB_STORAGE_KEYS.user)).to.equal(null);
  });
});
