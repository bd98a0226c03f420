import { CONTRACT_VERSION, isContractCompatible } from './version';

describe('contract version check', () => {
  it('accepts the same semver major only', () => {
    expect(isContractCompatible(CONTRACT_VERSION)).toBe(true);
    expect(isContractCompatible('1.9.3', '1.0.0')).toBe(true);
    expect(isContractCompatible('2.0.0', '1.0.0')).toBe(false);
    expect(isContractCompatible('0.9.0', '1.0.0')).toBe(false);
    expect(isContractCompatible(undefined)).toBe(false);
    expect(isContractCompatible('garbage')).toBe(false);
  });
});
