import type { Branch, Brand, Country, Currency, Customer, CustomerHit, Paged, User } from 'shared-kernel/contract';

/*
 * Test data several features of mfe-admin share (CONTRIBUTING.md, "Fixtures"): a page of an overview
 * call, customers and their users, currencies, countries, branches and brands. Built once here,
 * overridden per test (`makeCustomer({ City: 'Gent' })`); a feature's own data is in its
 * features/<f>/test/fixtures.ts.
 */

/** A one-page answer of an overview call holding `items` (override Page, PageCount, ... per test). */
export function paged<T>(items: T[], over: Partial<Paged<T>> = {}): Paged<T> {
  return { Items: items, Filters: [], Page: 1, PageSize: 12, PageStartIndex: 1, PageEndIndex: items.length, Pages: [1], TotalCount: items.length, PageCount: items.length ? 1 : 0, ...over };
}

/** An overview call's answer without rows. */
export function emptyPage<T>(over: Partial<Paged<T>> = {}): Paged<T> {
  return paged<T>([], { PageStartIndex: 0, PageEndIndex: 0, Pages: [], ...over });
}

/** A customer (GET customer/{key}): Demo Fashion BV in Antwerpen, C0001. */
export function makeCustomer(over: Partial<Customer> = {}): Customer {
  return {
    Key: 'C0001',
    AltKey: '1001',
    Name: 'Demo Fashion BV',
    CommercialName: 'Demo Fashion',
    Street: 'Meir 10',
    Zipcode: '2000',
    City: 'Antwerpen',
    CountryName: 'Belgium',
    Phone: '+32 3 123 45 67',
    Email: 'info@demofashion.example',
    UseEmailInvoiceTemplate: true,
    EmailInvoice: 'invoices@demofashion.example',
    FacebookFollowers: 1200,
    InstagramFollowers: 3400,
    Url: 'https://demofashion.example',
    WebshopUrl: null,
    PointOfSaleSystem: 'Lightspeed',
    ...over,
  };
}

/** A customer with only its key, names and city (the other fields empty). */
export function makeBareCustomer(Key: string, AltKey: string, Name: string, City: string, over: Partial<Customer> = {}): Customer {
  return makeCustomer({ Key, AltKey, Name, CommercialName: '', Street: '', Zipcode: '', City, CountryName: '', Phone: '', Email: '', UseEmailInvoiceTemplate: false, EmailInvoice: null, FacebookFollowers: 0, InstagramFollowers: 0, Url: null, WebshopUrl: null, PointOfSaleSystem: null, ...over });
}

/** A hit of customer/autocomplete. */
export function makeCustomerHit(Key: string, AltKey: string, Name: string, City: string): CustomerHit {
  return { Key, AltKey, Name, City };
}

/** A user of a customer: `<first>.toLowerCase()@example.com`, staff (PersoneelKlant) unless `main` (Klant, the main account). */
export function makeCustomerUser(Id: string, FirstName: string, CustomerId = 'C0001', main = false, over: Partial<User> = {}): User {
  return {
    Id,
    FirstName,
    LastName: 'Peeters',
    Function: 0,
    PhoneNumber: '',
    Email: `${FirstName.toLowerCase()}@example.com`,
    Role: main ? 'Klant' : 'PersoneelKlant',
    SalesTakerCode: null,
    CustomerId,
    Photo: null,
    IsBlocked: false,
    IsMainAccount: main,
    ...over,
  };
}

/** The currencies: 1 EUR and 2 GBP. */
export const CURRENCIES: Currency[] = [
  { Id: 1, Code: 'EUR', Symbol: '€', Name: 'Euro' },
  { Id: 2, Code: 'GBP', Symbol: '£', Name: 'Pound sterling' },
];

/** A country with its name the same in every language, available, without costs. */
export function makeCountry(Id: number, Iso2: string, name: string, over: Partial<Country> = {}): Country {
  return { Id, Iso2, NameNL: name, NameFR: name, NameEN: name, OverviewName: name, IsAvailable: true, Costs: [], ...over };
}

/** A branch without brands. */
export function makeBranch(Id: number, Name: string, over: Partial<Branch> = {}): Branch {
  return { Id, Name, Brands: {}, ...over };
}

/** The branch list the banner and notification forms offer (GET branch?PageSize=100). */
export function branchesPage(branches: Branch[]): Paged<Branch> {
  return paged(branches, { PageSize: 100, PageEndIndex: 1 });
}

/** A brand (GET brand) with its logo address. */
export function makeBrand(Id: number, Name: string, Code: string, over: Partial<Brand> = {}): Brand {
  return { Id, Name, Code, Logo: `http://api.test/img/brand/${Code}_{width}x{height}.svg`, ...over };
}
