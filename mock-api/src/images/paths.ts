// URL templates of the images this server draws (see render.ts); `{width}` and `{height}` are filled
// in by the clients (spec section 3: image URL templates).

/** the portrait of a user: their photo when none was uploaded */
export const userPhotoPath = (userId: string): string => `/img/user/${userId.toLowerCase()}_{width}x{height}.svg`;

/** the wordmark of a brand */
export const brandLogoPath = (code: string): string => `/img/brand/${encodeURIComponent(code)}_{width}x{height}.svg`;
