import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, FormErrors, TextInput, TOAST_DURATION, useDraftForm } from 'shared-kernel';
import { useCreateDraftMutation } from '../../../api/draft';
import { DRAFT_NAME_MAX } from '../lib/draftName';
import styles from './SaveDraftButton.module.css';

interface NameDraft {
  Name: string;
}
const EMPTY: NameDraft = { Name: '' };

/**
 * "Save as draft" on the basket overview: a dialog asks the name (1-60 characters); server field errors
 * (ModelState Name) show on the field, the general list (and errors of other fields) above it. The basket
 * itself stays as it is.
 */
export function SaveDraftButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const form = useDraftForm(EMPTY, { failureId: 'basket.drafts.save.failed', fields: ['Name'], successMs: TOAST_DURATION.long });
  const [create] = useCreateDraftMutation();

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) form.reset();
  };

  const save = form.submitWith(async ({ Name }) => {
    const draft = await create({ body: { Name: Name.trim() } }).unwrap();
    setOpen(false);
    return { savedId: 'basket.drafts.save.saved', savedValues: { name: draft.Name } };
  });
  // the name is required: said on the field before anything is sent
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.draft.Name.trim()) form.setErrors({ Name: intl.formatMessage({ id: 'basket.drafts.save.nameRequired' }) });
    else void save();
  };

  const formId = 'basket-save-draft-form';
  return (
    <>
      <Button onClick={() => openChange(true)} className={styles.openButton}>
        <FormattedMessage id="basket.drafts.save.button" />
      </Button>
      <Dialog
        open={open}
        onOpenChange={openChange}
        title={intl.formatMessage({ id: 'basket.drafts.save.title' })}
        description={intl.formatMessage({ id: 'basket.drafts.save.description' })}
        size="sm"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>
              <FormattedMessage id="basket.drafts.cancel" />
            </Button>
            <Button variant="primary" type="submit" form={formId} busy={form.busy}>
              <FormattedMessage id="basket.drafts.save.confirm" />
            </Button>
          </>
        }
      >
        <form id={formId} className="ds-stack" onSubmit={submit} noValidate>
          <FormErrors errors={form.general} />
          <TextInput
            label={intl.formatMessage({ id: 'basket.drafts.save.name' })}
            value={form.draft.Name}
            maxLength={DRAFT_NAME_MAX}
            onValueChange={(v) => form.set('Name', v)}
            error={form.errors.Name}
            hint={intl.formatMessage({ id: 'basket.drafts.save.nameHint' }, { max: DRAFT_NAME_MAX })}
            autoFocus
          />
        </form>
      </Dialog>
    </>
  );
}
