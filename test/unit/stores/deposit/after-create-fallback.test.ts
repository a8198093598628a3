import { expect } from '@open-wc/testing';
import { applyHandshake } from '../../../../src/stores/config.ts';
import { selectMethod } from '../../../../src/stores/selection.ts';
import { setBuiltPages } from '../../../../src/stores/pages.ts';
import { $navigationRequest } from '../../../../src/stores/navigation.ts';
import type { PaymentMethod } from '../../../../src/domain/payment-entities.ts';
import { closeRedirectPage, openRedirectPage, submitDeposit } from '../../../../src/flows/redirect/model.ts';
import { configureDepositEnv } from '../../../../src/stores/deposit/deposit-env.ts';
import { DEPOSIT_COMPLETE, DEPOSIT_HOST_TO_HOST, DEPOSIT_P2P_UNIFIED_FORM, DEPOSIT_REDIRECT, DEPOSIT_REDIRECT_UNIFIED_FORM } from '../../../../src/domain/paths.ts';
import { registerFlowScreens } from '../../../../src/app/start.ts';
import { hasPage } from '../../../../src/stores/pages.ts';
import { installMockApi, uninstallMockApi } from '../../flows/helpers/mock-api.ts';
import type { MockApi } from '../../flows/helpers/mock-api.ts';
import { useTestDepositEnv } from '../../flows/helpers/redirect-page.ts';
import { testScope } from '../../scope.ts';

const spei: PaymentMethod = { name: 'spei', cardViewType: 0, text: { en: 'SPEI' }, amount_rules: { USD: { min: 10, max: 1000 } } };
const requisites = { depositId: 8, apiResponse: { data: { requisites: [{ name: 'clabe', value: '0123' }] } } };

describe('after creation, a page this build has not got yet', () => {
  let api: MockApi;
  beforeEach(() => {
    api = installMockApi();
    useTestDepositEnv();
    applyHandshake(testScope(), { currency: 'USD', paymentGeo: 'MX' });
    api.always('session-start', null);
    selectMethod(testScope(), spei);
  });
  afterEach(() => {
    closeRedirectPage(testScope());
    uninstallMockApi();
    configureDepositEnv(testScope(), null);
  });

  it('LIST-19 (issue #10: no empty page): requisites lead to the complete page while host-to-host has no screen', async () => {
    setBuiltPages(testScope(), [DEPOSIT_REDIRECT, DEPOSIT_COMPLETE]);
    openRedirectPage(testScope(), '.');
    api.expectCall('deposit-create').andRespond(requisites);
    expect(await submitDeposit(testScope())).to.equal('done');
    expect($navigationRequest(testScope()).get()?.to).to.equal(DEPOSIT_COMPLETE);
  });

  it('LIST-19: once host-to-host has a screen, requisites lead there', async () => {
    setBuiltPages(testScope(), [DEPOSIT_REDIRECT, DEPOSIT_COMPLETE, DEPOSIT_HOST_TO_HOST]);
    openRedirectPage(testScope(), '.');
    api.expectCall('deposit-create').andRespond(requisites);
    expect(await submitDeposit(testScope())).to.equal('done');
    expect($navigationRequest(testScope()).get()?.to).to.equal(DEPOSIT_HOST_TO_HOST);
  });

  it('LIST-19, CREATE-22 (issue #13): the unified form has its screen on both routes, so a unified answer leads there, not to the complete page', async () => {
    registerFlowScreens(testScope());
    expect([hasPage(testScope(), DEPOSIT_REDIRECT_UNIFIED_FORM), hasPage(testScope(), DEPOSIT_P2P_UNIFIED_FORM)]).to.deep.equal([true, true]);
    openRedirectPage(testScope(), '.');
    api.expectCall('deposit-create').andRespond({ depositId: 9, apiResponse: { data: { unifiedFlow: { requisites: [{ name: 'phone', value: '+7 900' }] } } } });
    expect(await submitDeposit(testScope())).to.equal('done');
    expect($navigationRequest(testScope()).get()?.to).to.equal(DEPOSIT_REDIRECT_UNIFIED_FORM);
  });
});
