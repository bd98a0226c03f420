import styles from './Badge.module.css';

/** Spec section 9: counts of 100 and more, and of 1000 and more, get their own badge styles. */
export function badgeClass(count: number): string {
  if (count >= 1000) return `${styles.badge} ${styles.thousands}`;
  if (count >= 100) return `${styles.badge} ${styles.hundreds}`;
  return styles.badge;
}

export interface BadgeProps {
  /** the number shown, in full (the spec asks for wider styles, not abbreviation) */
  count: number;
  /** what the number means for screen readers, e.g. '3 products in your basket'; replaces the bare number */
  label?: string;
  /** class added to the badge */
  className?: string;
}

/** A count badge (basket, notifications). */
export function Badge({ count, label, className }: BadgeProps) {
  const classes = [badgeClass(count), className].filter(Boolean).join(' ');
  if (!label) return <span className={classes}>{count}</span>;
  return (
    <span className={classes}>
      <span aria-hidden="true">{count}</span>
      <span className="ds-visually-hidden">{label}</span>
    </span>
  );
}
