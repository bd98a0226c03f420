import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Dialog, TextInput, toast, isPortalError } from 'shared-kernel';
import { useAppDispatch, useSession } from '../../app/hooks';
import { watchingChanged } from '../../app/sessionSlice';
import { useDisableWatchingMutation, useEnableWatchingMutation } from '../../api/auth';
import styles from './WatchingToggle.module.css';

/**
 * Customer-is-watching (spec section 4): off to on needs no password; on to off asks for it.
 * While on, every remote hides purchase prices (the session prop carries the flag).
 */
export function WatchingToggle() {
  const intl = useIntl();
  const session = useSession();
  const dispatch = useAppDispatch();
  const [enable, { isLoading: enabling }] = useEnableWatchingMutation();
  const [disable, { isLoading: disabling }] = useDisableWatchingMutation();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  // also shown in the dialog: the modal hides the toaster from screen readers while it is open
  const [failure, setFailure] = useState<string | null>(null);
  const on = session?.customerIsWatching === 'true';

  async function turnOn() {
    const result = await enable();
    if ('error' in result) {
      toast('error', intl.formatMessage({ id: 'shell.error.generic' }), 4000);
      return;
    }
    dispatch(watchingChanged(true));
    toast('info', intl.formatMessage({ id: 'shell.watching.enabled' }), 3000);
  }

  async function turnOff(e: FormEvent) {
    e.preventDefault();
    const result = await disable(password);
    if ('error' in result) {
      const err = result.error;
      const text = (isPortalError(err) ? (err.errorDescription ?? err.message) : null) ?? intl.formatMessage({ id: 'shell.error.generic' });
      toast('error', text, 4000);
      setFailure(text);
      return;
    }
    setFailure(null);
    setAsking(false);
    setPassword('');
    dispatch(watchingChanged(false));
    toast('info', intl.formatMessage({ id: 'shell.watching.disabled' }), 3000);
  }

  return (
    <>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        className={on ? `${styles.toggle} ${styles.on}` : styles.toggle}
        disabled={enabling}
        onClick={() => (on ? setAsking(true) : void turnOn())}
      >
        <FormattedMessage id="shell.watching.label" />
      </button>
      <Dialog
        open={asking}
        onOpenChange={(open) => {
          setAsking(open);
          if (!open) {
            setPassword('');
            setFailure(null);
          }
        }}
        title={intl.formatMessage({ id: 'shell.watching.dialogTitle' })}
        description={intl.formatMessage({ id: 'shell.watching.dialogText' })}
      >
        <form onSubmit={turnOff} className="ds-stack">
          <TextInput
            label={intl.formatMessage({ id: 'shell.login.password' })}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={failure ?? undefined}
          />
          <Button type="submit" variant="primary" busy={disabling} disabled={!password || disabling}>
            <FormattedMessage id="shell.watching.disable" />
          </Button>
        </form>
      </Dialog>
    </>
  );
}
