// Adyen v6 Drop-in with every payment method registered (the `auto` entry, Adyen's own "all
// methods" bundle), as a merchant ships it.
import { AdyenCheckout, Dropin } from '@adyen/adyen-web/auto';

globalThis.__peer = { AdyenCheckout, Dropin };
