import { useState } from 'react';
import { Button, Dialog } from 'shared-kernel';
import { FormattedMessage, useIntl } from 'react-intl';
import { imageUrl } from 'shared-kernel';
import { IMAGE_SIZE, MAX_IMAGES, videoKind } from '../lib/images';

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
  if (v.kind === 'file') return <video controls preload="metadata" src={v.src} aria-label={title} style={{ width: '100%', aspectRatio: '1', background: '#000', borderRadius: 'var(--ds-radius)' }} />;
  if (v.kind === 'embed') return <iframe src={v.src} title={title} allow="autoplay; encrypted-media; fullscreen" allowFullScreen loading="lazy" style={{ width: '100%', aspectRatio: '16 / 9', border: 0, borderRadius: 'var(--ds-radius)' }} />;
  return (
    <div className="ds-state" style={{ aspectRatio: '1', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 'var(--ds-space-3)', background: 'var(--ds-surface-muted)', borderRadius: 'var(--ds-radius)' }}>
      <span aria-hidden="true" style={{ fontSize: '3rem' }}>
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
      <div className="ds-muted" style={{ aspectRatio: '1', display: 'flex', alignItems: 'center', justifyContent: 'center', background: 'var(--ds-surface-muted)', borderRadius: 'var(--ds-radius)' }}>
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
        style={{ width: '100%', height: 'auto', maxHeight: large ? '75vh' : undefined, objectFit: 'contain', display: 'block', background: 'var(--ds-surface-muted)', borderRadius: 'var(--ds-radius)' }}
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
      <div style={{ position: 'relative' }}>
        {current.type === 'image' ? (
          <button
            type="button"
            onClick={() => setFullscreen(true)}
            aria-label={intl.formatMessage({ id: 'catalogue.product.media.fullscreen' })}
            style={{ display: 'block', width: '100%', padding: 0, border: '1px solid var(--ds-border)', borderRadius: 'var(--ds-radius)', background: 'none', cursor: 'zoom-in' }}
          >
            {view(current, false)}
          </button>
        ) : (
          view(current, false)
        )}
      </div>
      {arrows}
      {items.length > 1 && (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 'var(--ds-space-2)' }}>
          {items.map((m, i) => (
            <li key={i}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={labelOf(m, i)}
                aria-current={i === index ? 'true' : undefined}
                style={{ padding: 0, width: IMAGE_SIZE.line + 4, height: IMAGE_SIZE.line + 4, border: `2px solid ${i === index ? 'var(--ds-brand)' : 'var(--ds-border)'}`, borderRadius: 'var(--ds-radius)', background: 'var(--ds-surface-muted)', cursor: 'pointer', display: 'flex', alignItems: 'center', justifyContent: 'center' }}
              >
                {m.type === 'image' ? (
                  <img src={imageUrl(m.template, IMAGE_SIZE.line)} alt="" width={IMAGE_SIZE.line} height={IMAGE_SIZE.line} loading="lazy" style={{ objectFit: 'contain' }} />
                ) : (
                  <span aria-hidden="true" style={{ fontSize: '1.5rem' }}>
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
