/**
 * Connects `$snackbar` (stores) to the Snackbar view (ERR-06/07), translating its key in the
 * current language, and tells the host once per message what the player sees (onDisplayError).
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $snackbar, closeSnackbar } from '../stores/snackbar.ts';
import { reportDisplayedError } from '../stores/display-errors.ts';
import { useT } from '../i18n/react.tsx';
import { Snackbar } from '../ui/snackbar.tsx';
import { useScope } from '../stores/scope-context.ts';

export function SnackbarHost() {
  const scope = useScope();
  const { t } = useT();
  const snackbar = useStore($snackbar(scope));
  const message = snackbar.open ? ('key' in snackbar.message ? t(snackbar.message.key, snackbar.message.values) : snackbar.message.text) : '';
  const key = snackbar.open && 'key' in snackbar.message ? snackbar.message.key : undefined;
  const shownId = snackbar.open ? snackbar.id : null;

  // Once per message (its id), in the language it was shown in; a language switch re-translates, not re-reports.
  useEffect(() => {
    if (shownId !== null) reportDisplayedError(scope, { kind: 'snackbar', message, key });
  }, [shownId]);

  return (
    <div className="cashier-snackbar-region">
      {snackbar.open ? (
        <Snackbar
          key={snackbar.id}
          title={t(snackbar.title)}
          message={message}
          dismissLabel={t('error.snackbar.dismiss')}
          onDismiss={() => closeSnackbar(scope, snackbar.id)}
        />
      ) : null}
    </div>
  );
}
