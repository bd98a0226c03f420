import { setRuntime } from 'shared-kernel';
import { mockFetch } from 'shared-kernel/test-utils';
import { setupStore } from '../app/store';
import { accountEndpoints } from './account';
import { customerEndpoints } from './customer';
import { makeCustomerUser } from '../test/fixtures';

/** a staff user of C0001 named after its id */
const user = (id: string, blocked = false) => makeCustomerUser(id, id, 'C0001', false, { IsBlocked: blocked });

const search = { query: { customerKey: 'C0001' } };
const customer = { params: { id: 'C0001' } };

/** a store with the customer-users search and the customer's users loaded, and the block call answering `status` */
async function loaded(status: number) {
  setRuntime({ apiBaseUrl: 'http://api.test', locale: 'en' });
  const { calls } = mockFetch([
    { path: /\/api\/Account\/search\?customerKey=C0001$/, body: [user('u1'), user('u2')] },
    { path: /\/api\/en\/customer\/C0001\/user$/, body: [user('u1'), user('u2')] },
    { method: 'POST', path: /\/api\/en\/customer\/C0001\/user\/u2\/block$/, status, body: status === 200 ? undefined : { Message: 'Not allowed.' } },
  ]);
  const store = setupStore();
  await store.dispatch(accountEndpoints.endpoints.searchUsers.initiate(search));
  await store.dispatch(customerEndpoints.endpoints.listCustomerUsers.initiate(customer));
  const blocked = () => [
    accountEndpoints.endpoints.searchUsers.select(search)(store.getState()).data?.find((u) => u.Id === 'u2')?.IsBlocked,
    customerEndpoints.endpoints.listCustomerUsers.select(customer)(store.getState()).data?.find((u) => u.Id === 'u2')?.IsBlocked,
  ];
  return { store, calls, blocked };
}

describe('blockCustomerUser', () => {
  it('shows the user blocked in every cached list at once, before the answer', async () => {
    const { store, calls, blocked } = await loaded(200);
    expect(blocked()).toEqual([false, false]);
    const done = store.dispatch(customerEndpoints.endpoints.blockCustomerUser.initiate({ params: { id: 'C0001', uid: 'u2' }, body: { IsBlocked: true } }));
    expect(blocked()).toEqual([true, true]);
    await done;
    expect(blocked()).toEqual([true, true]);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ IsBlocked: true });
  });

  it('puts the lists back when the call fails', async () => {
    const { store, blocked } = await loaded(403);
    const done = store.dispatch(customerEndpoints.endpoints.blockCustomerUser.initiate({ params: { id: 'C0001', uid: 'u2' }, body: { IsBlocked: true } }));
    expect(blocked()).toEqual([true, true]);
    expect((await done).error).toBeDefined();
    expect(blocked()).toEqual([false, false]);
  });
});
