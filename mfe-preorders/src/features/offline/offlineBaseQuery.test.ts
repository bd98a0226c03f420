import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { offlineAware } from './offlineBaseQuery';
import { offlineInUse } from './lib/presence';
import { handleOffline } from './runtime';

jest.mock('./lib/presence', () => ({ offlineInUse: jest.fn() }));
jest.mock('./runtime', () => ({ handleOffline: jest.fn() }));

const inUse = offlineInUse as jest.MockedFunction<typeof offlineInUse>;
const handler = handleOffline as jest.MockedFunction<typeof handleOffline>;
const api = { getState: () => ({}) } as unknown as BaseQueryApi;

/** offlineInUse's answer, given when the test says */
function listing() {
  let answer: (v: boolean) => void = () => undefined;
  inUse.mockReturnValue(new Promise<boolean>((resolve) => (answer = resolve)));
  return (v: boolean) => answer(v);
}
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('offlineAware (issue 20: a read does not wait for the IndexedDB listing)', () => {
  beforeEach(() => jest.clearAllMocks());

  it('sends a read of the pre-order page at once, and answers it when no offline data is there', async () => {
    const answer = listing();
    const base = jest.fn(async () => ({ data: { Id: 7 } }));
    const result = offlineAware(base)({ url: 'PreOrder/7/totals' }, api, {});
    await flush();
    expect(base).toHaveBeenCalledTimes(1); // before the listing answered
    answer(false);
    await expect(result).resolves.toEqual({ data: { Id: 7 } });
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('holds a write until it knows whether it belongs in the outbox', async () => {
    const answer = listing();
    const base = jest.fn(async () => ({ data: null }));
    const result = offlineAware(base)({ url: 'PreOrder/7/productvariant/3', method: 'PUT', body: { Amount: 2 } }, api, {});
    await flush();
    expect(base).not.toHaveBeenCalled();
    answer(false);
    await result;
    expect(base).toHaveBeenCalledTimes(1);
  });

  it("gives the read it sent to the offline handler's first trip to the network, and asks again for a second", async () => {
    const answer = listing();
    let sent = 0;
    const base = jest.fn(async () => ({ data: ++sent }));
    handler.mockImplementation(async (_route, _req, network) => {
      const first = await network();
      const second = await network();
      return { data: [first, second] } as never;
    });
    const result = offlineAware(base)({ url: 'PreOrder/7/totals' }, api, {});
    answer(true);
    await expect(result).resolves.toEqual({ data: [{ data: 1 }, { data: 2 }] });
    expect(base).toHaveBeenCalledTimes(2);
  });

  it('drops the read it sent when the handler answers from the local copy, a failed one without an unhandled rejection', async () => {
    const answer = listing();
    const base = jest.fn(() => Promise.reject(new Error('offline')));
    handler.mockResolvedValue({ data: 'local copy' } as never);
    const result = offlineAware(base)({ url: 'PreOrder/7' }, api, {});
    answer(true);
    await expect(result).resolves.toEqual({ data: 'local copy' });
    expect(base).toHaveBeenCalledTimes(1);
  });

  it('sends nothing early while the browser is offline: the local copy answers', async () => {
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const answer = listing();
      const base = jest.fn(async () => ({ data: null }));
      handler.mockResolvedValue({ data: 'local copy' } as never);
      const result = offlineAware(base)({ url: 'PreOrder/7' }, api, {});
      await flush();
      answer(true);
      await expect(result).resolves.toEqual({ data: 'local copy' });
      expect(base).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('sends calls the offline store does not answer as they are', async () => {
    const base = jest.fn(async () => ({ data: [] }));
    await offlineAware(base)({ url: 'Brand' }, api, {});
    expect(inUse).not.toHaveBeenCalled();
    expect(base).toHaveBeenCalledTimes(1);
  });
});
