import { useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { debounce, emit, isPortalError } from 'shared-kernel';
import { useUpdateBasketItemMutation } from '../../../api/basket';

/** Spec section 9: basket amount updates wait 500 ms after the last change. */
export const AMOUNT_DEBOUNCE_MS = 500;

/**
 * The amount of one basket line as the user types it: sent through basket/updateItem once the typing
 * settles (500 ms). A refused amount (answer Error) stays on the input with the server's text and
 * tells the portal the variant is out of stock; an accepted one says it is in stock and that the basket
 * changed (the header badge and the overview reload).
 */
export function useAmountUpdate(productId: number, productVariantId: number, serverAmount: number) {
  const intl = useIntl();
  const [update] = useUpdateBasketItemMutation();
  const [amount, setAmount] = useState(serverAmount);
  const [error, setError] = useState<string | null>(null);
  const [shownServer, setShownServer] = useState(serverAmount);
  const pending = useRef(false);

  // The basket reloaded with another amount (after our own update, or elsewhere): show it unless typing.
  if (serverAmount !== shownServer) {
    setShownServer(serverAmount);
    if (!pending.current) setAmount(serverAmount);
  }

  const send = useMemo(
    () =>
      debounce((Amount: number) => {
        pending.current = false;
        update({ body: { productVariantId, productId, Amount } })
          .unwrap()
          .then((r) => {
            if (r.Error) {
              setError(r.Error);
              emit('stock.out', { productVariantId, message: r.Error });
            } else {
              setError(null);
              emit('stock.in', { productVariantId });
              emit('basket.changed', {});
            }
          })
          .catch((e: unknown) => {
            setError((isPortalError(e) && e.message) || intl.formatMessage({ id: 'basket.overview.updateFailed' }));
          });
      }, AMOUNT_DEBOUNCE_MS),
    [update, productId, productVariantId, intl],
  );

  // Leaving the page sends what was typed last.
  useEffect(() => () => send.flush(), [send]);

  const change = (next: number | null) => {
    if (next === null || next < 1) return;
    setAmount(next);
    pending.current = true;
    send(next);
  };

  return { amount, error, change };
}
