import { Outlet } from 'shared-kernel';
import { AccountMenu } from '../features/account-edit/components/AccountSideMenu';

/** The account screens: the side menu (its entries by role, spec section 6) beside the screen. */
export function AccountLayout() {
  return (
    <div className="ds-page" style={{ display: 'grid', gridTemplateColumns: 'minmax(180px, 220px) 1fr', gap: 'var(--ds-space-5)', alignItems: 'start' }}>
      <AccountMenu />
      <div style={{ minWidth: 0 }}>
        <Outlet />
      </div>
    </div>
  );
}
