import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, MultiSelect } from 'shared-kernel';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  /** the pre-order's e-mail addresses to notify; all chosen at first */
  users: string[];
  /** runs with the chosen e-mails; the dialog's owner closes it */
  onConfirm: (users: string[]) => Promise<void>;
  danger?: boolean;
}

/** A dialog that asks which of the pre-order's users to e-mail (reminders, close). */
export function UsersDialog({ open, onOpenChange, title, description, confirmLabel, users, onConfirm, danger }: Props) {
  const intl = useIntl();
  const [chosen, setChosen] = useState(users);
  const [busy, setBusy] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChosen(users);
  }

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm(chosen);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !busy && onOpenChange(o)}
      title={title}
      description={description}
      footer={
        <>
          <Button onClick={() => onOpenChange(false)} disabled={busy}>
            <FormattedMessage id="preorders.detail.cancel" />
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {users.length ? (
        <MultiSelect label={intl.formatMessage({ id: 'preorders.detail.users' })} options={users.map((u) => ({ value: u, label: u }))} values={chosen} onChange={setChosen} />
      ) : (
        <p className="ds-muted">
          <FormattedMessage id="preorders.detail.users.none" />
        </p>
      )}
    </Dialog>
  );
}
