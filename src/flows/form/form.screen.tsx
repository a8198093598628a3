/**
 * `/form` (shell §2: the closing button is hidden): the helper window the deposit flow opens, or
 * the native web view's POST hand-off (REDIR-10). It shows a spinner while it waits for the
 * opener's redirect, and a short message if it cannot be driven.
 */
import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useT } from '../../i18n/react.tsx';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import flowStyles from '../../../styles/deposit-payment.css';
import { $config } from '../../stores/config.ts';
import { AlertIcon } from '../../ui/icons.tsx';
import { Page } from '../../ui/page.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { $formHelper, browserPerformer, startFormHelper } from './form-helper.ts';
import type { HelperPageHost } from './form-helper.ts';
import { useScope } from '../../stores/scope-context.ts';

// The flow's CSS travels with its chunk (src/stores/stylesheets.ts).
adoptFlowStyles(flowStyles);

export default function FormScreen() {
  const scope = useScope();
  const { t } = useT();
  const status = useStore($formHelper(scope));
  const { hostOrigin } = useStore($config(scope), { keys: ['hostOrigin'] });

  useEffect(() => {
    const host: HelperPageHost = {
      opener: window.opener as HelperPageHost['opener'],
      pageUrl: window.location.href,
      addEventListener: (type, listener) => window.addEventListener(type, listener),
      removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    };
    return startFormHelper(scope, host, hostOrigin, browserPerformer(document));
  }, [hostOrigin]);

  return (
    <Page className="cashier-page--centered cashier-form-helper">
      {status === 'failed' ? (
        <StatusPanel icon={<AlertIcon />} tone="danger" title={t('formHelper.failed')} hint={t('formHelper.failedHint')} />
      ) : status === 'captcha' ? (
        <Spinner label={t('captcha.inProgress')} showLabel />
      ) : (
        <Spinner label={t('formHelper.redirecting')} showLabel />
      )}
    </Page>
  );
}
