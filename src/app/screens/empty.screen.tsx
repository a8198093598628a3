/**
 * The empty page (/empty, ERR-14, LIST-03/05): no payment methods for this region, the hint,
 * a refresh button and a change-region link. It reads the `direct` and `transaction` query
 * values (decision LIST-14): `transaction` picks the list to refresh, both are kept when going
 * to the region page. The hint is the spec's VPN text unless the operator set
 * `schema.meta.hideVpnHint` (decision EMPTY-VPN): then it says only to pick another country.
 */
import { useStore } from '@nanostores/react';
import { useLocation, useSearch } from 'wouter';
import { $config } from '../../stores/config.ts';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../ui/button.tsx';
import { GlobeIcon } from '../../ui/icons.tsx';
import { RefreshIcon } from '../../ui/page-icons.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusPanel } from '../../ui/status-panel.tsx';
import { REFETCH_QUERY } from '../guards.ts';
import { transactionFromSearch } from '../header-view.ts';
import { useScope } from '../../stores/scope-context.ts';

/** The query values the empty page receives (S§2). */
export function emptyQuery(search: string): { direct: boolean; transaction: 'deposit' | 'withdrawal' } {
  const direct = new URLSearchParams(search).get('direct');
  return { direct: direct !== null && direct !== '0' && direct !== 'false', transaction: transactionFromSearch(search) ?? 'deposit' };
}

export default function EmptyScreen() {
  const scope = useScope();
  const { t } = useT();
  const [, navigate] = useLocation();
  const search = useSearch();
  const { direct, transaction } = emptyQuery(search);
  const hideVpn = useStore($config(scope)).schema?.meta?.hideVpnHint === true;
  return (
    <Page className="cashier-page--centered">
      <div data-direct={direct ? 'true' : 'false'} data-transaction={transaction}>
        <StatusPanel icon={<GlobeIcon />} title={t('empty.title')} hint={t(hideVpn ? 'empty.hintNoVpn' : 'empty.hint')}>
          <Button icon={<RefreshIcon />} onClick={() => navigate(`/${transaction}?${REFETCH_QUERY}`, { replace: true })}>
            {t('empty.refresh')}
          </Button>
          <Button variant="secondary" onClick={() => navigate(`/empty/region${search ? `?${search}` : ''}`)}>
            {t('empty.changeRegion')}
          </Button>
        </StatusPanel>
      </div>
    </Page>
  );
}
