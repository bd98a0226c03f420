/** The byte order mark Excel needs to read a UTF-8 CSV. */
export const BOM = '\uFEFF';

/**
 * A CSV text as a file with exactly one BOM in front (reading a response as text drops a BOM the
 * server sent, so it is put back here).
 */
export function csvBlob(text: string): Blob {
  return new Blob([BOM + text.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' });
}

/** Saves a file in the browser under `name` (an object URL clicked through a hidden download link). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
