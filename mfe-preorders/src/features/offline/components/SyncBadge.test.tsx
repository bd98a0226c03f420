import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, testSession } from 'shared-kernel/test-utils';
import { setupStore } from '../../../app/store';
import { messages } from '../../../i18n/messages';
import { emitOffline } from '../lib/events';
import { OFFLINE_DB } from '../lib/store';
import { loadRuntime } from '../offlineState';
import { OFFLINE_DB_NAME } from '../lib/presence';
import { SyncBadge } from './SyncBadge';

jest.mock('../offlineState', () => ({
  ...jest.requireActual<object>('../offlineState'),
  loadRuntime: jest.fn(() => new Promise(() => undefined)),
}));

describe('the sync badge', () => {
  const databases = jest.fn<Promise<{ name: string }[]>, []>();
  beforeAll(() => Object.defineProperty(window, 'indexedDB', { configurable: true, value: { databases } }));
  beforeEach(() => jest.mocked(loadRuntime).mockClear());

  it('looks for the IndexedDB the offline code writes', () => {
    expect(OFFLINE_DB_NAME).toBe(OFFLINE_DB);
  });

  it('is a plain link, without the offline code, while the browser holds no offline data; it loads it once the offline data changes', async () => {
    databases.mockResolvedValue([{ name: 'other' }]);
    renderWithProviders(<SyncBadge />, { store: setupStore(), messages, session: testSession('Vertegenwoordiger') });
    const badge = await screen.findByTestId('sync-badge');
    await waitFor(() => expect(databases).toHaveBeenCalled());
    await act(() => new Promise((done) => setTimeout(done, 50)));
    expect(badge).toHaveAccessibleName('Sync center: no changes waiting');
    expect(loadRuntime).not.toHaveBeenCalled();
    act(() => emitOffline({ type: 'changed' }));
    expect(loadRuntime).toHaveBeenCalled();
  });

  it('loads the offline code at once when the browser holds offline data', async () => {
    databases.mockResolvedValue([{ name: OFFLINE_DB }]);
    renderWithProviders(<SyncBadge />, { store: setupStore(), messages, session: testSession('Vertegenwoordiger') });
    await screen.findByTestId('sync-badge');
    await waitFor(() => expect(loadRuntime).toHaveBeenCalled());
  });
});
