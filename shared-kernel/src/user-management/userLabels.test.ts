import { createIntl } from 'react-intl';
import { testSession } from '../test-utils/testSession';
import { addableRoles, CUSTOMER_ROLES, EMPLOYEE_ROLES, fullName, functionLabel, functionOptions, isLocked, roleLabel } from './userLabels';

describe('user labels and rules', () => {
  it('locks the main account and the signed-in user (spec section 6), case-insensitively', () => {
    const u = { Id: 'ABC', IsMainAccount: false };
    expect(isLocked(u, 'abc')).toBe(true);
    expect(isLocked(u, 'other')).toBe(false);
    expect(isLocked({ ...u, IsMainAccount: true }, 'other')).toBe(true);
    expect(isLocked(u, undefined)).toBe(false);
  });

  it('offers the main-account role only to a customer or admin who is not impersonating (issue 15)', () => {
    expect(addableRoles(CUSTOMER_ROLES, testSession('Klant'))).toEqual(['Klant', 'PersoneelKlant', 'MarketingKlant']);
    expect(addableRoles(CUSTOMER_ROLES, testSession('Admin'))).toEqual(['Klant', 'PersoneelKlant', 'MarketingKlant']);
    expect(addableRoles(CUSTOMER_ROLES, testSession('Klant', { impersonated: true }))).toEqual(['PersoneelKlant', 'MarketingKlant']);
    expect(addableRoles(CUSTOMER_ROLES, testSession('Vertegenwoordiger'))).toEqual(['PersoneelKlant', 'MarketingKlant']);
    expect(addableRoles(CUSTOMER_ROLES, null)).toEqual(['PersoneelKlant', 'MarketingKlant']);
    expect(addableRoles(EMPLOYEE_ROLES, testSession('Admin'))).toEqual(['Admin', 'Vertegenwoordiger']);
  });

  it('writes the full name without gaps', () => {
    expect(fullName({ FirstName: 'Ann', LastName: '' })).toBe('Ann');
    expect(fullName({ FirstName: 'Ann', LastName: 'Lee' })).toBe('Ann Lee');
  });
});

describe('labels outside the widget', () => {
  it('formats function and role in the caller locale without the caller holding the messages', () => {
    const nl = createIntl({ locale: 'nl', messages: {} });
    expect(functionLabel(nl, 3)).toBe('Winkelbediende');
    expect(roleLabel(createIntl({ locale: 'fr', messages: {} }), 'PersoneelKlant')).toBe('Personnel');
    expect(functionOptions(createIntl({ locale: 'en', messages: {} })).map((o) => o.label)).toEqual(['Purchase', 'Marketing', 'Director', 'Shop assistant', 'Accountancy']);
  });
});
