/**
 * Accepts posted messages only from the configured host origin (security bar, Adyen's
 * get-process-message-handler pattern): anything from another origin is dropped silently.
 */
export function createOriginGuard(
  getAllowedOrigin: () => string | undefined,
  handle: (data: unknown, event: MessageEvent) => void,
): (event: MessageEvent) => void {
  return (event) => {
    const allowed = getAllowedOrigin();
    if (!allowed || allowed === '*' || event.origin !== allowed) return;
    handle(event.data, event);
  };
}
