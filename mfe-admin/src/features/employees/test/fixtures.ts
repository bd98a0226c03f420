import type { User } from 'shared-kernel/contract';

/** An employee of the wholesaler (no customer): `<first>@wholesale.example`, surname Jansen; a salesman has sales-taker code ST1. */
export function makeEmployee(Id: string, FirstName: string, Role: User['Role'], main = false, over: Partial<User> = {}): User {
  return {
    Id,
    FirstName,
    LastName: 'Jansen',
    Function: 2,
    PhoneNumber: '+32 470 00 00 00',
    Email: `${FirstName.toLowerCase()}@wholesale.example`,
    Role,
    SalesTakerCode: Role === 'Vertegenwoordiger' ? 'ST1' : null,
    CustomerId: null,
    Photo: null,
    IsBlocked: false,
    IsMainAccount: main,
    ...over,
  };
}
