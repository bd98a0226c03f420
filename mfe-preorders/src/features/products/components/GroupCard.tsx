import { memo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, imageUrl } from 'shared-kernel';
import type { PreOrderProductGroup } from 'shared-kernel/contract';
import { useAppDispatch } from '../../../app/hooks';
import { useAutosaver } from '../../../components/AutosaveProvider';
import { preOrderApi } from '../../../api/preOrder';
import { discountFailure, useDiscountSaving } from '../hooks/useDiscountSaving';
import { GROUP_SAVE_MS, canPasteOn, groupKey, type SizeClipboard } from '../../../lib/rules';
import { DiscountInput } from './DiscountInput';
import styles from './GroupCard.module.css';
import { ProductRow } from './ProductRow';

export interface GroupCardProps {
  preOrderId: number;
  group: PreOrderProductGroup;
  locked: boolean;
  mode: 'customer' | 'salesman';
  marketing: boolean;
  showPrices: boolean;
  currencySymbol: string;
  expanded: boolean;
  onToggle: (groupId: number) => void;
  clipboard: SizeClipboard | null;
  onCopy: (clip: SizeClipboard) => void;
  /** a new page's first render shows this many of the group's products (GroupList); all when absent */
  shownProducts?: number;
}

/** A product group of a pre-order: image, name, ErpId, group discount (salesman) and its colour products. */
export const GroupCard = memo(function GroupCard({ preOrderId, group, locked, mode, marketing, showPrices, currencySymbol, expanded, onToggle, clipboard, onCopy, shownProducts }: GroupCardProps) {
  const intl = useIntl();
  const saver = useAutosaver();
  const dispatch = useAppDispatch();
  const key = groupKey(marketing, group.Id);

  const [seen, setSeen] = useState(group.PreOrderDiscount);
  const [discount, setDiscount] = useState(group.PreOrderDiscount);
  if (seen !== group.PreOrderDiscount) {
    setSeen(group.PreOrderDiscount);
    if (!saver.isPending(key)) setDiscount(group.PreOrderDiscount);
  }
  const { saving, track } = useDiscountSaving();
  const changeDiscount = (value: number | null) => {
    const next = value ?? 0;
    setDiscount(next);
    // spec section 5: the update is sent only when the discount is not above the maximum
    if (next > group.MaximumDiscount) {
      saver.cancel(key);
      return;
    }
    saver.schedule(
      key,
      GROUP_SAVE_MS,
      track(() => dispatch(preOrderApi.endpoints.updatePreOrderProductGroup.initiate({ params: { id: preOrderId, gid: group.Id }, body: { Id: group.Id, PreOrderDiscount: next }, marketing }, { track: false })).unwrap()),
      discountFailure,
    );
  };

  // spec sections 3 and 4: the group's CampaignModels are marked, on the group and on each of those products
  const campaign = new Set(group.CampaignModels);
  const campaignColours = group.Products.filter((p) => campaign.has(p.Id)).map((p) => p.Color);
  const image = group.Images[0];
  const [w, h] = marketing ? [32, 32] : [230, 180];
  const productsId = `pre-order-group-${marketing ? 'm' : 'p'}${group.Id}`;
  return (
    <article className="ds-card ds-stack" aria-label={group.Name} data-deleted={group.IsDeleted || undefined}>
      <div className={styles.head}>
        {image ? (
          <img className={marketing ? `${styles.image} ${styles.marketing}` : styles.image} src={imageUrl(image, w, h)} width={w} height={h} loading="lazy" alt={group.Name} />
        ) : (
          <div aria-hidden="true" className={marketing ? `${styles.image} ${styles.marketing}` : styles.image} />
        )}
        <div className={`ds-stack ds-stack--tight ${styles.name}`}>
          <h3 className={styles.flush}>{group.Name}</h3>
          <p className={`ds-muted ${styles.flush}`}>
            <FormattedMessage id="preorders.products.erpId" values={{ erpId: group.ErpId }} />
            {group.BrandSubgroup && ` · ${group.BrandSubgroup}`}
            {group.Brochure > 0 && (
              <>
                {' · '}
                <FormattedMessage id="preorders.products.brochurePage" values={{ page: group.Brochure }} />
              </>
            )}
          </p>
          {campaignColours.length > 0 && (
            <p className={styles.flush}>
              <span className={`ds-notice ds-notice--info ${styles.mark}`}>
                <FormattedMessage id="preorders.products.campaignModels" values={{ count: campaignColours.length, colours: campaignColours.join(', ') }} />
              </span>
            </p>
          )}
          {group.IsDeleted && (
            <p className={`ds-error ${styles.flush}`}>
              <FormattedMessage id="preorders.products.groupDeleted" />
            </p>
          )}
          {!group.IsDeleted && mode === 'customer' && showPrices && group.PreOrderDiscount > 0 && (
            <p className={styles.flush}>
              <FormattedMessage id="preorders.products.discountShown" values={{ discount: group.PreOrderDiscount }} />
            </p>
          )}
        </div>
        {mode === 'salesman' && showPrices && (
          <DiscountInput
            label={intl.formatMessage({ id: 'preorders.products.groupDiscount' }, { name: group.Name })}
            hint={intl.formatMessage({ id: 'preorders.products.groupDiscountHint' }, { max: group.MaximumDiscount })}
            value={discount}
            onChange={changeDiscount}
            maximum={group.MaximumDiscount}
            disabled={locked || group.IsDeleted}
            saving={saving}
          />
        )}
        <Button size="sm" variant="link" aria-expanded={expanded} aria-controls={productsId} onClick={() => onToggle(group.Id)}>
          <FormattedMessage id={expanded ? 'preorders.products.hideVariations' : 'preorders.products.showVariations'} values={{ count: group.Products.length }} />
        </Button>
      </div>
      {expanded && (
        <div id={productsId} className="ds-stack">
          {(shownProducts === undefined ? group.Products : group.Products.slice(0, shownProducts)).map((p) => (
            <ProductRow
              key={p.Id}
              preOrderId={preOrderId}
              groupName={group.Name}
              product={p}
              campaignModel={campaign.has(p.Id) || p.IsCampaignModel}
              groupDeleted={group.IsDeleted}
              locked={locked}
              mode={mode}
              marketing={marketing}
              showPrices={showPrices}
              currencySymbol={currencySymbol}
              pasteSource={canPasteOn(clipboard, p) ? clipboard : null}
              isCopySource={clipboard?.productId === p.Id}
              onCopy={onCopy}
            />
          ))}
        </div>
      )}
    </article>
  );
});
