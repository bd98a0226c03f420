import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, Notice, TextInput, TOAST_DURATION, isPortalError, toast, toastPortalError } from 'shared-kernel';
import { useSaveDraftMutation } from '../api/saveDraft';
import { DRAFT_NAME_MAX } from '../lib';

/**
 * "Save as draft" on the basket overview: a dialog asks the name (1-60 characters); server field errors
 * (ModelState Name) show on the field, the general list above it. The basket itself stays as it is.
 */
export function SaveDraftButton() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [general, setGeneral] = useState<string[]>([]);
  const [save, saving] = useSaveDraftMutation();

  const openChange = (next: boolean) => {
    setOpen(next);
    if (next) {
      setName('');
      setNameError(null);
      setGeneral([]);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(intl.formatMessage({ id: 'basket.drafts.save.nameRequired' }));
      return;
    }
    setNameError(null);
    setGeneral([]);
    try {
      const draft = await save({ Name: trimmed }).unwrap();
      toast('success', intl.formatMessage({ id: 'basket.drafts.save.saved' }, { name: draft.Name }), TOAST_DURATION.long);
      setOpen(false);
    } catch (err) {
      if (isPortalError(err) && (err.fieldErrors.Name || err.generalErrors.length)) {
        setNameError(err.fieldErrors.Name ?? null);
        setGeneral(err.generalErrors);
      } else toastPortalError(err, intl.formatMessage({ id: 'basket.drafts.save.failed' }));
    }
  };

  const formId = 'basket-save-draft-form';
  return (
    <>
      <Button onClick={() => openChange(true)} style={{ width: '100%' }}>
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
            <Button variant="primary" type="submit" form={formId} busy={saving.isLoading}>
              <FormattedMessage id="basket.drafts.save.confirm" />
            </Button>
          </>
        }
      >
        <form id={formId} className="ds-stack" onSubmit={(e) => void submit(e)} noValidate>
          {general.length > 0 && (
            <Notice kind="error">
              {general.map((g) => (
                <div key={g}>{g}</div>
              ))}
            </Notice>
          )}
          <TextInput
            label={intl.formatMessage({ id: 'basket.drafts.save.name' })}
            value={name}
            maxLength={DRAFT_NAME_MAX}
            onValueChange={setName}
            error={nameError ?? undefined}
            hint={intl.formatMessage({ id: 'basket.drafts.save.nameHint' }, { max: DRAFT_NAME_MAX })}
            autoFocus
          />
        </form>
      </Dialog>
    </>
  );
}
