/** Puts every store the deposit flows touch back to its start. */
import { resetConfig } from '../../../../src/stores/config.ts';
import { resetCurrencies } from '../../../../src/stores/currencies.ts';
import { endDepositCreation } from '../../../../src/stores/deposit/creation-guard.ts';
import { resetMethodsShown } from '../../../../src/stores/methods-shown.ts';
import { setPendingDeposit } from '../../../../src/stores/deposit/pending-deposit.ts';
import { resetMethods } from '../../../../src/stores/methods.ts';
import { setBuiltPages } from '../../../../src/stores/pages.ts';
import { clearNavigationRequest } from '../../../../src/stores/navigation.ts';
import { clearSelection } from '../../../../src/stores/selection.ts';
import { setTransportChoice } from '../../../../src/stores/debug-switches.ts';
import { closeSnackbar } from '../../../../src/stores/snackbar.ts';
import { resetTransaction } from '../../../../src/stores/transaction.ts';
import { setUser } from '../../../../src/stores/user.ts';
import { setNativeBridge } from '../../../../src/stores/native.ts';
import { resetDepositInit, $geoSelectorEnabled } from '../../../../src/flows/deposit-list/model.ts';
import { clearTokenNotice } from '../../../../src/stores/token-renewal.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { $formHelper } from '../../../../src/flows/form/form-helper.ts';
import { $localRedirect } from '../../../../src/stores/deposit/local-redirect.ts';
import { resetMethodLimits } from '../../../../src/stores/deposit/method-limits.ts';
import { resetForm } from '../../../../src/stores/form-fields.ts';
import { resetCryptoBalance } from '../../../../src/flows/crypto-balance/model.ts';

export function resetFlowStores(): void {
  resetConfig();
  resetCurrencies();
  resetMethods();
  setBuiltPages([]);
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
  configureDepositEnv(null);
  clearTokenNotice();
  resetForm();
  $localRedirect.set(null);
  $formHelper.set('waiting');
  resetMethodLimits();
  resetCryptoBalance();
}
