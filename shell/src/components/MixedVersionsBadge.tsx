import { FormattedMessage } from 'react-intl';
import { Link, paths, type Locale } from 'shared-kernel';
import { readOverrides } from '../lib/overrides';
import styles from './MixedVersionsBadge.module.css';

/** Visible whenever a QA override of a remote is active in this browser session. */
export function MixedVersionsBadge({ locale }: { locale: Locale }) {
  const names = Object.keys(readOverrides());
  if (!names.length) return null;
  return (
    <Link to={paths.versions.href(locale)} className={styles.badge} data-testid="mixed-versions-badge">
      <FormattedMessage id="shell.versions.mixed" values={{ remotes: names.join(', ') }} />
    </Link>
  );
}
