// Adyen v6 Card component only, tree-shaken through the ESM entry (Adyen's recommended minimal
// integration).
import { AdyenCheckout, Card } from '@adyen/adyen-web';

globalThis.__peer = { AdyenCheckout, Card };
