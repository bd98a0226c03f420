import { OFFLINE_DB } from '../lib/store';
import { OFFLINE_DB_NAME } from './SyncBadge';

describe('the sync badge', () => {
  it('looks for the IndexedDB the offline code writes', () => {
    expect(OFFLINE_DB_NAME).toBe(OFFLINE_DB);
  });
});
