import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, imageUrl, toast } from 'shared-kernel';
import styles from './ImagePicker.module.css';

/** Spec section 5: images are jpeg, png or gif, at most 10 MB. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export type ImagePickerState = 'empty' | 'selected' | 'removed';

export interface ImagePickerProps {
  /** the image (URL or data URL), or '' for none */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Image picker (spec section 4): empty, selected (with preview), removed; refuses other types and files over 10 MB. */
export function ImagePicker({ value, onChange, error }: ImagePickerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [removed, setRemoved] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** the stored image (a URL, not a picked file) that could not be loaded to prefill the picker */
  const [failedPrefill, setFailedPrefill] = useState<string | null>(null);
  const state: ImagePickerState = value ? 'selected' : removed ? 'removed' : 'empty';
  // spec section 8: an existing image that does not load shows 'Failed loading prefill image'; the
  // banner keeps it (a save does not drop it) until the admin picks another one or removes it
  const prefillFailed = state === 'selected' && failedPrefill === value;

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      setRefusal(t('admin.banners.image.wrongType'));
      clearInput();
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      // spec section 8: warning 'fileSizeExceeds' for 5 s, image removed
      const text = t('admin.banners.image.tooBig');
      setRefusal(text);
      toast('warning', text, 5000);
      clearInput();
      if (value) {
        setRemoved(true);
        onChange('');
      }
      return;
    }
    setRefusal(null);
    try {
      onChange(await readAsDataUrl(file));
      setRemoved(false);
    } catch {
      setRefusal(t('admin.banners.image.readError'));
    }
  };

  const remove = () => {
    onChange('');
    setRemoved(true);
    setRefusal(null);
    clearInput();
  };

  return (
    <div className="ds-field" data-state={state}>
      <label className="ds-label" htmlFor={inputId}>
        {t('admin.banners.image.label')}
      </label>
      {prefillFailed ? (
        <p className="ds-error" role="alert">
          {t('admin.banners.image.prefillFailed')}
        </p>
      ) : state === 'selected' ? (
        <img
          src={imageUrl(value, 450, 150)}
          alt={t('admin.banners.image.preview')}
          width={450}
          height={150}
          loading="lazy"
          onError={() => !value.startsWith('data:') && setFailedPrefill(value)}
          className={styles.preview}
        />
      ) : (
        <p className="ds-muted">{t(state === 'removed' ? 'admin.banners.image.removed' : 'admin.banners.image.empty')}</p>
      )}
      <div className="ds-row">
        <input ref={input} id={inputId} type="file" accept={IMAGE_TYPES.join(',')} onChange={pick} aria-describedby={`${inputId}-hint`} />
        {state === 'selected' && (
          <Button size="sm" variant="danger" onClick={remove}>
            {t('admin.banners.image.remove')}
          </Button>
        )}
      </div>
      <span id={`${inputId}-hint`} className="ds-hint">
        {t('admin.banners.image.hint')}
      </span>
      {(refusal || error) && (
        <span className="ds-error" role="alert">
          {refusal ?? error}
        </span>
      )}
    </div>
  );
}
