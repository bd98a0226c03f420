import styles from './Spinner.module.css';

/** A decorative spinner; pair it with text (visible or `ds-visually-hidden`) that says what is loading. */
export function Spinner({ size = 'md' }: { /** sm inside buttons, md elsewhere */ size?: 'sm' | 'md' }) {
  return <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
}
