import { preloadConfirmDialog } from './ConfirmDialog/ConfirmDialog';
import { preloadDialog } from './Dialog/Dialog';
import { preloadTabs } from './Tabs/Tabs';
import { preloadToaster } from './Toaster/Toaster';

/** Fetches the design system's on-demand parts ahead of use (the shell calls it once signed in). */
export function preloadDesignSystem(): void {
  void preloadDialog();
  void preloadConfirmDialog();
  void preloadTabs();
  preloadToaster().catch(() => undefined);
}
