import { portalFetch, type PortalError } from 'shared-kernel';

/**
 * GET ProductGroup/{id}/productsheet: the product sheet PDF, saved as `{fileName}.pdf`. A file is no
 * cache entry, so this goes around RTK Query (a Blob does not belong in the store).
 */
export async function downloadProductSheet(id: number, fileName: string): Promise<{ error?: PortalError }> {
  const result = await portalFetch({ url: `ProductGroup/${id}/productsheet`, responseType: 'blob' });
  if ('error' in result) return { error: result.error };
  const blob = result.data instanceof Blob ? result.data : new Blob([String(result.data)], { type: 'application/pdf' });
  saveFile(blob, `${fileName}.pdf`);
  return {};
}

function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
