/**
 * What the element shows before the app can start. It lives in the app so that the element
 * reaches ui parts only through the app (issue #22 lint boundary).
 */
import { Spinner } from '../ui/spinner.tsx';

/**
 * Without `waitLabel`: the locale is not known yet, so there is no translated text to show: a
 * labelled, silent spinner. With it (issue #21): a native web view waits up to 5 s for the app's
 * user data (shell §4); the language is known already, so the wait shows a visible, announced
 * "Loading…" on the (dark) theme instead of an empty dark screen.
 */
export function BootScreen({ waitLabel }: { waitLabel?: string }) {
  if (waitLabel === undefined) return <div className="cashier-boot" role="progressbar" aria-busy="true" aria-label="Loading" />;
  return (
    <div className="cashier-boot" data-native-wait="">
      <Spinner label={waitLabel} showLabel />
    </div>
  );
}
