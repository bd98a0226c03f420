import { useState } from 'react';
import { Button, Dialog } from 'shared-kernel';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageUrl } from 'shared-kernel';
import { IMAGE_SIZE, MAX_IMAGES, videoKind } from '../lib/images';
import styles from './MediaCarousel.module.css';

type Media = { type: 'image'; template: string } | { type: 'video'; url: string };

export interface MediaCarouselProps {
  /** product name: alt text and the fullscreen dialog's title */
  name: string;
  /** image URL templates with {width} and {height}; at most 6 are shown */
  images: string[];
  /** LinkedVideos */
  videos: string[];
}

function VideoView({ url, title }: { url: string; title: string }) {
  const v = videoKind(url);
  if (v.kind === 'file') return <video controls preload="metadata" src={v.src} aria-label={title} className={styles.video} />;
  if (v.kind === 'embed') return <iframe src={v.src} title={title} allow="autoplay; encrypted-media; fullscreen" allowFullScreen loading="lazy" className={styles.embed} />;
  return (
    <div className={`ds-state ${styles.placeholder}`}>
      <span aria-hidden="true" className={styles.placeholderIcon}>
        ▶
      </span>
      <a className="ds-button ds-button--primary" href={v.src} target="_blank" rel="noopener noreferrer">
        <FormattedMessage id="catalogue.product.media.openVideo" />
      </a>
    </div>
  );
}

/**
 * The images (max 6, 900x900, thumbnails 60x60) and linked videos of a product group, with previous and
 * next, a thumbnail strip and a fullscreen view in a Dialog.
 */
export function MediaCarousel({ name, images, videos }: MediaCarouselProps) {
  const intl = useIntl();
  const items: Media[] = [...images.slice(0, MAX_IMAGES).map((template) => ({ type: 'image' as const, template })), ...videos.map((url) => ({ type: 'video' as const, url }))];
  const [index, setIndex] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const current = items[Math.min(index, items.length - 1)];
  const imageCount = Math.min(images.length, MAX_IMAGES);
  const labelOf = (m: Media, i: number) =>
    m.type === 'image'
      ? intl.formatMessage({ id: 'catalogue.product.media.image' }, { n: i + 1, total: imageCount })
      : intl.formatMessage({ id: 'catalogue.product.media.video' }, { n: i - imageCount + 1 });
  const step = (d: number) => setIndex((i) => (i + d + items.length) % items.length);

  if (!current) {
    return (
      <div className={`ds-muted ${styles.noImage}`}>
        <FormattedMessage id="catalogue.product.media.none" />
      </div>
    );
  }

  // the large image is the first thing of the page (above the fold): loaded at once, never lazily
  const view = (m: Media, large: boolean) =>
    m.type === 'image' ? (
      <img
        src={imageUrl(m.template, IMAGE_SIZE.detail)}
        alt={`${name} – ${labelOf(m, index)}`}
        width={IMAGE_SIZE.detail}
        height={IMAGE_SIZE.detail}
        className={large ? `${styles.image} ${styles.imageLarge}` : styles.image}
      />
    ) : (
      <VideoView url={m.url} title={`${name} – ${labelOf(m, index)}`} />
    );

  const arrows = items.length > 1 && (
    <div className="ds-row ds-row--between">
      <Button size="sm" onClick={() => step(-1)} aria-label={intl.formatMessage({ id: 'catalogue.product.media.previous' })}>
        ‹
      </Button>
      <span className="ds-muted" aria-live="polite">
        {index + 1} / {items.length}
      </span>
      <Button size="sm" onClick={() => step(1)} aria-label={intl.formatMessage({ id: 'catalogue.product.media.next' })}>
        ›
      </Button>
    </div>
  );

  return (
    <div className="ds-stack ds-stack--tight" role="region" aria-roledescription="carousel" aria-label={intl.formatMessage({ id: 'catalogue.product.media.label' })}>
      <div className={styles.stage}>
        {current.type === 'image' ? (
          <button
            type="button"
            onClick={() => setFullscreen(true)}
            aria-label={intl.formatMessage({ id: 'catalogue.product.media.fullscreen' })}
            className={styles.zoom}
          >
            {view(current, false)}
          </button>
        ) : (
          view(current, false)
        )}
      </div>
      {arrows}
      {items.length > 1 && (
        <ul className={styles.thumbs}>
          {items.map((m, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={labelOf(m, i)}
                aria-current={i === index ? 'true' : undefined}
                className={styles.thumbButton}
              >
                {m.type === 'image' ? (
                  <img src={imageUrl(m.template, IMAGE_SIZE.line)} alt="" width={IMAGE_SIZE.line} height={IMAGE_SIZE.line} loading="lazy" className={styles.thumbImage} />
                ) : (
                  <span aria-hidden="true" className={styles.thumbIcon}>
                    ▶
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button size="sm" variant="link" onClick={() => setFullscreen(true)}>
          <FormattedMessage id="catalogue.product.media.fullscreenButton" />
        </Button>
      </div>
      <Dialog open={fullscreen} onOpenChange={setFullscreen} title={name} size="lg">
        <div className="ds-stack ds-stack--tight">
          {view(current, true)}
          {arrows}
        </div>
      </Dialog>
    </div>
  );
}
