/**
 * Decision P2P-04 (docs/decisions.md): a p2p card arrives as AES-256-GCM — key, iv, encrypted
 * (ciphertext without tag) and tag, all standard base64; the plaintext is the card's UTF-8 JSON.
 * WebCrypto decrypts it; nothing here logs, stores or posts the result. Any failure (bad base64,
 * wrong key, tampered tag, not a card) throws ERR-27 'Error while decrypting data'.
 */
import { asDepositCard } from './p2p.ts';
import type { DepositCard, EncryptedCard } from '../../domain/payment-entities.ts';
import { thrownError } from '../../transport/thrown.ts';

const bytes = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** The card inside; throws 'Error while decrypting data' when it cannot be read. */
export async function decryptCard(data: EncryptedCard): Promise<DepositCard> {
  try {
    const key = await crypto.subtle.importKey('raw', bytes(data.key), 'AES-GCM', false, ['decrypt']);
    const sealed = new Uint8Array([...bytes(data.encrypted), ...bytes(data.tag)]);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes(data.iv), tagLength: 128 }, key, sealed);
    const card = asDepositCard(JSON.parse(new TextDecoder().decode(plain)));
    if (card) return card;
  } catch {
    // fall through: the reason must not carry any part of the data
  }
  throw thrownError('decryptFailed');
}
