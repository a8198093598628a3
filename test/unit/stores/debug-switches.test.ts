import { expect } from '@open-wc/testing';
import { applyHandshake, resetConfig } from '../../../src/stores/config.ts';
import {
  $effectiveTransport,
  $forceLogging,
  $transportChoice,
  $verboseLogging,
  setForceLogging,
  setTransportChoice,
} from '../../../src/stores/debug-switches.ts';
import { SESSION_KEYS } from '../../../src/stores/session-storage.ts';

describe('stores/debug-switches', () => {
  beforeEach(() => {
    resetConfig();
    setTransportChoice(undefined);
    setForceLogging(0);
    sessionStorage.clear();
  });

  it('ENT-07: the transport choice is stored in sessionStorage', () => {
    setTransportChoice('http');
    expect(sessionStorage.getItem(SESSION_KEYS.transport)).to.equal('http');
    setTransportChoice(undefined);
    expect(sessionStorage.getItem(SESSION_KEYS.transport)).to.equal(null);
  });

  it('ENT-08: the force-logging flag is stored as 0 or 1', () => {
    setForceLogging(1);
    expect(sessionStorage.getItem(SESSION_KEYS.forceLogging)).to.equal('1');
    expect($forceLogging.get()).to.equal(1);
    setForceLogging(0);
    expect(sessionStorage.getItem(SESSION_KEYS.forceLogging)).to.equal(null);
  });

  it('ENT-10: the stored transport wins over the handshake; without it the handshake applies', () => {
    expect($effectiveTransport.get()).to.equal('socket');
    applyHandshake({ transport: 'http' });
    expect($effectiveTransport.get()).to.equal('http');
    setTransportChoice('socket');
    expect($effectiveTransport.get()).to.equal('socket');
  });

  it('ENT-10: force logging or debug mode turns verbose logging on', () => {
    expect($verboseLogging.get()).to.equal(false);
    setForceLogging(1);
    expect($verboseLogging.get()).to.equal(true);
    setForceLogging(0);
    applyHandshake({ debug: true });
    expect($verboseLogging.get()).to.equal(true);
  });

  it('ENT-07 ENT-08: a reload restores both; garbage in storage falls back to the defaults', async () => {
    sessionStorage.setItem(SESSION_KEYS.transport, 'http');
    sessionStorage.setItem(SESSION_KEYS.forceLogging, '1');
    let url = `/src/stores/debug-switches.ts?reload=${Date.now()}`;
    let fresh = (await import(/* @vite-ignore */ url)) as typeof import('../../../src/stores/debug-switches.ts');
    expect(fresh.$transportChoice.get()).to.equal('http');
    expect(fresh.$forceLogging.get()).to.equal(1);

    sessionStorage.setItem(SESSION_KEYS.transport, 'pigeon');
    sessionStorage.setItem(SESSION_KEYS.forceLogging, 'yes');
    url = `/src/stores/debug-switches.ts?reload=${Date.now()}b`;
    fresh = (await import(/* @vite-ignore */ url)) as typeof import('../../../src/stores/debug-switches.ts');
    expect(fresh.$transportChoice.get()).to.equal(undefined);
    expect(fresh.$forceLogging.get()).to.equal(0);
    expect(sessionStorage.getItem(SESSION_KEYS.transport)).to.equal(null);
    expect($transportChoice.get()).to.equal(undefined);
  });
});
