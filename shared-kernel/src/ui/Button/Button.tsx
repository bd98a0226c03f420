import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Spinner } from '../Spinner/Spinner';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'link';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** look of the button; default secondary */
  variant?: ButtonVariant;
  /** sm for table rows and toolbars; default md */
  size?: 'sm' | 'md';
  /** a request is running: disables the button, shows a spinner and sets aria-busy */
  busy?: boolean;
}

/**
 * The classes of a button's look, for a link that looks like one:
 * `<Link className={buttonClass('secondary', 'sm')} to={paths.couponEdit.path({ id })}>`.
 */
export function buttonClass(variant: ButtonVariant = 'secondary', size: 'sm' | 'md' = 'md'): string {
  return [styles.button, styles[variant], size === 'sm' && styles.sm].filter(Boolean).join(' ');
}

/**
 * A button; `type` defaults to "button" so it never submits a form by accident. While busy its
 * accessible name stays the same (tests and screen readers find it by its label) and aria-busy is set.
 */
export function Button({ variant = 'secondary', size = 'md', busy = false, type = 'button', className, onClick, children, ...rest }: ButtonProps) {
  const classes = [buttonClass(variant, size), busy && styles.busy, className];
  const handleClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      e.preventDefault();
      return;
    }
    onClick?.(e);
  };
  return (
    <button
      {...rest}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      disabled={busy || rest.disabled}
      aria-busy={busy || undefined}
      onClick={handleClick}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
