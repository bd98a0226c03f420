import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, roleFlags, usePortal } from 'shared-kernel';

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
    { to: salesSide ? '/salesman/account/edit' : '/customer/account/edit', id: 'edit' },
    ...(f.isCustomer ? [{ to: '/customer/account/users', id: 'users' }, { to: '/customer/account/addresses', id: 'addresses' }] : []),
    ...(f.isCustomer || f.isMarketing ? [{ to: '/customer/account/history', id: 'history' }, { to: '/customer/account/backorders', id: 'backorders' }] : []),
    ...(f.isCustomer ? [{ to: '/customer/account/invoices', id: 'invoices' }] : []),
  ];

  return (
    <nav aria-label={intl.formatMessage({ id: 'account.menu.label' })} className="ds-card">
      <ul className="ds-stack ds-stack--tight" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {items.map((item) => (
          <li key={item.id}>
            <NavLink
              to={item.to}
              className="ds-button ds-button--link"
              style={({ isActive }) => ({ fontWeight: isActive ? 600 : undefined, justifyContent: 'flex-start', width: '100%' })}
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
