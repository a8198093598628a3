/**
 * `/deposit/group` (flows §2 "Group list"; LIST-24/25): the chosen group's methods with a search
 * field that filters by the text in the user language, falling back to English.
 */
import { useStore } from '@nanostores/react';
import { $methodIconBase } from '../../stores/assets.ts';
import { $openGroup } from '../../stores/selection.ts';
import { adoptFlowStyles } from '../../stores/stylesheets.ts';
import flowStyles from '../../../styles/deposit-list.css';
import choiceStyles from '../../../styles/choices.css';
import { GroupMethodsPage } from '../../ui/group-methods-page.tsx';
import { chooseMethod } from './model.ts';
import { useScope } from '../../stores/scope-context.ts';

// The flow's CSS travels with its chunk (src/stores/stylesheets.ts).
adoptFlowStyles(flowStyles);
adoptFlowStyles(choiceStyles);

export default function GroupListScreen() {
  const scope = useScope();
  const group = useStore($openGroup(scope));
  const iconBase = useStore($methodIconBase(scope));
  if (!group) return null; // the route guard sends a missing choice back to the list
  return <GroupMethodsPage group={group} iconBase={iconBase} className="cashier-group-list" onMethod={chooseMethod.bind(null, scope)} />;
}
