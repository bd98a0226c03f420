import { useIntl } from 'react-intl';
import styles from './DropshipmentIcon.module.css';

/** A small truck marking a dropshipment order (with an accessible name). */
export function DropshipmentIcon() {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'account.history.dropshipment' });
  return (
    <span className={styles.icon} role="img" aria-label={label} title={label}>
      <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M1 3h15v13H1z" />
        <path d="M16 8h4l3 3v5h-7z" />
        <circle cx="5.5" cy="18.5" r="2.5" />
        <circle cx="18.5" cy="18.5" r="2.5" />
      </svg>
    </span>
  );
}
