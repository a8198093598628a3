/**
 * Peer-to-peer card encryption (P2P-04; flows §3 "Encrypted card data has key, iv, encrypted and
 * tag"). Scheme, documented in docs/sandbox.md:
 *   - AES-256-GCM, a fresh random 256-bit key and 96-bit IV per answer;
 *   - plaintext = UTF-8 JSON of the card object ({ number, bank_name, … });
 *   - key, iv, encrypted (ciphertext without tag) and tag (16 bytes) are standard base64.
 * WebCrypto decrypts it with importKey('raw', key, 'AES-GCM') and
 * decrypt({ name: 'AES-GCM', iv, tagLength: 128 }, key, encrypted ‖ tag).
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { DepositCard, EncryptedCard } from '../../../src/domain/payment-entities.ts';

/** Encrypts a card for the wire. */
export function encryptCard(card: DepositCard): EncryptedCard {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(JSON.stringify(card), 'utf8'), cipher.final()]);
  return {
    key: key.toString('base64'),
    iv: iv.toString('base64'),
    encrypted: encrypted.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
  };
}

/** The reverse, for tests: throws on a wrong key or a tampered tag. */
export function decryptCard(data: EncryptedCard): DepositCard {
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(data.key, 'base64'), Buffer.from(data.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(data.tag, 'base64'));
  const plain = Buffer.concat([decipher.update(Buffer.from(data.encrypted, 'base64')), decipher.final()]);
  return JSON.parse(plain.toString('utf8')) as DepositCard;
}
