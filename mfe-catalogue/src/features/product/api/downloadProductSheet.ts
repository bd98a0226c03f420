import { portalFetch, saveBlob, type PortalError } from 'shared-kernel';

/**
 * GET ProductGroup/{id}/productsheet: the product sheet PDF, saved as `{fileName}.pdf`. A file is no
 * cache entry, so this goes around RTK Query (a Blob does not belong in the store).
 */
export async function downloadProductSheet(id: number, fileName: string): Promise<{ error?: PortalError }> {
  const result = await portalFetch({ url: `ProductGroup/${id}/productsheet`, responseType: 'blob' });
  if ('error' in result) return { error: result.error };
  const blob = result.data instanceof Blob ? result.data : new Blob([String(result.data)], { type: 'application/pdf' });
  saveBlob(blob, `${fileName}.pdf`);
  return {};
}

