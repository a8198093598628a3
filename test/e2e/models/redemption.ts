// The sandbox player's redemption to a card, as a player fills it in: 25 Sweep Coins to Visa /
// Mastercard, the card's fields, "Show what I receive". The quote is what the caller checks.
import type { Locator } from '@playwright/test';

export async function askRedemptionQuote(widget: Locator): Promise<void> {
  await widget.getByRole('button', { name: /^Visa \/ Mastercard/ }).click();
  await widget.getByRole('textbox', { name: 'Sweep Coins to redeem' }).fill('25');
  await widget.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
  await widget.getByRole('textbox', { name: 'Card holder' }).fill('Ada Lovelace');
  await widget.getByRole('button', { name: 'Show what I receive' }).click();
}
