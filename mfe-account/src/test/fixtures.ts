import type { Brand, Paged, User } from 'shared-kernel/contract';

/*
 * Test data several features of mfe-account share (CONTRIBUTING.md, "Fixtures"): a page of an overview
 * call, users of the signed-in customer's company and brands. Built once here, overridden per test
 * (`makeUser({ FirstName: 'Bob' })`); a feature's own data is in its features/<f>/test/fixtures.ts.
 */

/** A one-page answer of an overview call holding `items` (override Page, PageCount, ... per test). */
export function paged<T>(items: T[], over: Partial<Paged<T>> = {}): Paged<T> {
  return { Items: items, Filters: [], Page: 1, PageSize: 12, PageStartIndex: 1, PageEndIndex: items.length, Pages: [1], TotalCount: items.length, PageCount: items.length ? 1 : 0, ...over };
}

/** The signed-in customer user (testSession('Klant')): Anna Peeters, main account of C0001. */
export function makeUser(over: Partial<User> = {}): User {
  return {
    Id: 'user-Klant',
    FirstName: 'Anna',
    LastName: 'Peeters',
    Function: 2,
    PhoneNumber: '+32 3 123 45 67',
    Email: 'anna@demo.test',
    Role: 'Klant',
    SalesTakerCode: null,
    CustomerId: 'C0001',
    Photo: null,
    IsBlocked: false,
    IsMainAccount: true,
    ...over,
  };
}

/** A staff user of C0001 (role PersoneelKlant): Bob Staff, u-3. */
export function makeStaffUser(over: Partial<User> = {}): User {
  return makeUser({ Id: 'u-3', FirstName: 'Bob', LastName: 'Staff', Function: 3, PhoneNumber: '0470 00 00 00', Email: 'bob@demo.test', Role: 'PersoneelKlant', IsMainAccount: false, ...over });
}

/** A brand with its logo address (GET brand). */
export function makeBrand(Id: number, Name: string, Code: string, over: Partial<Brand> = {}): Brand {
  return { Id, Name, Code, Logo: `http://api.test/img/brand/${encodeURIComponent(Code)}_{width}x{height}.svg`, ...over };
}

/** The portal's brands: Alpine Wear (ALP), Baltic & Co (B&C), Coastline (CST). */
export const BRANDS: Brand[] = [makeBrand(1, 'Alpine Wear', 'ALP'), makeBrand(2, 'Baltic & Co', 'B&C'), makeBrand(3, 'Coastline', 'CST')];
