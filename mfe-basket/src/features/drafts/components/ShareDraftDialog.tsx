import type { DraftSummary } from 'shared-kernel/contract';
import { useEffect, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, ErrorState, FormErrors, LoadingState, MultiSelect, Notice, TOAST_DURATION, useDraftForm, usePortal } from 'shared-kernel';
import { useListCustomerUsersQuery } from '../../../api/customer';
import { useShareDraftMutation } from '../../../api/draft';

export interface ShareDraftDialogProps {
  draft: DraftSummary | null;
  onClose: () => void;
}

interface ShareDraft {
  UserIds: string[];
}

/** Shares a draft with colleagues: a multi-select of the company's users (not me, not blocked), saved as the complete list. */
export function ShareDraftDialog({ draft, onClose }: ShareDraftDialogProps) {
  const intl = useIntl();
  const { session } = usePortal();
  const key = session?.customerKey ?? '';
  const users = useListCustomerUsersQuery({ params: { id: key } }, { skip: !draft || !key });
  // the colleagues the draft is shared with now; each draft opened starts from its own
  const initial = useMemo<ShareDraft>(() => ({ UserIds: draft ? draft.SharedWith.map((u) => u.Id) : [] }), [draft]);
  const form = useDraftForm(initial, { failureId: 'basket.drafts.share.failed', fields: ['UserIds'], successMs: TOAST_DURATION.long });
  const { reset } = form;
  useEffect(() => reset(), [reset]);
  const [shareDraft] = useShareDraftMutation();

  const options = (users.data ?? [])
    .filter((u) => u.Id !== draft?.OwnerId && !u.IsBlocked && (u.Role === 'Klant' || u.Role === 'PersoneelKlant' || u.Role === 'MarketingKlant'))
    .map((u) => ({ value: u.Id, label: `${u.FirstName} ${u.LastName} (${u.Email})` }));

  const share = form.submitWith(async ({ UserIds }) => {
    if (!draft) return;
    await shareDraft({ params: { id: draft.Id }, body: { UserIds } }).unwrap();
    onClose();
    return { savedId: 'basket.drafts.share.done', savedValues: { name: draft.Name, count: UserIds.length } };
  });

  let body;
  if (users.isLoading) body = <LoadingState label={intl.formatMessage({ id: 'basket.drafts.share.loading' })} />;
  else if (users.isError) body = <ErrorState message={intl.formatMessage({ id: 'basket.drafts.share.loadFailed' })} onRetry={() => void users.refetch()} />;
  else if (!options.length) body = <Notice kind="info">{intl.formatMessage({ id: 'basket.drafts.share.noUsers' })}</Notice>;
  else body = <MultiSelect label={intl.formatMessage({ id: 'basket.drafts.share.users' })} options={options} values={form.draft.UserIds} onChange={(v) => form.set('UserIds', v)} error={form.errors.UserIds} />;

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
          <Button variant="primary" busy={form.busy} disabled={!users.data} onClick={() => void share()}>
            <FormattedMessage id="basket.drafts.share.confirm" />
          </Button>
        </>
      }
    >
      <FormErrors errors={form.general} />
      {body}
    </Dialog>
  );
}
