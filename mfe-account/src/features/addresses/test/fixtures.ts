import type { Address, Country } from 'shared-kernel/contract';

/** An address of the customer in Amsterdam; its house number is its id, its e-mail from its name's first word. */
export function makeAddress(Id: number, Name: string, Type: Address['Type'] = 'DELIVERY', over: Partial<Address> = {}): Address {
  return {
    Id,
    Name,
    Street: 'Damrak',
    HouseNumber: String(Id),
    ZipCode: '1012 AB',
    City: 'Amsterdam',
    CountryName: 'Netherlands',
    CountryId: 1,
    Email: `${Name.split(' ')[0].toLowerCase()}@demo.example`,
    Phone: '+31 20 123 45 67',
    Type,
    ...over,
  };
}

/** A country the portal delivers to, its name the same in every language, without costs. */
export function makeCountry(Id: number, OverviewName: string, Iso2: string, over: Partial<Country> = {}): Country {
  return { Id, NameNL: OverviewName, NameFR: OverviewName, NameEN: OverviewName, OverviewName, Iso2, IsAvailable: true, Costs: [], ...over };
}
