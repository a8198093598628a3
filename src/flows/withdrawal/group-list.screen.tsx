/**
 * `/withdrawal/group` (ROUTE-11; decision WD-05): the chosen group's withdrawal methods with the
 * search the deposit group list has (LIST-24/25); a method opens its withdrawal page.
 */
import { useStore } from '@nanostores/react';
import { $methodIconBase } from '../../stores/assets.ts';
import { $openGroup } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import { GroupMethodsPage } from '../../ui/group-methods-page.tsx';
import listStyles from '../../../styles/deposit-list.css';
// The search field's look (styles/choices.css), as on the deposit group list.
import choiceStyles from '../../../styles/choices.css';
import { chooseWithdrawalMethod } from './model.ts';
import { useScope } from '../../stores/scope-context.ts';

adoptFlowStyles(listStyles);
adoptFlowStyles(choiceStyles);

export default function WithdrawalGroupListScreen() {
  const scope = useScope();
  const group = useStore($openGroup(scope));
  const iconBase = useStore($methodIconBase(scope));
  if (!group) return null; // the route guard sends a missing choice back to the list
  return <GroupMethodsPage group={group} iconBase={iconBase} className="cashier-group-list cashier-wd-group-list" onMethod={chooseWithdrawalMethod.bind(null, scope)} />;
}
