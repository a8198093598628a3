import { expect } from '@open-wc/testing';
import { SUPPORTED_LOCALES } from '../../../src/i18n/locale.ts';
import allowList from '../../../src/i18n/same-as-english.json';
import en from '../../../locales/en.json';
import { auditLocale } from './locale-audit.ts';

import { LOCALE_PARTS } from '../../../src/i18n/locale-parts.ts';
import { importLocale as loadFile } from './import-locale.ts';

const allowed = (code: string): ReadonlySet<string> => {
  const lists = allowList as unknown as Record<string, string[] | string>;
  const pick = (k: string) => (Array.isArray(lists[k]) ? (lists[k] as string[]) : []);
  return new Set([...pick('*'), ...pick(code)]);
};

describe('i18n locale files', () => {
  it('I18N-01: every one of the 32 locale files has every en key, same placeholders, truly translated', async () => {
    const problems: string[] = [];
    for (const code of SUPPORTED_LOCALES.filter((c) => c !== 'en')) {
      problems.push(...auditLocale(code, en, await loadFile(code), allowed(code)));
    }
    expect(problems.join('\n')).to.equal('');
  });

  it('I18N-01, I18N-11: every locale part has its 32 files, each with every key of its en file, truly translated; no key in two places', async () => {
    const problems: string[] = [];
    const seen = new Set(Object.keys(en));
    for (const part of LOCALE_PARTS) {
      const partEn = await loadFile(`${part}/en`);
      for (const key of Object.keys(partEn)) {
        if (seen.has(key)) problems.push(`${part}: ${key} is in two places`);
        seen.add(key);
      }
      for (const code of SUPPORTED_LOCALES.filter((c) => c !== 'en')) {
        problems.push(...auditLocale(`${part}/${code}`, partEn, await loadFile(`${part}/${code}`), allowed(code)));
      }
    }
    expect(problems.join('\n')).to.equal('');
  });

  it('I18N-01: the audit itself flags a missing key, an extra key, a placeholder change and English left over', () => {
    const broken = { ...en, 'header.back': 'Back', 'currency.unavailable.title': 'Dépôt {{code}}', extra: 'x' } as Record<
      string,
      unknown
    >;
    delete broken['header.close'];
    const problems = auditLocale('xx', en, broken, new Set());
    expect(problems.some((p) => p.includes('missing key header.close'))).to.equal(true);
    expect(problems.some((p) => p.includes('extra key extra'))).to.equal(true);
    expect(problems.some((p) => p.includes('currency.unavailable.title placeholders differ'))).to.equal(true);
    expect(problems.some((p) => p.includes('header.back is still English'))).to.equal(true);
  });

  it('ROUTE-34, ROUTE-35, ERR-06, ERR-08, ERR-10, ERR-14, ERR-15, ERR-16: English texts are the spec wording', () => {
    const texts = en as Record<string, string>;
    expect(texts['header.title.deposit.method']).to.equal('Deposit method');
    expect(texts['header.title.deposit.form']).to.equal('Deposit');
    expect(texts['header.title.withdrawal.method']).to.equal('Withdrawal method');
    expect(texts['header.title.withdrawal.form']).to.equal('Withdrawals');
    expect(texts['header.sweep.deposit.method']).to.equal('Deposit method');
    expect(texts['header.sweep.deposit.form']).to.equal('Select coin package');
    expect(texts['header.sweep.withdrawal.method']).to.equal('Withdrawal method');
    expect(texts['header.sweep.withdrawal.form']).to.equal('Redemption');
    expect(texts['error.snackbar.title']).to.equal('Error');
    expect(texts['error.page.title']).to.equal('An error occurred');
    expect(texts['error.page.unknown']).to.equal('Unknown error');
    expect(texts['empty.title']).to.equal('No payment methods available for this region');
    expect(texts['empty.hint']).to.equal('Enable a VPN, select another country and refresh');
    expect(texts['currency.unavailable.title']).to.equal('Deposit in {{currency}} is currently unavailable');
    expect(texts['currency.unavailable.hint']).to.equal('Use crypto or choose another currency');
    expect(texts['socket.networkError']).to.equal('Network connection failed');
    expect(texts['request.timeout']).to.equal('Request timeout');
  });
});
