/** Connects `$snackbar` (stores) to the Snackbar view (ERR-06/07), translating its key in the current language. */
import { useStore } from '@nanostores/react';
import { $snackbar, closeSnackbar } from '../stores/snackbar.ts';
import { useT } from '../i18n/react.tsx';
import { Snackbar } from '../ui/snackbar.tsx';

export function SnackbarHost() {
  const { t } = useT();
  const snackbar = useStore($snackbar);
  return (
    <div className="cashier-snackbar-region">
      {snackbar.open ? (
        <Snackbar
          key={snackbar.id}
          title={t(snackbar.title)}
          message={'key' in snackbar.message ? t(snackbar.message.key, snackbar.message.values) : snackbar.message.text}
          dismissLabel={t('error.snackbar.dismiss')}
          onDismiss={() => closeSnackbar(snackbar.id)}
        />
      ) : null}
    </div>
  );
}
