import { fetchEarly, takeEarly } from './early';
import { loadRemotesMap } from './runtimeConfig';

describe('the start-up files asked for early (issue 20)', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('are asked once: the bootstrap takes the answer the entry started', async () => {
    fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ catalogue: 'http://c/mf-manifest.json' }) });
    fetchEarly('/remotes.json');
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    await expect(loadRemotesMap()).resolves.toEqual({ catalogue: 'http://c/mf-manifest.json' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // taken once: a later load asks again
    expect(takeEarly('/remotes.json')).toBeUndefined();
  });

  it('report a failure where the bootstrap takes the answer, not as an unhandled rejection', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    fetchEarly('/config.json');
    await new Promise((r) => setTimeout(r, 0));
    await expect(takeEarly('/config.json')).rejects.toThrow('Failed to fetch');
  });
});
