import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NumericInput } from 'shared-kernel';
import { useWholePercent } from '../hooks/useWholePercent';
import { DiscountSaving } from './DiscountSaving';

interface Props {
  label: string;
  value: number;
  onChange: (value: number | null) => void;
  /** the sheet's maximum: above it the input says so (the update is not sent) */
  maximum: number;
  disabled: boolean;
  /** the update runs: the indicator replaces the hint */
  saving: boolean;
  hint?: ReactNode;
}

/**
 * A product's or a group's discount on a pre-order (spec section 5): a whole percentage from 0 to 100
 * (issue 15: a refused decimal says so for 2 s), with an error above the sheet's maximum and the loading
 * indicator while its update runs.
 */
export function DiscountInput({ label, value, onChange, maximum, disabled, saving, hint }: Props) {
  const intl = useIntl();
  const whole = useWholePercent();
  return (
    <NumericInput
      label={label}
      hint={saving ? <DiscountSaving /> : hint}
      aria-busy={saving || undefined}
      value={value}
      onChange={onChange}
      min={0}
      max={100}
      integer
      {...whole.inputProps}
      disabled={disabled}
      error={
        whole.refused
          ? intl.formatMessage({ id: 'preorders.products.discountWhole' })
          : value > maximum
            ? intl.formatMessage({ id: 'preorders.products.discountAboveMax' }, { max: maximum })
            : undefined
      }
    />
  );
}
