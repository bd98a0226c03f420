import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, paths, roleFlags, usePortal } from 'shared-kernel';
import styles from './AccountSideMenu.module.css';

interface Item {
  to: string;
  id: string;
}

/**
 * The account side menu (spec section 6): edit always; users and addresses customers (Klant); history
 * and backorders customers and marketing; invoices customers. A salesman's edit page is his own.
 */
export function AccountMenu() {
  const intl = useIntl();
  const { session } = usePortal();
  const f = roleFlags(session);
  const salesSide = f.isSalesman || f.isAdmin;
  const items: Item[] = [
    { to: (salesSide ? paths.salesmanAccountEdit : paths.accountEdit).path(), id: 'edit' },
    ...(f.isCustomer ? [{ to: paths.accountUsers.path(), id: 'users' }, { to: paths.addresses.path(), id: 'addresses' }] : []),
    ...(f.isCustomer || f.isMarketing ? [{ to: paths.history.path(), id: 'history' }, { to: paths.backorders.path(), id: 'backorders' }] : []),
    ...(f.isCustomer ? [{ to: paths.invoices.path(), id: 'invoices' }] : []),
  ];

  return (
    <nav aria-label={intl.formatMessage({ id: 'account.menu.label' })} className="ds-card">
      <ul className={`ds-stack ds-stack--tight ${styles.menu}`}>
        {items.map((item) => (
          <li key={item.id}>
            <NavLink
              to={item.to}
              className={`ds-button ds-button--link ${styles.link}`}
            >
              <FormattedMessage id={`account.menu.${item.id}`} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Alias under the file's name. */
export const AccountSideMenu = AccountMenu;
