/** Spec section 9: colour lines show their image at 60x60. */
export const COLOUR_IMAGE_SIZE = 60;
