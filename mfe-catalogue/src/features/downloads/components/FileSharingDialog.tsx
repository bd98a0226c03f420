import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, EmptyState } from 'shared-kernel';

export interface FileSharingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the Url of the last prepared download, if any */
  url: string | null;
  /** what was prepared, e.g. 'Images (low resolution), 3 products' */
  description: string | null;
}

/**
 * The file-sharing dialog of the downloads page. The spec embeds an external file-sharing service's
 * widget here; there is no such service in this portal, so this is its stand-in: it lists the package
 * the last download call prepared (its Url, served by the API) with a link to open it and a button that
 * copies the link to share it.
 */
export function FileSharingDialog({ open, onOpenChange, url, description }: FileSharingDialogProps) {
  const intl = useIntl();
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url ?? '');
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setCopied(null);
        onOpenChange(next);
      }}
      title={intl.formatMessage({ id: 'catalogue.downloads.sharingTitle' })}
      description={intl.formatMessage({ id: 'catalogue.downloads.sharingDescription' })}
    >
      {url ? (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          <li className="ds-card ds-stack ds-stack--tight">
            <strong>{description}</strong>
            <code style={{ wordBreak: 'break-all', fontSize: '0.8125rem' }}>{url}</code>
            <div className="ds-row">
              <a className="ds-button ds-button--primary ds-button--sm" href={url} target="_blank" rel="noopener noreferrer">
                <FormattedMessage id="catalogue.downloads.openLink" />
              </a>
              <Button size="sm" onClick={copy}>
                <FormattedMessage id="catalogue.downloads.copyLink" />
              </Button>
              <span role="status" className={copied === 'failed' ? 'ds-error' : 'ds-muted'}>
                {copied === 'yes' && <FormattedMessage id="catalogue.downloads.copied" />}
                {copied === 'failed' && <FormattedMessage id="catalogue.downloads.copyFailed" />}
              </span>
            </div>
          </li>
        </ul>
      ) : (
        <EmptyState message={intl.formatMessage({ id: 'catalogue.downloads.sharingEmpty' })} />
      )}
    </Dialog>
  );
}
