/** Spec section 9: image sizes of the product detail. */
export const IMAGE_SIZE = { detail: 900, line: 60 } as const;
/** Spec section 9: at most 6 images per product group. */
export const MAX_IMAGES = 6;

export type VideoKind = { kind: 'file'; src: string } | { kind: 'embed'; src: string } | { kind: 'link'; src: string };

/** How a linked video plays: a video file inline, YouTube/Vimeo embedded, anything else opened in a new tab. */
export function videoKind(url: string): VideoKind {
  if (/\.(mp4|webm|ogg|mov)(\?|#|$)/i.test(url)) return { kind: 'file', src: url };
  const yt = /(?:youtube\.com\/watch\?(?:.*&)?v=|youtu\.be\/|youtube\.com\/embed\/)([\w-]{6,})/i.exec(url);
  if (yt) return { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${yt[1]}` };
  const vimeo = /vimeo\.com\/(?:video\/)?(\d+)/i.exec(url);
  if (vimeo) return { kind: 'embed', src: `https://player.vimeo.com/video/${vimeo[1]}` };
  return { kind: 'link', src: url };
}
