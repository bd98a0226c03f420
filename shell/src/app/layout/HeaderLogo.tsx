import { useIntl } from 'react-intl';
import { Link } from 'shared-kernel';
import { useShellConfig } from '../ShellConfigContext';
import styles from './HeaderLogo.module.css';

/** Spec section 9: the header's logo slot is 170 x 79. */
export const LOGO_SIZE = { width: 170, height: 79 } as const;

/**
 * The distributor's logo in the header, linking to the home page of the role. The API draws it
 * (mock-api src/images/logo.ts) next to the other images, so a deployment swaps it with its API.
 */
export function HeaderLogo({ to }: { to: string }) {
  const intl = useIntl();
  const { apiBaseUrl } = useShellConfig();
  return (
    <Link to={to} className={styles.logo}>
      <img
        src={`${apiBaseUrl}/img/logo/portal_${LOGO_SIZE.width}x${LOGO_SIZE.height}.svg`}
        alt={intl.formatMessage({ id: 'shell.header.logo' })}
        width={LOGO_SIZE.width}
        height={LOGO_SIZE.height}
        className={styles.image}
      />
    </Link>
  );
}
