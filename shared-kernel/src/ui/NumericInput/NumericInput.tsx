import { useState, type ChangeEvent, type ComponentPropsWithRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Field, fieldStyles } from '../Field/Field';
import { useTransientMessage } from '../useTransientMessage';
import { INPUT_WARNING_MS } from '../TextInput/TextInput';

type NativeProps = Omit<ComponentPropsWithRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'min' | 'max' | 'type' | 'children'>;

export interface NumericInputProps extends NativeProps {
  /** visible label */
  label: ReactNode;
  /** the number, or null for an empty field */
  value: number | null;
  /** called with the new number (null when emptied and `nullable`) */
  onChange: (value: number | null) => void;
  /** lowest value; non-numeric input resets to it (or 0); lower values are raised to it on blur */
  min?: number;
  /** highest value; more is clamped with 'Value higher than {max}' for 2 s */
  max?: number;
  /** whole numbers only: decimals are dropped, ',' and '.' keys are refused (inputMode numeric, else decimal) */
  integer?: boolean;
  /** an empty field stays null; otherwise it resets to min (or 0) on blur */
  nullable?: boolean;
  /** error text under the input */
  error?: ReactNode;
  /** help text under the input */
  hint?: ReactNode;
  /** class on the field wrapper */
  fieldClassName?: string;
}

// Text the user may be half way through typing: '-', '12.', '3,'.
const PARTIAL = /^-?\d*(?:[.,]\d*)?$/;

const show = (v: number | null) => (v === null ? '' : String(v));

/**
 * A number field (spec section 5). Typing goes through text: partial input ('1.', '-') stays on screen;
 * a complete number inside the bounds is reported at once; above max it is clamped at once (with a 2 s
 * message); below min it is raised on blur (so typing 15 with min 10 works).
 */
export function NumericInput({ label, value, onChange, min, max, integer = false, nullable = false, error, hint, fieldClassName, id, className, onKeyDown, onBlur, ...rest }: NumericInputProps) {
  const intl = useIntl();
  const tip = useTransientMessage(INPUT_WARNING_MS);
  const [text, setText] = useState(show(value));
  const [shown, setShown] = useState(value);
  const fallback = min ?? 0;
  const negative = min === undefined || min < 0;

  // The parent changed the value: show it unless the text already means it.
  if (value !== shown) {
    setShown(value);
    if (parse(text, integer) !== value) setText(show(value));
  }

  const commit = (next: number | null, nextText = show(next)) => {
    setText(nextText);
    setShown(next);
    if (next !== value) onChange(next);
  };

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const raw = e.target.value.trim();
    if (raw === '') return nullable ? commit(null) : setText('');
    if (!PARTIAL.test(raw) || (!negative && raw.startsWith('-'))) return commit(fallback); // non-numeric
    const n = parse(raw, integer);
    if (n === null) return setText(raw); // '-', '.', ','
    if (max !== undefined && n > max) {
      tip.show(intl.formatMessage({ id: 'ds.input.valueTooHigh' }, { max }));
      return commit(max);
    }
    const kept = integer ? show(n) : raw;
    if (min !== undefined && n < min) return setText(kept);
    commit(n, kept);
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((integer && (e.key === '.' || e.key === ',')) || (!negative && e.key === '-')) e.preventDefault();
    onKeyDown?.(e);
  };

  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    const n = parse(text, integer);
    if (n === null) commit(nullable && text === '' ? null : fallback);
    else if (min !== undefined && n < min) commit(min);
    else setText(show(n));
    onBlur?.(e);
  };

  return (
    <Field label={label} id={id} error={error} hint={hint} tip={tip.message} onTipClose={tip.clear} className={fieldClassName}>
      {(control) => (
        <input
          {...rest}
          {...control}
          type="text"
          inputMode={integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          className={[fieldStyles.input, fieldStyles.numeric, className].filter(Boolean).join(' ')}
          value={text}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        />
      )}
    </Field>
  );
}

/** The number in `text` (comma or dot as decimal separator), truncated when integer; null if none yet. */
function parse(text: string, integer: boolean): number | null {
  const t = text.trim().replace(',', '.');
  if (!/\d/.test(t)) return null;
  const n = Number(t.endsWith('.') ? t.slice(0, -1) : t);
  if (!Number.isFinite(n)) return null;
  return integer ? Math.trunc(n) : n;
}
