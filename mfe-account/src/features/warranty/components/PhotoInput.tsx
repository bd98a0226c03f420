import { useId, useRef, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, TOAST_DURATION, toast } from 'shared-kernel';
import styles from './PhotoInput.module.css';

/** Spec section 5: images jpeg, png or gif, at most 10 MB. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export interface Photo {
  name: string;
  /** data URL of the image */
  dataUrl: string;
}

interface Props {
  label: string;
  hint?: string;
  value: Photo | null;
  onChange: (photo: Photo | null) => void;
  error?: string;
  disabled?: boolean;
}

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/**
 * An image picker (empty, selected, removed): a wrong type is refused with a warning, an image over
 * 10 MB is refused with the 'fileSizeExceeds' warning for 5 s (spec section 8); a chosen image shows a preview.
 */
export function PhotoInput({ label, hint, value, onChange, error, disabled }: Props) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  const clear = () => {
    if (input.current) input.current.value = '';
    onChange(null);
  };

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      toast('warning', intl.formatMessage({ id: 'account.warranty.fileType' }), TOAST_DURATION.longer);
      clear();
      return;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      toast('warning', intl.formatMessage({ id: 'account.warranty.fileSizeExceeds' }), TOAST_DURATION.longer);
      clear();
      return;
    }
    try {
      onChange({ name: file.name, dataUrl: await readAsDataUrl(file) });
    } catch {
      toast('error', intl.formatMessage({ id: 'account.warranty.fileReadError' }), TOAST_DURATION.longer);
      clear();
    }
  };

  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="ds-field">
      <label className="ds-label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        className="ds-input"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => void pick(e)}
      />
      <span id={`${id}-hint`} className="ds-hint">
        {hint ?? intl.formatMessage({ id: 'account.warranty.photoHint' })}
      </span>
      {error && (
        <span id={`${id}-error`} className="ds-error">
          {error}
        </span>
      )}
      {value && (
        <div className={`ds-row ${styles.previewRow}`}>
          <img className={styles.previewImage}
            src={value.dataUrl}
            alt={intl.formatMessage({ id: 'account.warranty.preview' }, { label })}
            width={160}
            height={120}
            loading="lazy"
          />
          <div className="ds-stack ds-stack--tight">
            <span className="ds-muted">{value.name}</span>
            <Button size="sm" onClick={clear} disabled={disabled} aria-label={intl.formatMessage({ id: 'account.warranty.removePhoto' }, { label })}>
              {intl.formatMessage({ id: 'account.warranty.remove' })}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
