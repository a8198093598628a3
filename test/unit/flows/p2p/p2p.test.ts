// The peer-to-peer rules (flows §2, §3, §5, §9; P2P-01..44, CONST-11/12) as pure functions.
import { expect } from '@open-wc/testing';
import {
  amountDiffers, bankKey, cardGroups, CONFIRMATION_ID_METHODS, confirmationIdValid, DETAILS_ALERT_DELAY_MS, DETAILS_ALERT_ROTATE_MS, detailsAlertGroup,
  detailsAlertIndex, detailsAlertKeys, GUARANTEED_METHODS, H2H_HEADER_METHODS, hasSupportButton, invoiceEndsAt, isCrossBorderBank, isEncryptedCard,
  instructionBank, instructionStepKeys, isGuaranteed, isInstructionBank, KYRGYZ_SUPPORT_METHODS, needsConfirmationId, P2P_FALLBACK_CURRENCY, P2P_MARKET_METHOD, P2P_POLL_MS,
  p2pNext, transferKind, transferWarningKey, VIRTUAL_BANK_METHOD,
} from '../../../../src/flows/p2p/p2p.ts';

const encrypted = { key: 'a2V5', iv: 'aXY=', encrypted: 'ZW5j', tag: 'dGFn' };
const created = '2026-01-01T10:00:00.000Z';

