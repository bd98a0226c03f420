import type { Product } from 'shared-kernel/contract';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, ConfirmDialog, ErrorState, LoadingState, NumericInput, usePortal } from 'shared-kernel';
import { maxAmount, sizeRule } from '../../../lib/stock';
import { useGetProductGroupQuery } from '../../../api/catalogue';
import type { FastOrderEntry } from '../hooks/useFastOrderList';
import { imageUrl, swatchStyle } from 'shared-kernel';
import { COLOUR_IMAGE_SIZE } from '../lib/image';
import styles from './FastOrderProduct.module.css';

export interface FastOrderProductProps {
  entry: FastOrderEntry;
  /** pre-order sizes show only while impersonating (lib/stock.ts) */
  impersonating: boolean;
  /** marketing users cannot order: sizes are shown but not editable */
  readOnly: boolean;
  onAmountChange: (productId: number, variantId: number, amount: number) => void;
  onClearSizes: () => void;
  onRemove: () => void;
}

/**
 * One chosen product group of the fast order: one line per colour of the group (every colour is
 * offered, so the user need not pick one first), each with its 60x60 colour image (or a HexCode
 * swatch), the colour name and an integer input per size following the stock rules of lib/stock.ts.
 */
export function FastOrderProduct({ entry, impersonating, readOnly, onAmountChange, onClearSizes, onRemove }: FastOrderProductProps) {
  const intl = useIntl();
  const { locale } = usePortal();
  const { data, isLoading, isError, refetch } = useGetProductGroupQuery({ params: { id: entry.id }, locale });
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const name = data?.Name ?? entry.name;
  const products = (data?.Products ?? []).filter((p) => !p.IsDeleted && !p.IsPIMDisabled);
  const hasAmounts = Object.keys(entry.amounts).length > 0;

  return (
    <li className="ds-card ds-stack ds-stack--tight" aria-label={name}>
      <div className={`ds-row ds-row--between ${styles.header}`}>
        <div>
          <h2 className={styles.title}>{name}</h2>
          {data && (
            <span className="ds-muted">
              {data.ErpId} · {data.BrandName || data.Brand.Name}
            </span>
          )}
        </div>
        <div className={`ds-row ${styles.headerActions}`}>
          {!readOnly && (
            <ConfirmDialog
              trigger={
                <Button size="sm" disabled={!hasAmounts} aria-label={t('catalogue.fastOrder.clearSizesOf', { name })}>
                  <FormattedMessage id="catalogue.fastOrder.clearSizes" />
                </Button>
              }
              question={t('catalogue.fastOrder.clearSizesQuestion')}
              confirmLabel={t('catalogue.fastOrder.clearSizes')}
              onConfirm={onClearSizes}
            />
          )}
          <ConfirmDialog
            trigger={
              <Button size="sm" variant="danger" aria-label={t('catalogue.fastOrder.removeOf', { name })}>
                <FormattedMessage id="catalogue.fastOrder.remove" />
              </Button>
            }
            question={t('catalogue.fastOrder.removeQuestion')}
            confirmLabel={t('catalogue.fastOrder.remove')}
            onConfirm={onRemove}
            danger
          />
        </div>
      </div>
      {isLoading ? (
        <LoadingState />
      ) : isError || !data ? (
        <ErrorState message={t('catalogue.fastOrder.productError')} onRetry={refetch} />
      ) : products.length === 0 ? (
        <p className="ds-muted">
          <FormattedMessage id="catalogue.fastOrder.noColours" />
        </p>
      ) : (
        <ul className={`ds-stack ds-stack--tight ${styles.colours}`}>
          {products.map((p) => (
            <ColourLine key={p.Id} product={p} groupName={name} entry={entry} impersonating={impersonating} readOnly={readOnly} onAmountChange={onAmountChange} />
          ))}
        </ul>
      )}
    </li>
  );
}

function ColourLine({ product: p, groupName, entry, impersonating, readOnly, onAmountChange }: { product: Product; groupName: string } & Pick<FastOrderProductProps, 'entry' | 'impersonating' | 'readOnly' | 'onAmountChange'>) {
  const intl = useIntl();
  const sizes = p.Variants.map((v) => ({ v, rule: sizeRule(v, impersonating) })).filter(({ rule }) => rule.kind !== 'hidden');
  return (
    <li className={`ds-row ${styles.colour}`}>
      {p.Images[0] ? (
        <img src={imageUrl(p.Images[0], COLOUR_IMAGE_SIZE, COLOUR_IMAGE_SIZE)} alt={p.Color} width={COLOUR_IMAGE_SIZE} height={COLOUR_IMAGE_SIZE} loading="lazy" className={styles.colourImage} />
      ) : (
        <span
          role="img"
          aria-label={p.Color}
          data-testid="colour-swatch"
          className={styles.swatch}
          style={swatchStyle(p.HexCode)}
        />
      )}
      <div className={`ds-stack ds-stack--tight ${styles.colourBody}`}>
        <strong>{p.Color}</strong>
        {sizes.length === 0 ? (
          <span className="ds-muted">
            <FormattedMessage id="catalogue.fastOrder.noSizes" />
          </span>
        ) : (
          <div className={`ds-row ${styles.sizes}`}>
            {sizes.map(({ v, rule }) => {
              const max = maxAmount(rule);
              const disabled = readOnly || rule.kind === 'disabled';
              return (
                <NumericInput
                  key={v.Id}
                  label={v.Size}
                  aria-label={intl.formatMessage({ id: 'catalogue.fastOrder.sizeLabel' }, { name: groupName, colour: p.Color, size: v.Size })}
                  value={entry.amounts[v.Id]?.amount ?? 0}
                  onChange={(n) => onAmountChange(p.Id, v.Id, n ?? 0)}
                  integer
                  min={0}
                  max={max}
                  disabled={disabled}
                  hint={!readOnly && rule.kind === 'limited' ? intl.formatMessage({ id: 'catalogue.fastOrder.max' }, { max: rule.max }) : undefined}
                  className={styles.amountInput}
                />
              );
            })}
          </div>
        )}
      </div>
    </li>
  );
}
