/**
 * The transport seam of this flow: models call `completeApi.call(...)`, which goes to the shared
 * client (src/stores/api.ts) unless a test has swapped in a request mock with `setCompleteApi`.
 */
import { api } from '../../stores/api.ts';
import type { CallName, CallPayload, CallResponse } from '../../transport/calls.ts';

/** The part of the client a flow model needs. */
export interface FlowApi {
  call<N extends CallName>(name: N, payload: CallPayload<N>): Promise<CallResponse<N>>;
}

let current: FlowApi = api;

/** Calls through whichever client is installed. */
export const completeApi: FlowApi = {
  call(name, payload) {
    return current.call(name, payload);
  },
};

/** Installs a replacement client (tests, sandbox); `null` restores the shared one. */
export function setCompleteApi(next: FlowApi | null): void {
  current = next ?? api;
}
