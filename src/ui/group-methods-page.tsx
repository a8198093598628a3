/**
 * The page of one method group (LIST-24/25): the group's label as heading and its methods with a
 * search field. The deposit and withdrawal group lists differ only in what choosing a method does.
 */
import type { PaymentGroup, PaymentMethod } from '../domain/payment-entities.ts';
import { groupLabel } from '../domain/method-text.ts';
import { useT } from '../i18n/react.tsx';
import { Page } from './page.tsx';
import { SearchableMethodList } from './searchable-method-list.tsx';

export function GroupMethodsPage({ group, iconBase, className, onMethod }: { group: PaymentGroup; iconBase: string; className: string; onMethod: (method: PaymentMethod, group: PaymentGroup) => void }) {
  const { t, language } = useT();
  const ctx = { language, iconBase, countLabel: (count: number) => t('list.group.count', { count }) };
  return (
    <Page className={className}>
      {/* The group label is a server text in any script (dir="auto"), so not Page's plain title. */}
      <h2 className="cashier-page__title" dir="auto">
        {groupLabel(group, language, t)}
      </h2>
      <SearchableMethodList
        methods={group.paymentMethods}
        ctx={ctx}
        label={groupLabel(group, language, t)}
        searchLabel={t('group.search')}
        notFound={t('group.notFound')}
        onMethod={(m) => onMethod(m, group)}
      />
    </Page>
  );
}
