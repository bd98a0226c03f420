import { useIntl } from 'react-intl';
import { Link } from '../../router/router';
import { buttonClass } from '../Button/Button';
import styles from './NotFound.module.css';

export interface NotFoundProps {
  /**
   * Where "home" is for the router this renders in: '/' inside a remote (its router's basename is the
   * locale, so '/' is '/{locale}', which sends the user to the home of their role); the shell, whose
   * router has no basename, passes `paths.home.href(locale)`.
   */
  home?: string;
}

/** The page for an address the portal does not have (shell and every remote): says so and offers the way home. */
export function NotFound({ home = '/' }: NotFoundProps) {
  const intl = useIntl();
  return (
    <div className="ds-page ds-stack" data-testid="not-found">
      <h1>{intl.formatMessage({ id: 'ds.notFound.title' })}</h1>
      <p className="ds-muted">{intl.formatMessage({ id: 'ds.notFound.text' })}</p>
      <p className={styles.actions}>
        <Link className={buttonClass('primary')} to={home}>
          {intl.formatMessage({ id: 'ds.notFound.home' })}
        </Link>
      </p>
    </div>
  );
}
