import { expect } from '@open-wc/testing';
import { applyHandshake } from '../../../src/stores/config.ts';
import { DEBUG_GLOBAL, TOKEN_COOKIE, installDebugHelper, readTokenCookie } from '../../../src/stores/debug.ts';
import type { DebugHelper } from '../../../src/stores/debug.ts';
import { $effectiveTransport, $forceLogging, setForceLogging, setTransportChoice } from '../../../src/stores/debug-switches.ts';
import { TAB_STORAGE_KEYS } from '../../../src/stores/tab-storage.ts';
import { $user } from '../../../src/stores/user.ts';
import { testScope } from '../scope.ts';

const helperOf = (): DebugHelper | undefined => (window as unknown as Record<string, DebugHelper | undefined>)[DEBUG_GLOBAL];
const clearCookie = () => {
  document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0`;
};

describe('stores/debug', () => {
  let reloads = 0;
  let uninstall: (() => void) | undefined;
  const reload = () => reloads++;

  beforeEach(() => {
    setForceLogging(testScope(), 0);
    setTransportChoice(testScope(), undefined);
    sessionStorage.clear();
    clearCookie();
    reloads = 0;
  });
  afterEach(() => {
    uninstall?.();
    uninstall = undefined;
    clearCookie();
  });

  it('ENT-09 ENT-10: the helper is off by default', () => {
    uninstall = installDebugHelper(testScope(), window, { reload });
    expect(helperOf()).to.equal(undefined);
    applyHandshake(testScope(), { debug: 'false' });
    expect(helperOf()).to.equal(undefined);
  });

  it('ENT-09: appears when debug turns true and disappears when it turns false', () => {
    uninstall = installDebugHelper(testScope(), window, { reload });
    applyHandshake(testScope(), { debug: true });
    expect(typeof helperOf()?.setUser).to.equal('function');
    applyHandshake(testScope(), { debug: false });
    expect(helperOf()).to.equal(undefined);
  });

  it('ENT-09: setForceLogging stores the flag and reloads', () => {
    applyHandshake(testScope(), { debug: true });
    uninstall = installDebugHelper(testScope(), window, { reload });
    helperOf()!.setForceLogging(1);
    expect($forceLogging(testScope()).get()).to.equal(1);
    expect(sessionStorage.getItem(TAB_STORAGE_KEYS.forceLogging)).to.equal('1');
    expect(reloads).to.equal(1);
  });

  it('ENT-09: setTransport stores the override and reloads; bad values throw without reloading', () => {
    applyHandshake(testScope(), { debug: true });
    uninstall = installDebugHelper(testScope(), window, { reload });
    helperOf()!.setTransport('http');
    expect($effectiveTransport(testScope()).get()).to.equal('http');
    expect(reloads).to.equal(1);
    expect(() => helperOf()!.setTransport('pigeon' as 'http')).to.throw(TypeError);
    expect(reloads).to.equal(1);
    helperOf()!.setTransport(null);
    expect($effectiveTransport(testScope()).get()).to.equal('socket');
  });

  it('ENT-09 ENT-10: setUser stores the user without token, writes the token cookie and reloads', () => {
    applyHandshake(testScope(), { debug: true });
    uninstall = installDebugHelper(testScope(), window, { reload });
    helperOf()!.setUser({ id_user: 3, token: 'dev token' });
    expect($user(testScope()).get().id_user).to.equal(3);
    expect(sessionStorage.getItem(TAB_STORAGE_KEYS.user)?.includes('dev token')).to.equal(false);
    expect(document.cookie.includes(`${TOKEN_COOKIE}=dev%20token`)).to.equal(true);
    expect(readTokenCookie(window)).to.equal('dev token');
    expect(reloads).to.equal(1);
  });

  it('ENT-10: after a reload in debug mode, the cookie token is restored into memory only', () => {
    document.cookie = `${TOKEN_COOKIE}=from-cookie; Path=/`;
    uninstall = installDebugHelper(testScope(), window, { reload });
    expect($user(testScope()).get().token).to.equal(undefined);
    applyHandshake(testScope(), { debug: true });
    expect($user(testScope()).get().token).to.equal('from-cookie');
    expect(JSON.stringify(sessionStorage)).not.to.include('from-cookie');
  });
});
