// The Adyen Drop-in PAGE for the timing runs: all methods registered, rendering offline from a
// mocked /paymentMethods response (bundled as `bench-adyen-methods`) with the same number of
// entries as the widget's list. External hosts are cut off by the page's CSP and by the runner.
import { AdyenCheckout, Dropin } from '@adyen/adyen-web/auto';
import '@adyen/adyen-web/styles/adyen.css';
import paymentMethodsResponse from 'bench-adyen-methods';

AdyenCheckout({
  environment: 'test',
  clientKey: 'test_BENCHMARKBENCHMARKBENCHMARK0000',
  locale: 'en-US',
  countryCode: 'NL',
  amount: { value: 1000, currency: 'EUR' },
  paymentMethodsResponse,
  analytics: { enabled: false },
  onSubmit: () => {},
  onAdditionalDetails: () => {},
}).then((checkout) => new Dropin(checkout, { openFirstPaymentMethod: false }).mount('#dropin'));
