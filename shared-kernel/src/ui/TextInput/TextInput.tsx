import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Field, fieldStyles } from '../Field/Field';
import { useTransientMessage } from '../useTransientMessage';

/** Spec section 5: default text max length. */
export const DEFAULT_MAX_LENGTH = 524288;
/** Spec section 9: input warnings show for 2 s. */
export const INPUT_WARNING_MS = 2000;

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'maxLength' | 'children'> {
  /** visible label */
  label: ReactNode;
  /** error text under the input (sets aria-invalid and aria-describedby) */
  error?: ReactNode;
  /** help text under the input */
  hint?: ReactNode;
  /** longer input (typed or pasted) is cut to this and a 2 s tooltip says so; default 524288 */
  maxLength?: number;
  /** the new value, already truncated (alongside the usual onChange) */
  onValueChange?: (value: string) => void;
  /** class on the field wrapper */
  fieldClassName?: string;
}

/**
 * A labelled text input. It does not set the native maxlength attribute (the browser would cut a paste
 * silently); instead it truncates in onChange and shows 'Maximum allowed is {max}' for 2 s.
 */
export function TextInput({ label, error, hint, maxLength = DEFAULT_MAX_LENGTH, onChange, onValueChange, fieldClassName, id, className, type = 'text', ...rest }: TextInputProps) {
  const intl = useIntl();
  const tip = useTransientMessage(INPUT_WARNING_MS);

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    if (e.target.value.length > maxLength) {
      e.target.value = e.target.value.slice(0, maxLength);
      tip.show(intl.formatMessage({ id: 'ds.input.maxLength' }, { max: maxLength }));
    }
    onChange?.(e);
    onValueChange?.(e.target.value);
  };

  return (
    <Field label={label} id={id} error={error} hint={hint} tip={tip.message} onTipClose={tip.clear} className={fieldClassName}>
      {(control) => <input {...rest} {...control} type={type} className={[fieldStyles.input, className].filter(Boolean).join(' ')} onChange={handleChange} />}
    </Field>
  );
}
