/**
 * One element's conversation with its host (shell §4 "Widget start"):
 * 1. say `Loaded` with the version; 2. wait for the handshake (a `loaded` message, or a token
 * given as attribute/property, or — in a native web view — the injected user data), for 30 s at
 * most (handshake-timeout.ts);
 * 3. route every later host message. Returns a teardown for disconnect.
 */
import { INBOUND_EVENT_PREFIX, INBOUND_MESSAGES } from '../../domain/host-messages.ts';
import { $config, $handshake, applyHandshake, markHandshakeFailed, markHandshakeReady } from '../../stores/config.ts';
import { $user, setUser } from '../../stores/user.ts';
import { notifyHost, onHostMessage } from '../../stores/host-outbox.ts';
import { requestNavigation } from '../../stores/navigation.ts';
import { deliverToHost, dispatchHostEvents } from './outbound.ts';
import { afterHostMount } from './after-host-mount.ts';
import type { OutboundMessage } from '../../stores/host-outbox.ts';
import { createOriginGuard } from './origin-guard.ts';
import { parseInboundMessage, type InboundMessage } from './inbound-message.ts';
import { probeNativeChannel, waitForNativeUser } from './native.ts';
import { isNativeContext, setNativeBridge } from '../../stores/native.ts';
import { handleInbound, reportRejected } from './inbound-actions.ts';
import { watchHandshake } from './handshake-timeout.ts';
import { ERROR_PATH } from '../../domain/paths.ts';
import type { Scope } from '../../stores/scope.ts';

export interface HostConnectionOptions {
  element: HTMLElement;
  win: Window;
  /** Host back events go to the app router (HOST-26). */
  onBack(kind: 'onGoBack' | 'onSwipeBack'): void;
  /** False where no host will ever answer (the deposit flow's helper window): no handshake time-out. */
  awaitsHost?: boolean;
}

const hasCredentials = (scope: Scope) => !!$config(scope).get().token || !!$user(scope).get()?.token;

export function startHostConnection(scope: Scope, { element, win, onBack, awaitsHost = true }: HostConnectionOptions): () => void {
  const cleanups: Array<() => void> = [];
  // A connection's first messages reach DOM listeners only once the host's mount code has run
  // (decision SSR-03); posts to a parent or native app go at once, as the handshake waits on them.
  let early: OutboundMessage[] | undefined = [];
  const release = () => {
    early?.forEach((message) => dispatchHostEvents(element, message));
    early = undefined;
  };
  afterHostMount(release);
  cleanups.push(onHostMessage(scope, (message) => deliverToHost(early?.push(message) ? null : element, message, win, $config(scope).get().hostOrigin)), release);

  const receive = (message: InboundMessage | null) => {
    if (message) handleInbound(scope, message, { onBack });
  };
  const onPost = createOriginGuard(
    () => $config(scope).get().hostOrigin,
    (data) => receive(parseInboundMessage(data)),
  );
  win.addEventListener('message', onPost);
  cleanups.push(() => win.removeEventListener('message', onPost));

  for (const type of INBOUND_MESSAGES) {
    const onEvent = (event: Event) => receive(parseInboundMessage({ type, payload: (event as CustomEvent).detail }));
    element.addEventListener(INBOUND_EVENT_PREFIX + type, onEvent);
    cleanups.push(() => element.removeEventListener(INBOUND_EVENT_PREFIX + type, onEvent));
  }

  setNativeBridge(scope, probeNativeChannel(win));
  notifyHost(scope, 'Loaded', {});

  if ($handshake(scope).get() === 'waiting') {
    if (isNativeContext(scope)) {
      waitForNativeUser(win).then(
        // The injected record may name the first page too (decision ROUTE-02); it is no user field.
        ({ route, ...user }) => {
          setUser(scope, user);
          reportRejected(scope, applyHandshake(scope, { token: typeof user.token === 'string' ? user.token : undefined, route }));
          markHandshakeReady(scope);
        },
        (error: Error) => {
          notifyHost(scope, 'onInitError', { message: error.message });
          // Decision ERR-PLAYER: the player reads the translated start failure; the host has the text.
          requestNavigation(scope, ERROR_PATH, { replace: true, state: { message: error.message, kind: 'start', stack: error.stack } });
          markHandshakeFailed(scope);
        },
      );
    } else if (hasCredentials(scope)) {
      markHandshakeReady(scope);
    } else {
      // A token handed over later as a property or attribute completes the handshake too.
      const stop = $config(scope).listen(() => {
        if (hasCredentials(scope)) markHandshakeReady(scope);
      });
      cleanups.push(stop);
      // Native web views have their own 5 s wait above (shell §4); this one is for web embeds.
      if (awaitsHost) cleanups.push(watchHandshake(scope));
    }
  }
  return () => cleanups.splice(0).forEach((fn) => fn());
}
