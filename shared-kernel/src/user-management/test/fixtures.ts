import type { User } from 'shared-kernel/contract';
import type { Session } from 'shared-kernel';
import { testSession } from '../../test-utils/testSession';

const base = { PhoneNumber: '', SalesTakerCode: null, CustomerId: 'C0001', Photo: null };
/** the company's main account */
export const main: User = { ...base, Id: 'main-1', FirstName: 'Mia', LastName: 'Main', Function: 2, Email: 'mia@demo.test', Role: 'Klant', IsBlocked: false, IsMainAccount: true };
/** the signed-in user (testSession('Klant')'s id) */
export const me: User = { ...base, Id: 'user-Klant', FirstName: 'Ivo', LastName: 'Self', Function: 0, Email: 'ivo@demo.test', Role: 'Klant', IsBlocked: false, IsMainAccount: false };
export const bob: User = { ...base, Id: 'u-3', FirstName: 'Bob', LastName: 'Staff', Function: 3, Email: 'bob@demo.test', Role: 'PersoneelKlant', IsBlocked: false, IsMainAccount: false };
export const sam: User = { ...base, CustomerId: null, Id: 'u-4', FirstName: 'Sam', LastName: 'Sales', Function: 0, Email: 'sam@demo.test', Role: 'Vertegenwoordiger', IsBlocked: true, IsMainAccount: false, SalesTakerCode: 'S01', PhoneNumber: '+32 9 1' };

/** a store the widget does not use: it knows no API */
export const noStore = { dispatch: (a: { type: string }) => a, getState: () => ({}), subscribe: () => () => undefined };
export const noMessages = { en: {}, nl: {}, fr: {} };

export const session = (role: Session['role'], impersonated = false): Session => testSession(role, { impersonated });
