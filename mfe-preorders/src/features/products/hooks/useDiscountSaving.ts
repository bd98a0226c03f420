import { useCallback, useState } from 'react';
import type { SaveFailure, SaveRun } from '../../../lib/autosaver';

/**
 * Spec section 8: a failed discount update (product or group discount of a pre-order) only resets its
 * loading indicator: no toast and no reload, unlike the other autosave failures. Network failures are
 * still retried by the Autosaver; this handler hears only refusals.
 */
export const discountFailure: SaveFailure = () => undefined;

/**
 * The loading indicator of a discount input: `track(run)` wraps an autosave run so that `saving` is true
 * while it runs (a retried save turns it on again) and false once it succeeded or failed.
 */
export function useDiscountSaving(): { saving: boolean; track: (run: SaveRun) => SaveRun } {
  const [running, setRunning] = useState(0);
  const track = useCallback(
    (run: SaveRun): SaveRun =>
      async () => {
        setRunning((n) => n + 1);
        try {
          return await run();
        } finally {
          setRunning((n) => n - 1);
        }
      },
    [],
  );
  return { saving: running > 0, track };
}
