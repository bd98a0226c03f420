/** Opens a download address in the current tab (the browser keeps the page when the answer is a file). */
export function openUrl(url: string): void {
  window.location.assign(url);
}

