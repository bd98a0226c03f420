import { useState } from 'react';
import { toastPortalError } from '../../api/errors';
import { toast } from '../../bus/bus';
import { TOAST_DURATION } from '../Toaster/Toaster';
import type { TableColumn } from './Table';

/** The texts of a Blocked column, from the remote's own messages. */
export type BlockColumnText = (key: 'blockedColumn' | 'yes' | 'no' | 'blockLabel' | 'blocked' | 'unblocked' | 'blockFailed', values?: Record<string, string>) => string;

/**
 * The Blocked column of the user tables (account users, customer users, employees; spec section 8):
 * a switch per user that blocks or unblocks at once (busy while saving, a toast either way), and Yes/No
 * text for a user who may not be blocked (a main account, yourself).
 */
export function useBlockColumn<U extends { Id: string; IsBlocked: boolean }>({
  block,
  locked,
  name,
  t,
}: {
  /** the block call of the table's API (rejects on failure) */
  block: (user: U, IsBlocked: boolean) => Promise<unknown>;
  locked: (user: U) => boolean;
  name: (user: U) => string;
  t: BlockColumnText;
}): TableColumn<U> {
  const [blocking, setBlocking] = useState<string | null>(null);
  const toggle = async (u: U, IsBlocked: boolean) => {
    setBlocking(u.Id);
    try {
      await block(u, IsBlocked);
      toast('success', t(IsBlocked ? 'blocked' : 'unblocked', { name: name(u) }), TOAST_DURATION.normal);
    } catch (err) {
      toastPortalError(err, t('blockFailed'), TOAST_DURATION.long);
    } finally {
      setBlocking(null);
    }
  };
  return {
    id: 'blocked',
    header: t('blockedColumn'),
    align: 'center',
    cell: (u) =>
      locked(u) ? (
        <span className="ds-muted">{u.IsBlocked ? t('yes') : t('no')}</span>
      ) : (
        <input
          type="checkbox"
          role="switch"
          checked={u.IsBlocked}
          aria-checked={u.IsBlocked}
          disabled={blocking === u.Id}
          aria-label={t('blockLabel', { name: name(u) })}
          onChange={(e) => void toggle(u, e.target.checked)}
        />
      ),
  };
}
