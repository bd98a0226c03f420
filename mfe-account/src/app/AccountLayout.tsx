import { Suspense } from 'react';
import { LoadingState, Outlet } from 'shared-kernel';
import { AccountMenu } from '../features/account-edit/components/AccountSideMenu';
import styles from './AccountLayout.module.css';

/** The account screens: the side menu (its entries by role, spec section 6) beside the screen, which loads on its own (lazy) while the menu stays. */
export function AccountLayout() {
  return (
    <div className={`ds-page ${styles.layout}`}>
      <AccountMenu />
      <div className={styles.screen}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
