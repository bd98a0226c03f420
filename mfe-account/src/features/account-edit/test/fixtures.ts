import type { Customer } from 'shared-kernel/contract';

/** The signed-in user's company (GET customer/C0001): Demo Fashion BV in Antwerpen, invoices by e-mail. */
export function makeCustomer(over: Partial<Customer> = {}): Customer {
  return {
    Key: 'C0001',
    AltKey: '10001',
    Name: 'Demo Fashion BV',
    CommercialName: 'Demo Fashion',
    Street: 'Meir 1',
    Zipcode: '2000',
    City: 'Antwerpen',
    CountryName: 'Belgium',
    Phone: '+32 3 000 00 00',
    Email: 'info@demo.test',
    UseEmailInvoiceTemplate: true,
    EmailInvoice: 'invoices@demo.test',
    FacebookFollowers: 1200,
    InstagramFollowers: 3400,
    Url: 'https://demo.test',
    WebshopUrl: null,
    PointOfSaleSystem: 'Lightspeed',
    ...over,
  };
}
