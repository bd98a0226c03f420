import { preloadConfirmDialog } from './ConfirmDialog/ConfirmDialog';
import { preloadDialog } from './Dialog/Dialog';
import { preloadToaster } from './Toaster/Toaster';

/** Fetches the design system's on-demand parts ahead of use (the shell calls it at the first interaction with a page). */
export function preloadDesignSystem(): void {
  void preloadDialog();
  void preloadConfirmDialog();
  preloadToaster().catch(() => undefined);
}
