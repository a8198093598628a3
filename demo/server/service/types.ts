/**
 * The banking service: one handler per call of the widget's call map. The map type makes a
 * missing (or misspelt) call a compile error, and both adapters (HTTP, socket) call it.
 */
import type { CallName, CallPayload, CallResponse } from '../../../src/transport/calls.ts';
import type { AnalyticsLog } from '../state/analytics-log.ts';
import type { BonusCatalogue } from '../state/bonus-catalogue.ts';
import type { CaptchaTokens } from '../state/captcha-tokens.ts';
import type { DepositStore } from '../state/deposits.ts';
import type { Session, SessionStore } from '../state/sessions.ts';
import type { WithdrawalStore } from '../state/withdrawals.ts';

export type Transport = 'http' | 'socket';

/** Long-lived collaborators of the handlers. */
export interface ServiceDeps {
  sessions: SessionStore;
  deposits: DepositStore;
  /** Decision WD-08: the withdrawal state machine. */
  withdrawals: WithdrawalStore;
  now(): number;
  /** Default outcome delay when the scenario sets none. */
  outcomeDelayMs: number;
  /** The analytics events received per player (GET /sandbox/events). */
  analytics: AnalyticsLog;
  /** The bonuses GET /sandbox/bonuses issued; the create calls check activated ones against them. */
  bonuses: BonusCatalogue;
  /** The captcha doubles' signed tokens; the create calls of protected methods check them. */
  captcha: CaptchaTokens;
}

/** What a handler knows about the request besides its payload. */
export interface CallContext {
  session: Session;
  /** This server's origin as the client reached it (for provider page URLs). */
  origin: string;
  transport: Transport;
  deps: ServiceDeps;
}

export type Handler<N extends CallName> = (
  payload: CallPayload<N>,
  ctx: CallContext,
) => CallResponse<N> | Promise<CallResponse<N>>;

/** Every call, implemented. */
export type BankingService = { [N in CallName]: Handler<N> };
