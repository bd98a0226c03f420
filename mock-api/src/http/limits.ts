/**
 * Request body limits (issue 15, security point 9). Every route takes at most BODY_LIMIT: the largest
 * legal bodies without a photo (500 bulk rows, 500 basket lines, a sheet with its targets) stay far below it.
 * Only the photo uploads raise it on their route: a warranty claim carries two photos of up to 10 MB each as
 * data URLs (about 13.4 MB each), a banner one image. A larger body is answered 413 with a Message before it
 * is read into memory.
 */
export const BODY_LIMIT = 256 * 1024;
export const WARRANTY_BODY_LIMIT = 30 * 1024 * 1024;
export const BANNER_BODY_LIMIT = 16 * 1024 * 1024;
