import { clearSession, hasCurrencyCode, homeArea, mayEnter, personIdOf, readSession, roleFlags, sessionFromImpersonation, sessionFromLogin, writeOriginalSession, writeSession } from './session';
import { testSession } from '../test-utils/testSession';

describe('session', () => {
  it('maps the login and impersonation answers to one session shape', () => {
    const now = 1_000_000;
    const login = sessionFromLogin(
      { access_token: 't', token_type: 'bearer', expires_in: 60, id: 'u1', firstName: 'A', lastName: 'B', role: 'Klant', impersonated: false, customerKey: 'C1', customerName: 'Shop', customerCurrencyCode: 'EUR', customerCurrencySymbol: '€', userName: 'customer', customerIsWatching: 'false' },
      now,
    );
    expect(login).toMatchObject({ token: 't', userId: 'u1', expiresAt: now + 60_000, role: 'Klant' });
    const imp = sessionFromImpersonation(
      { AccessToken: 't2', ExpiresIn: 10, Id: 'u2', FirstName: 'C', LastName: 'D', Role: 'Klant', Impersonated: true, CustomerKey: 'C2', CustomerName: 'Other', CustomerCurrencyCode: 'EUR', CustomerCurrencySymbol: '€', UserName: 'x', CustomerIsWatching: 'true' },
      now,
    );
    expect(imp).toMatchObject({ token: 't2', impersonated: true, customerKey: 'C2', customerIsWatching: 'true' });
  });

  it('stores, expires and clears', () => {
    writeSession(testSession('Klant', { expiresAt: Date.now() + 1000 }));
    expect(readSession()?.role).toBe('Klant');
    expect(hasCurrencyCode()).toBe(true);
    expect(readSession(Date.now() + 2000)).toBeNull();
    clearSession();
    expect(readSession()).toBeNull();
    expect(hasCurrencyCode()).toBe(false);
  });

  it('names the person behind a session: the admin or salesman while impersonating', () => {
    expect(personIdOf(null)).toBeNull();
    expect(personIdOf(testSession('Klant'))).toBe('user-Klant');
    const impersonated = testSession('Klant', { impersonated: true });
    expect(personIdOf(impersonated)).toBeNull();
    writeOriginalSession(testSession('Vertegenwoordiger'));
    expect(personIdOf(impersonated)).toBe('user-Vertegenwoordiger');
    clearSession();
  });

  it('applies the guards of spec section 6', () => {
    expect(mayEnter('admin', 'Admin')).toBe(true);
    expect(mayEnter('admin', 'Vertegenwoordiger')).toBe(false);
    expect(mayEnter('salesman', 'Admin')).toBe(true);
    expect(mayEnter('salesman', 'Klant')).toBe(false);
    expect(mayEnter('customer', 'MarketingKlant')).toBe(true);
    expect(mayEnter('customer', 'Admin')).toBe(false);
    expect(homeArea('PersoneelKlant')).toBe('customer');
    expect(homeArea('Vertegenwoordiger')).toBe('salesman');
    expect(roleFlags(testSession('Klant', { customerIsWatching: 'true' })).isCustomerHidden).toBe(true);
  });
});
