import type { Customer, DealerLocatorAddress, User } from 'shared-kernel/contract';
import { makeCustomer, makeCustomerUser } from '../../../test/fixtures';

/** A user of Demo Fashion BV (C0001) with its function, `<first>@demofashion.example`; the main account when `main`. */
export function makeDemoFashionUser(Id: string, FirstName: string, Function: number, main = false, over: Partial<User> = {}): User {
  return makeCustomerUser(Id, FirstName, 'C0001', main, { Function, Email: `${FirstName.toLowerCase()}@demofashion.example`, ...over });
}

/** A shop address of C0001 on the Meir; `shown` on the dealer locator with its map data (brand AB, type 1), or hidden without. */
export function makeDealerAddress(Id: number, Name: string, shown: boolean, over: Partial<DealerLocatorAddress> = {}): DealerLocatorAddress {
  return {
    Id,
    Name,
    Street: 'Meir',
    HouseNumber: '10',
    ZipCode: '2000',
    City: 'Antwerpen',
    CountryName: 'Belgium',
    CountryId: 2,
    Email: '',
    Phone: '',
    Type: 'SHOP',
    Header: null,
    Latitude: shown ? 51.2 : null,
    Longitude: shown ? 4.4 : null,
    Brands: shown ? ['AB'] : [],
    Url: null,
    DealerType: shown ? 1 : null,
    ShowOnDealerLocator: shown,
    ...over,
  };
}

/** Shop number i of the customer list: key C000i, customer number 1000 + i, in Gent. */
export function makeShop(i: number, over: Partial<Customer> = {}): Customer {
  return makeCustomer({
    Key: `C${String(i).padStart(4, '0')}`,
    AltKey: String(1000 + i),
    Name: `Shop ${i}`,
    CommercialName: `Shop ${i}`,
    Street: 'Markt 1',
    Zipcode: '9000',
    City: 'Gent',
    Phone: '',
    Email: `shop${i}@example.com`,
    UseEmailInvoiceTemplate: false,
    EmailInvoice: null,
    FacebookFollowers: 0,
    InstagramFollowers: 0,
    Url: null,
    PointOfSaleSystem: null,
    ...over,
  });
}
