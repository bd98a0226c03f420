import type { DraftSummary, User } from 'shared-kernel/contract';

/** A draft of the signed-in customer (testSession('Klant')): 2 lines, 3 pieces, 270.00, shared with nobody. */
export function draftSummary(Id: number, patch: Partial<DraftSummary> = {}): DraftSummary {
  return {
    Id,
    Name: `Draft ${Id}`,
    OwnerId: 'user-Klant',
    OwnerName: 'Test Klant',
    IsOwner: true,
    IsDropshipment: false,
    Created: '2026-03-01T10:00:00Z',
    Updated: '2026-03-02T11:30:00Z',
    LineCount: 2,
    TotalAmount: 3,
    TotalCents: 27000,
    SharedWith: [],
    ...patch,
  };
}

/** A user of the company (customer C0001), to share a draft with. */
export function companyUser(Id: string, FirstName: string, Role: User['Role'] = 'PersoneelKlant', patch: Partial<User> = {}): User {
  return {
    Id,
    FirstName,
    LastName: 'Peeters',
    Function: 0,
    PhoneNumber: '',
    Email: `${FirstName.toLowerCase()}@demo.example`,
    Role,
    SalesTakerCode: null,
    CustomerId: 'C0001',
    Photo: null,
    IsBlocked: false,
    IsMainAccount: false,
    ...patch,
  } as User;
}
