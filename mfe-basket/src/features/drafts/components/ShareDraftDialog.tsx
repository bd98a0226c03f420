import type { DraftSummary } from 'shared-kernel/contract';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, ErrorState, LoadingState, MultiSelect, Notice, TOAST_DURATION, isPortalError, toast, toastPortalError, usePortal } from 'shared-kernel';
import { useGetCompanyUsersQuery } from '../api/getCompanyUsers';
import { useShareDraftMutation } from '../api/shareDraft';

export interface ShareDraftDialogProps {
  draft: DraftSummary | null;
  onClose: () => void;
}

/** Shares a draft with colleagues: a multi-select of the company's users (not me, not blocked), saved as the complete list. */
export function ShareDraftDialog({ draft, onClose }: ShareDraftDialogProps) {
  const intl = useIntl();
  const { session } = usePortal();
  const key = session?.customerKey ?? '';
  const users = useGetCompanyUsersQuery(key, { skip: !draft || !key });
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [share, sharing] = useShareDraftMutation();

  useEffect(() => {
    setChosen(draft ? draft.SharedWith.map((u) => u.Id) : []);
    setError(null);
  }, [draft]);

  const options = (users.data ?? [])
    .filter((u) => u.Id !== draft?.OwnerId && !u.IsBlocked && (u.Role === 'Klant' || u.Role === 'PersoneelKlant' || u.Role === 'MarketingKlant'))
    .map((u) => ({ value: u.Id, label: `${u.FirstName} ${u.LastName} (${u.Email})` }));

  const confirm = async () => {
    if (!draft) return;
    setError(null);
    try {
      await share({ id: draft.Id, userIds: chosen }).unwrap();
      toast('success', intl.formatMessage({ id: 'basket.drafts.share.done' }, { name: draft.Name, count: chosen.length }), TOAST_DURATION.long);
      onClose();
    } catch (e) {
      if (isPortalError(e) && e.fieldErrors.UserIds) setError(e.fieldErrors.UserIds);
      else toastPortalError(e, intl.formatMessage({ id: 'basket.drafts.share.failed' }));
    }
  };

  let body;
  if (users.isLoading) body = <LoadingState label={intl.formatMessage({ id: 'basket.drafts.share.loading' })} />;
  else if (users.isError) body = <ErrorState message={intl.formatMessage({ id: 'basket.drafts.share.loadFailed' })} onRetry={() => void users.refetch()} />;
  else if (!options.length) body = <Notice kind="info">{intl.formatMessage({ id: 'basket.drafts.share.noUsers' })}</Notice>;
  else body = <MultiSelect label={intl.formatMessage({ id: 'basket.drafts.share.users' })} options={options} values={chosen} onChange={setChosen} error={error ?? undefined} />;

  return (
    <Dialog
      open={draft !== null}
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage({ id: 'basket.drafts.share.title' }, { name: draft?.Name ?? '' })}
      description={intl.formatMessage({ id: 'basket.drafts.share.description' })}
      footer={
        <>
          <Button onClick={onClose}>
            <FormattedMessage id="basket.drafts.cancel" />
          </Button>
          <Button variant="primary" busy={sharing.isLoading} disabled={!users.data} onClick={() => void confirm()}>
            <FormattedMessage id="basket.drafts.share.confirm" />
          </Button>
        </>
      }
    >
      {body}
    </Dialog>
  );
}
