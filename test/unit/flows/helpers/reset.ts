/** Puts every store the deposit flows touch back to its start. */
import { resetConfig } from '../../../../src/stores/config.ts';
import { resetCurrencies } from '../../../../src/stores/currencies.ts';
import { endDepositCreation } from '../../../../src/stores/deposit-guard.ts';
import { resetMethodsShown, setPendingDeposit } from '../../../../src/stores/deposit-session.ts';
import { resetMethods } from '../../../../src/stores/methods.ts';
import { clearNavigationRequest } from '../../../../src/stores/navigation.ts';
import { clearSelection } from '../../../../src/stores/selection.ts';
import { setTransportChoice } from '../../../../src/stores/session.ts';
import { closeSnackbar } from '../../../../src/stores/snackbar.ts';
import { resetTransaction } from '../../../../src/stores/transaction.ts';
import { setUser } from '../../../../src/stores/user.ts';
import { setNativeBridge } from '../../../../src/stores/native.ts';
import { resetDepositInit, $geoSelectorEnabled } from '../../../../src/flows/deposit-list/model.ts';
import { configureRedirectEnv } from '../../../../src/flows/redirect/model.ts';
import { $localRedirect, $formHelper } from '../../../../src/flows/redirect/form-helper.ts';

export function resetFlowStores(): void {
  resetConfig();
  resetCurrencies();
  resetMethods();
  clearSelection();
  clearNavigationRequest();
  resetTransaction();
  resetMethodsShown();
  setPendingDeposit(null);
  endDepositCreation();
  closeSnackbar();
  setTransportChoice(undefined);
  setUser({});
  setNativeBridge(null);
  resetDepositInit();
  $geoSelectorEnabled.set(false);
  configureRedirectEnv(null);
  $localRedirect.set(null);
  $formHelper.set('waiting');
}
