/** How the page goes to a download address; tests replace it (jsdom cannot navigate). */
export const downloadNavigation = { assign: (url: string) => window.location.assign(url) };
