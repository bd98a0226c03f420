import type { ImpersonationSession, ImpersonationSessionDetail } from 'shared-kernel/contract';

/** A session of salesman Sam Sales as shop2 of Second Shop (C0002), still open, with 2 writes. */
export function makeImpersonationSession(Id: number, over: Partial<ImpersonationSession> = {}): ImpersonationSession {
  return {
    Id,
    ActorName: 'Sam Sales',
    ActorUserName: 'salesman',
    ActorRole: 'Vertegenwoordiger',
    CustomerKey: 'C0002',
    CustomerName: 'Second Shop',
    UserName: 'shop2',
    Started: '2024-05-02T09:30:00',
    LastSeen: '2024-05-02T09:45:00',
    Ended: null,
    WriteCount: 2,
    ...over,
  };
}

/** Session 7, ended, with its three writes: two basket calls and a sheet edit. */
export function makeImpersonationDetail(over: Partial<ImpersonationSessionDetail> = {}): ImpersonationSessionDetail {
  return {
    ...makeImpersonationSession(7),
    Ended: '2024-05-02T09:50:00',
    Writes: [
      { Id: 1, Method: 'POST', Route: '/basket/addItems', Url: '/api/en/basket/addItems', ResourceId: null, Status: 200, At: '2024-05-02T09:31:00' },
      { Id: 2, Method: 'POST', Route: '/basket/submit', Url: '/api/en/basket/submit', ResourceId: 'SO500123', Status: 200, At: '2024-05-02T09:40:00' },
      { Id: 3, Method: 'PUT', Route: '/preordersheet/:id', Url: '/api/en/preordersheet/4', ResourceId: '4', Status: 200, At: '2024-05-02T09:41:00' },
    ],
    ...over,
  };
}
