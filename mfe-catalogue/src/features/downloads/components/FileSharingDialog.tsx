import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Dialog, ErrorState, LoadingState, getRuntime } from 'shared-kernel';
import { useOpenFileShareMutation } from '../../../api/download';
import styles from './FileSharingDialog.module.css';

export interface FileSharingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The iframe may only show the API's own file-sharing page: a Url on another origin (or another scheme)
 * is refused here, as the portal's CSP (frame-src: the API origin) would refuse it in the browser.
 */
export function isFileSharePage(url: string, apiBaseUrl: string): boolean {
  try {
    const u = new URL(url);
    return u.origin === new URL(apiBaseUrl).origin && /^\/api\/(en|nl|fr)\/fileshare\/page$/.test(u.pathname);
  } catch {
    return false;
  }
}

/**
 * The downloads page's "embedded file-sharing widget in a dialog" (spec section 2): mock-api's file-sharing
 * page of the customer's prepared packages, with share links that expire and can be revoked, in an iframe.
 * Each opening asks the API for a fresh, short-lived view of it (POST fileshare/session): the iframe cannot
 * carry the bearer token. The frame is sandboxed: its forms (Revoke) and its download links (new tabs)
 * work, scripts and access to the portal do not.
 */
export function FileSharingDialog({ open, onOpenChange }: FileSharingDialogProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [openSession, session] = useOpenFileShareMutation();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (open) void openSession();
  }, [open, attempt, openSession]);

  const url = session.data?.Url;
  const allowed = !!url && isFileSharePage(url, getRuntime().apiBaseUrl);
  let body;
  if (session.isError || (url && !allowed)) body = <ErrorState message={t('catalogue.downloads.sharingError')} onRetry={() => setAttempt((n) => n + 1)} />;
  else if (session.isLoading || !url) body = <LoadingState label={t('catalogue.downloads.sharingLoading')} />;
  else
    body = (
      <iframe
        key={url}
        src={url}
        title={t('catalogue.downloads.sharingFrame')}
        sandbox="allow-forms allow-downloads allow-popups allow-popups-to-escape-sandbox"
        referrerPolicy="no-referrer"
        className={styles.frame}
      />
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange} size="lg" title={t('catalogue.downloads.sharingTitle')} description={t('catalogue.downloads.sharingDescription')}>
      {body}
    </Dialog>
  );
}
