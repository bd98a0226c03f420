import type { Session } from '../session/session';

/** Demo sessions by role for tests. */
export function testSession(role: Session['role'], patch: Partial<Session> = {}): Session {
  return {
    userId: `user-${role}`,
    token: `token-${role}`,
    expiresAt: Date.now() + 3600_000,
    firstName: 'Test',
    lastName: role,
    role,
    impersonated: false,
    customerKey: role === 'Admin' || role === 'Vertegenwoordiger' ? '' : 'C0001',
    customerName: role === 'Admin' || role === 'Vertegenwoordiger' ? '' : 'Demo Fashion BV',
    customerCurrencyCode: 'EUR',
    customerCurrencySymbol: '€',
    userName: role.toLowerCase(),
    customerIsWatching: 'false',
    ...patch,
  };
}
