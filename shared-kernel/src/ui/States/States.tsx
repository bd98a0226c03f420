import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import styles from './States.module.css';

/** A spinner with a visually hidden text, in a polite live region (`[data-loading]` finds it in e2e tests). */
export function LoadingState({ label }: { /** what is loading; default 'Loading…' */ label?: string }) {
  const intl = useIntl();
  return (
    <div className={styles.state} role="status" data-loading="true">
      <Spinner />
      <span className="ds-visually-hidden">{label ?? intl.formatMessage({ id: 'ds.state.loading' })}</span>
    </div>
  );
}

export interface EmptyStateProps {
  /** what is missing, e.g. 'No customers found'; default 'Nothing to show' */
  message?: ReactNode;
  /** an optional next step, e.g. a button */
  action?: ReactNode;
}

/** A quiet message for an empty list or search. */
export function EmptyState({ message, action }: EmptyStateProps) {
  const intl = useIntl();
  return (
    <div className={styles.state}>
      <p>{message ?? intl.formatMessage({ id: 'ds.state.empty' })}</p>
      {action}
    </div>
  );
}

export interface ErrorStateProps {
  /** what went wrong; default the spec's generic 'Something went wrong, please try again later.' */
  message?: ReactNode;
  /** shows a retry button */
  onRetry?: () => void;
  /** retry button text; default 'Try again' */
  retryLabel?: ReactNode;
}

/** A failure message (role alert) with an optional retry. */
export function ErrorState({ message, onRetry, retryLabel }: ErrorStateProps) {
  const intl = useIntl();
  return (
    <div className={`${styles.state} ${styles.error}`}>
      <p role="alert">{message ?? intl.formatMessage({ id: 'ds.state.error' })}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel ?? intl.formatMessage({ id: 'ds.state.retry' })}
        </Button>
      )}
    </div>
  );
}

export interface NoticeProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** colour and urgency; error is role alert, the others role status (override with `role`) */
  kind?: 'info' | 'success' | 'warning' | 'error';
  /** bold first line */
  title?: ReactNode;
  /** the text */
  children: ReactNode;
}

/** A banner box inside the page (deadline expired, attention required, model errors above a form). */
export function Notice({ kind = 'info', title, children, className, ...rest }: NoticeProps) {
  return (
    <div role={kind === 'error' ? 'alert' : 'status'} {...rest} className={[styles.notice, styles[kind === 'error' ? 'danger' : kind], className].filter(Boolean).join(' ')} data-kind={kind}>
      {title && <p className={styles.title}>{title}</p>}
      <div className={styles.body}>{children}</div>
    </div>
  );
}

/**
 * The errors of a form that belong to no field (ModelState's general errors) above the form, in an
 * alert: one as a sentence, several as a list; nothing when there are none.
 */
export function FormErrors({ errors, title }: { errors: readonly string[]; title?: ReactNode }) {
  if (!errors.length) return null;
  return (
    <Notice kind="error" title={title}>
      {errors.length === 1 ? (
        <p>{errors[0]}</p>
      ) : (
        <ul className={styles.list}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
