import { useIntl } from 'react-intl';
import { Spinner } from 'shared-kernel';
import { usePhotoObjectUrl } from '../hooks/usePhotoObjectUrl';
import type { ServiceRequestPhoto } from '../types';
import styles from './PhotoThumbnail.module.css';

const THUMB = 72;

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function LoadedThumbnail({ url, alt }: { url: string; alt: string }) {
  const intl = useIntl();
  const photo = usePhotoObjectUrl(url);
  if (photo.status === 'loading') {
    return (
      <span role="status">
        <Spinner size="sm" />
        <span className="ds-visually-hidden">{intl.formatMessage({ id: 'admin.serviceRequests.photoLoading' }, { name: alt })}</span>
      </span>
    );
  }
  if (photo.status === 'error') return <span className="ds-muted">{intl.formatMessage({ id: 'admin.serviceRequests.photoError' }, { name: alt })}</span>;
  return (
    <a href={photo.src} target="_blank" rel="noopener noreferrer" title={intl.formatMessage({ id: 'admin.serviceRequests.photoOpen' }, { name: alt })}>
      <img src={photo.src} alt={alt} width={THUMB} height={THUMB} className={styles.thumbnail} />
    </a>
  );
}

/**
 * A warranty photo: a thumbnail (opens full size) when the API gives its URL; otherwise its name, type and
 * size as text.
 */
export function PhotoThumbnail({ photo, name }: { photo: ServiceRequestPhoto; name: string }) {
  if (photo.Url) return <LoadedThumbnail url={photo.Url} alt={name} />;
  return (
    <span className="ds-muted">
      {name} ({photo.Type.replace(/^image\//, '').toUpperCase()}, {sizeText(photo.Bytes)})
    </span>
  );
}
