import { portalConfigOf, type ShellConfig } from './runtimeConfig';

const base: ShellConfig = { apiBaseUrl: 'http://api.test', contactPhone: '1', corporateSiteUrl: 'https://x.test', requestAccountUrl: 'https://x.test/a' };

describe('portalConfigOf', () => {
  it('passes the prepayment bank account of config.json to the remotes', () => {
    const bank = { accountHolder: 'Holder B.V.', iban: 'NL91 ABNA 0417 1643 00', bic: 'ABNANL2A' };
    expect(portalConfigOf({ ...base, prepaymentBank: bank })).toEqual({ prepaymentBank: bank });
  });

  it('gives null for a missing or incomplete account, never half of one', () => {
    expect(portalConfigOf(base)).toEqual({ prepaymentBank: null });
    const partial = { accountHolder: 'Holder', iban: ' ', bic: 'X' };
    expect(portalConfigOf({ ...base, prepaymentBank: partial })).toEqual({ prepaymentBank: null });
    expect(portalConfigOf({ ...base, prepaymentBank: 'NL91' as never })).toEqual({ prepaymentBank: null });
  });
});
