// The screen-text scanner's rules (scripts/screen-text/scan.mjs), on texts a player could be shown.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scanScreenText } from '../../scripts/screen-text/scan.mjs';

const scan = (locale, ...texts) => scanScreenText(texts.map((text) => ({ text })), { locale }).map((f) => `${f.kind}:${f.detail}`);

test('a locale key shown instead of its text is a raw key', () => {
  assert.deepEqual(scan('en', 'error.page.title'), ['raw-key:error.page.title']);
  assert.deepEqual(scan('en', 'See form.amountInput.limit.min'), ['raw-key:form.amountInput.limit.min']);
  assert.deepEqual(scan('en', 'Visit cashier.example.com'), []);
});

test("a developer's message is reported, a player's is not", () => {
  assert.deepEqual(scan('en', 'Injected failure (503)'), ['developer:Injected failure', 'developer:(503)']);
  assert.deepEqual(scan('en', 'Property paymentCashierUser not found'), ['developer:Property paymentCashierUser not found']);
  assert.deepEqual(scan('en', 'Server.Socket.request.ERROR: x ErrorCode: y'), ['developer:Server.Socket', 'developer:ErrorCode']);
  assert.deepEqual(scan('en', 'Amount: undefined'), ['developer:undefined']);
  assert.deepEqual(scan('en', 'Something went wrong. Try again in a minute.'), []);
});

test('a currency code where the currency has a symbol is a raw code; beside its name it is not; crypto tickers are names', () => {
  assert.deepEqual(scan('en', 'RUB 1,500.00'), ['raw-code:RUB']);
  assert.deepEqual(scan('en', '34.00 QSC'), ['raw-code:QSC']);
  assert.deepEqual(scan('en', '₽1,500.00', '$4.99', '0.0125 BTC', 'USDT TRC20'), []);
  assert.deepEqual(scan('ru', 'Российский рубль (RUB)'), []);
  assert.deepEqual(scan('en', 'USD 4.99'), ['raw-code:USD']);
  // Decision AMOUNT-DISPLAY: a code tells apart currencies that share a symbol, or that have none.
  assert.deepEqual(scan('en', 'CAD 10.00', '1,000 UZS'), []);
});

test('English left on an ar or ru page is reported; brand names and the language’s own loan words are not', () => {
  assert.deepEqual(scan('ru', 'Card number'), ['english:Card number']);
  assert.deepEqual(scan('ar', 'رقم البطاقة', 'Card number'), ['english:Card number']);
  assert.deepEqual(scan('ru', 'Visa / Mastercard', 'Google Pay', 'Оплата через SBP', 'Tether USDT'), []);
  assert.deepEqual(scan('en', 'Card number'), []);
});
