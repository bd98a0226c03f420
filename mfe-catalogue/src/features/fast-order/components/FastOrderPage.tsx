import type { ProductHit } from 'shared-kernel/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shallowEqual } from 'react-redux';
import { Button, ConfirmDialog, EmptyState, FormErrors, Notice, TOAST_DURATION, emit, roleFlags, toast, toastPortalError, useDraftForm, usePortal } from 'shared-kernel';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { blocksAddToCart } from '../../../lib/stock';
import { useAddBasketItemsMutation } from '../../../api/basket';
import { catalogueEndpoints } from '../../../api/catalogue';
import { useFastOrderList } from '../hooks/useFastOrderList';
import { FastOrderBulkEntry } from './FastOrderBulkEntry';
import { FastOrderProduct } from './FastOrderProduct';
import { FastOrderSearch } from './FastOrderSearch';
import styles from './FastOrderPage.module.css';

/** sessionStorage key of the list (per user and customer, so another sign-in starts empty). */
export const fastOrderStorageKey = (userId: string | undefined, customerKey: string | undefined) => `catalogue.fastOrder:${userId ?? ''}:${customerKey ?? ''}`;

/**
 * /customer/shop/fast-order (spec section 2): search product groups and put them in a list, fill in
 * amounts per colour and size, send them to the basket in one go. The list lives in component state,
 * mirrored to sessionStorage so that a reload keeps it.
 */
export function FastOrderPage() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { session, locale } = usePortal();
  const flags = roleFlags(session);
  const impersonating = flags.impersonated;
  const canOrder = !flags.isMarketing;
  const list = useFastOrderList(fastOrderStorageKey(session?.userId, session?.customerKey));
  const [adding, setAdding] = useState<number | null>(null);
  const [addItems] = useAddBasketItemsMutation();
  // the form layer sends the list (useFastOrderList is its draft, kept in sessionStorage): busy state, errors, toasts
  const form = useDraftForm(null, { failureId: 'catalogue.fastOrder.sendError', failureMs: TOAST_DURATION.long });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // the loaded groups (RTK Query cache of the product cards), for the stock check before sending
  const groups = useAppSelector((s) => list.entries.map((e) => catalogueEndpoints.endpoints.getProductGroup.select({ params: { id: e.id }, locale })(s).data), shallowEqual);
  const variants = new Map(groups.flatMap((g) => g?.Products.flatMap((p) => p.Variants.map((v) => [v.Id, v] as const)) ?? []));
  const lines = list.entries.flatMap((e) => Object.entries(e.amounts).map(([variantId, a]) => ({ variantId: Number(variantId), ...a }))).filter((l) => l.amount > 0);
  const blocked = blocksAddToCart(
    lines.flatMap((l) => {
      const variant = variants.get(l.variantId);
      return variant ? [{ variant, amount: l.amount }] : [];
    }),
    impersonating,
  );

  const choose = async (hit: ProductHit) => {
    if (list.has(hit.Id) || adding === hit.Id) {
      toast('info', t('catalogue.fastOrder.duplicate'), TOAST_DURATION.long);
      return;
    }
    setAdding(hit.Id);
    const request = dispatch(catalogueEndpoints.endpoints.getProductGroup.initiate({ params: { id: hit.Id }, locale }));
    const result = await request;
    request.unsubscribe(); // the product card keeps its own subscription
    setAdding(null);
    if (result.error || !result.data) {
      toastPortalError(result.error, t('catalogue.fastOrder.productError'), TOAST_DURATION.long);
      return;
    }
    list.add(hit.Id, result.data.Name);
    toast('success', t('catalogue.fastOrder.added', { name: result.data.Name }), TOAST_DURATION.long);
  };

  const submit = form.submitWith(async () => {
    const answer = await addItems({ body: { products: lines.map((l) => ({ amount: l.amount, productVariantId: l.variantId, productId: l.productId })) } }).unwrap();
    answer.Errors.forEach((message) => toast('error', message, TOAST_DURATION.long));
    if (answer.Details.length) {
      toast('success', t('catalogue.fastOrder.sent'), TOAST_DURATION.long);
      // what went to the basket is cleared; refused lines keep their amounts to correct them
      list.clearVariants(answer.Details.map((d) => d.ProductVariantId));
    }
    emit('basket.changed', {});
  });
  const send = () => {
    if (!lines.length) toast('info', t('catalogue.fastOrder.noAmounts'), TOAST_DURATION.long);
    else void submit();
  };

  return (
    <div className="ds-page ds-stack">
      <h1 className={styles.flat}>
        <FormattedMessage id="catalogue.pages.fastOrder" />
      </h1>
      <p className={`ds-muted ${styles.flat}`}>
        <FormattedMessage id="catalogue.fastOrder.intro" />
      </p>
      <div className="ds-card" aria-busy={adding !== null || undefined}>
        <FastOrderSearch impersonating={impersonating} onChoose={choose} />
      </div>
      {canOrder && (
        <FastOrderBulkEntry
          isInList={list.hasVariant}
          onAdd={(lines) =>
            list.addLines(lines.map((l) => ({ groupId: l.ProductGroupId!, name: l.Name ?? '', productId: l.ProductId!, variantId: l.ProductVariantId!, amount: l.Amount })))
          }
        />
      )}
      {!canOrder && (
        <Notice kind="info">
          <FormattedMessage id="catalogue.fastOrder.marketing" />
        </Notice>
      )}
      {list.entries.length === 0 ? (
        <EmptyState message={t('catalogue.fastOrder.empty')} />
      ) : (
        <>
          <ul className={`ds-stack ${styles.products}`} aria-label={t('catalogue.fastOrder.listLabel')}>
            {list.entries.map((e) => (
              <FastOrderProduct
                key={e.id}
                entry={e}
                impersonating={impersonating}
                readOnly={!canOrder}
                onAmountChange={(productId, variantId, amount) => list.setAmount(e.id, productId, variantId, amount)}
                onClearSizes={() => list.clearSizes(e.id)}
                onRemove={() => list.remove(e.id)}
              />
            ))}
          </ul>
          <FormErrors errors={form.general} />
          <div className="ds-row ds-row--between">
            <div>
              {list.entries.length > 1 && (
                <ConfirmDialog
                  trigger={
                    <Button variant="secondary">
                      <FormattedMessage id="catalogue.fastOrder.clearAll" />
                    </Button>
                  }
                  question={t('catalogue.fastOrder.clearAllQuestion')}
                  confirmLabel={t('catalogue.fastOrder.clearAll')}
                  onConfirm={list.clearAll}
                  danger
                />
              )}
            </div>
            {canOrder && (
              <div className="ds-row">
                {blocked && (
                  <span className="ds-error" role="status">
                    <FormattedMessage id="catalogue.fastOrder.blocked" />
                  </span>
                )}
                <Button variant="primary" busy={form.busy} disabled={blocked} onClick={send}>
                  <FormattedMessage id="catalogue.fastOrder.addToCart" />
                </Button>
              </div>
            )}
          </div>
        </>
      )}
    </div>
  );
}