describe('peer-to-peer rules', () => {
  it('P2P-18: the invoice polls every 5000 ms; P2P-10: the empty state falls back to MXN', () => {
    expect(P2P_POLL_MS).to.equal(5_000);
    expect(P2P_FALLBACK_CURRENCY).to.equal('MXN');
  });

  it('P2P-26: a card number reads in groups of 4 digits; anything not all digits is left as it is', () => {
    expect(cardGroups('8600120412345678')).to.equal('8600 1204 1234 5678');
    expect(cardGroups('8600 1204 1234 567')).to.equal('8600 1204 1234 567');
    expect(cardGroups('+8801712345678')).to.equal('+8801712345678');
  });

  it('P2P-27: uzcard and humo are guaranteed, nothing else', () => {
    expect([...GUARANTEED_METHODS]).to.deep.equal(['uzcard', 'humo']);
    expect(isGuaranteed('uzcard') && isGuaranteed('humo')).to.equal(true);
    expect(isGuaranteed('kaspi_p2p')).to.equal(false);
  });

  it('P2P-30/P2P-31: the support button is for exactly 11 Kyrgyz bank methods', () => {
    expect(KYRGYZ_SUPPORT_METHODS.size).to.equal(11);
    expect(hasSupportButton('optima_p2p')).to.equal(true);
    expect(hasSupportButton('uzcard')).to.equal(false);
  });

  it('P2P-32/P2P-33/P2P-36: bkash_p2p and nagad_p2p need a confirmation id of 8 to 10 digits', () => {
    expect([...CONFIRMATION_ID_METHODS]).to.deep.equal(['bkash_p2p', 'nagad_p2p']);
    expect(needsConfirmationId('nagad_p2p') && !needsConfirmationId('uzcard')).to.equal(true);
    for (const ok of ['12345678', '123456789', '1234567890', ' 12345678 ']) expect(confirmationIdValid(ok), ok).to.equal(true);
    for (const bad of ['', '1234567', '12345678901', '1234abcd', '1234 5678']) expect(confirmationIdValid(bad), bad).to.equal(false);
  });

  it('P2P-37/P2P-38/P2P-44: cross-border banks tbank and sber; instruction banks sber, t-bank and gazprom (by bank name)', () => {
    expect(bankKey(' T Bank ')).to.equal('t-bank');
    expect(isCrossBorderBank('Sber') && isCrossBorderBank('tbank')).to.equal(true);
    expect(isCrossBorderBank('Kapitalbank')).to.equal(false);
    expect(['sber', 'T-Bank', 'Gazprom'].every(isInstructionBank)).to.equal(true);
    expect(isInstructionBank('tbank')).to.equal(false);
  });

  it('P2P-38: the names servers write for the instruction banks (Sberbank, Tinkoff, Gazprombank) are those banks; tbank stays cross-border only', () => {
    expect(['Sberbank', 'sber', 'Tinkoff', 'T-Bank', 'Gazprombank', 'Gazprom'].map(instructionBank)).to.deep.equal(['sber', 'sber', 't-bank', 't-bank', 'gazprom', 'gazprom']);
    expect(instructionBank('Kapitalbank')).to.equal(null);
    expect(instructionBank(undefined)).to.equal(null);
  });

  it('P2P-02/P2P-38: the transfer kind follows the payee detail sent: phone, card number or bank account', () => {
    expect(transferKind({ phone: '+79001234567' })).to.equal('phone');
    // A wallet's number written as an international phone is a phone transfer.
    expect(transferKind({ number: '+77011234567' })).to.equal('phone');
    expect(transferKind({ number: '2202 2068 1234 5678' })).to.equal('card');
    expect(transferKind({ number: '2202206812345678', phone: '+79001234567' })).to.equal('phone');
    expect(transferKind({ bank_account: '40817810099910004312' })).to.equal('account');
    expect(transferKind({ account_number: '012180001234567890' })).to.equal('account');
    expect(transferKind({ number: ' ' })).to.equal(null);
    expect(transferKind(undefined)).to.equal(null);
  });

  it('P2P-38: each transfer kind has its own steps (no card-number step for a phone transfer) and the same last step', () => {
    expect(instructionStepKeys('card')).to.deep.equal(['p2p.instruction.card.step1', 'p2p.instruction.card.step2', 'p2p.instruction.step3']);
    expect(instructionStepKeys('phone')).to.deep.equal(['p2p.instruction.phone.step1', 'p2p.instruction.phone.step2', 'p2p.instruction.step3']);
    expect(instructionStepKeys('account')).to.deep.equal(['p2p.instruction.account.step1', 'p2p.instruction.account.step2', 'p2p.instruction.step3']);
  });

  it('P2P-28/P2P-32: the warning names the kind of detail (card, phone, account); confirmation-id methods keep theirs; no card, the generic one', () => {
    expect(['card', 'phone', 'account'].map((kind) => transferWarningKey(kind as 'card', false))).to.deep.equal(['p2p.warning.card', 'p2p.warning.phone', 'p2p.warning.account']);
    expect(transferWarningKey('phone', true)).to.equal('p2p.warning.confirmation');
    expect(transferWarningKey(null, false)).to.equal('p2p.warning');
  });

  it('P2P-39/P2P-40/P2P-41: the virtual bank method, the h2h header methods and the p2p market', () => {
    expect(VIRTUAL_BANK_METHOD).to.equal('nigerian_virtual_accounts');
    expect([...H2H_HEADER_METHODS]).to.deep.equal(['yamoney_h2h', 'qiwi_h2h']);
    expect(P2P_MARKET_METHOD).to.equal('p2p_market');
  });

  it('P2P-22: the countdown ends at created + timeout_minutes; without either it is unknown (NaN)', () => {
    expect(invoiceEndsAt({ created, timeout_minutes: 15 })).to.equal(Date.parse(created) + 15 * 60_000);
    expect(invoiceEndsAt({ created: 1_000, timeout_minutes: 0.5 })).to.equal(31_000);
    expect(Number.isNaN(invoiceEndsAt({ created }))).to.equal(true);
    expect(Number.isNaN(invoiceEndsAt({ created: 'garbled', timeout_minutes: 15 }))).to.equal(true);
  });

  it('P2P-43: the amount differs when the processed amount or currency is not the one passed', () => {
    expect(amountDiffers({ passedAmount: 100, processingAmount: 100, passedCurrency: 'MXN', processingCurrency: 'MXN' })).to.equal(false);
    expect(amountDiffers({ passedAmount: 100, processingAmount: 107 })).to.equal(true);
    expect(amountDiffers({ passedCurrency: 'MXN', processingCurrency: 'USD' })).to.equal(true);
    expect(amountDiffers({})).to.equal(false);
  });

  it('P2P-03/P2P-04: a card is encrypted when it has key, iv, encrypted and tag', () => {
    expect(isEncryptedCard(encrypted)).to.equal(true);
    expect(isEncryptedCard({ ...encrypted, tag: '' })).to.equal(false);
    expect(isEncryptedCard({ number: '1' })).to.equal(false);
  });

  it('P2P-12/P2P-13/P2P-15/P2P-23/P2P-24: an answer leads to the invoice, the unified form, more fields, or is malformed', () => {
    const good = { depositId: 7, card: encrypted, created, timeout_minutes: 15 };
    expect(p2pNext(good)).to.deep.equal({ kind: 'invoice' });
    expect(p2pNext({ ...good, card: { number: '1234' } })).to.deep.equal({ kind: 'invoice' });
    expect(p2pNext({ depositId: 7, unifiedFlow: { requisites: [] } })).to.deep.equal({ kind: 'unified' });
    expect(p2pNext({ depositId: 7, isFieldsRequired: true, fields: [] })).to.deep.equal({ kind: 'fields' });
    expect(p2pNext(null).kind).to.equal('malformed');
    expect(p2pNext({ ...good, depositId: undefined }).kind).to.equal('malformed');
    expect(p2pNext({ ...good, card: undefined }).kind).to.equal('malformed');
    expect(p2pNext({ ...good, card: { key: 'a', iv: 'b' } }).kind).to.equal('malformed');
    expect(p2pNext({ ...good, timeout_minutes: undefined }).kind).to.equal('malformed');
    expect(p2pNext({ depositId: 7, isFieldsRequired: true }).kind).to.equal('malformed');
  });

  it('CONST-11: the alert appears after 3 s and changes every 6 s, round the texts', () => {
    expect(DETAILS_ALERT_DELAY_MS).to.equal(3_000);
    expect(DETAILS_ALERT_ROTATE_MS).to.equal(6_000);
    expect(detailsAlertIndex(2_999, 3)).to.equal(-1);
    expect(detailsAlertIndex(3_000, 3)).to.equal(0);
    expect(detailsAlertIndex(8_999, 3)).to.equal(0);
    expect(detailsAlertIndex(9_000, 3)).to.equal(1);
    expect(detailsAlertIndex(21_000, 3)).to.equal(0);
    expect(detailsAlertIndex(9_000, 0)).to.equal(-1);
  });

  it('CONST-12/13: groups a (fixed), b (shuffled facts), c (progress); anything else is a', () => {
    expect(detailsAlertKeys('a', 5)).to.deep.equal(['p2p.alert.fixed']);
    expect(detailsAlertKeys('c', 5)).to.deep.equal(['p2p.alert.progress1', 'p2p.alert.progress2']);
    expect(detailsAlertKeys('b', 0)).to.deep.equal(['p2p.alert.fact1', 'p2p.alert.fact2', 'p2p.alert.fact3']);
    expect(detailsAlertKeys('b', 1)).to.deep.equal(['p2p.alert.fact2', 'p2p.alert.fact3', 'p2p.alert.fact1']);
    expect(detailsAlertGroup(' B ')).to.equal('b');
    expect(detailsAlertGroup('z')).to.equal('a');
    expect(detailsAlertGroup(undefined)).to.equal('a');
  });
});
