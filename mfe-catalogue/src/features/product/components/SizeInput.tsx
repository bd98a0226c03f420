import type { ReactNode } from 'react';
import type { Product, Variant } from 'shared-kernel/contract';
import { NumericInput } from 'shared-kernel';
import { useIntl } from 'react-intl';
import { maxAmount, parseAmount, sizeRule } from '../../../lib/stock';
import type { ProductPermissions } from '../lib/permissions';
import styles from './SizeInput.module.css';

export interface SizeInputProps {
  product: Product;
  variant: Variant;
  amount: number;
  onChange: (variantId: number, amount: number) => void;
  perms: ProductPermissions;
  /** visible label (the size; the grid hides it) */
  label: ReactNode;
}

/**
 * The amount input of one size, by the stock-status rules of spec section 4 (lib/stock.ts): open sizes
 * take any amount, limited sizes clamp to stock plus supplier stock (NumericInput shows 'Value higher
 * than {max}'), sizes without any are disabled. Hidden sizes never get here. The amount already in the
 * basket counts against the limit (mock-api checks basket plus new amount).
 */
export function SizeInput({ product, variant, amount, onChange, perms, label }: SizeInputProps) {
  const intl = useIntl();
  const rule = sizeRule(variant, perms.impersonating);
  const max = maxAmount(rule);
  const disabled = rule.kind === 'disabled' || rule.kind === 'hidden';
  const inBasket = variant.BasketAmount;
  const exceeds = rule.kind === 'limited' && amount > 0 && amount + inBasket > rule.max;
  const error = exceeds
    ? intl.formatMessage({ id: 'catalogue.product.size.exceeds' }, { available: Math.max(0, rule.max - inBasket), inBasket })
    : undefined;
  const hint = !exceeds && inBasket > 0 ? intl.formatMessage({ id: 'catalogue.product.size.inBasket' }, { amount: inBasket }) : undefined;
  return (
    <NumericInput
      label={label}
      value={disabled || amount === 0 ? null : amount}
      onChange={(v) => onChange(variant.Id, parseAmount(v === null ? '' : String(v)))}
      min={0}
      max={disabled ? undefined : max}
      integer
      nullable
      disabled={disabled}
      placeholder="0"
      error={error}
      hint={hint}
      data-variant-id={variant.Id}
      data-product-id={product.Id}
      className={styles.input}
    />
  );
}
