import { useEffect, useState } from 'react';
import { portalFetch } from 'shared-kernel';

export type PhotoState = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/**
 * A stored photo shown in the browser: the photo URL needs the bearer token (an <img src> cannot send it),
 * so the bytes are fetched the portal way and shown through an object URL, revoked when no longer used.
 */
export function usePhotoObjectUrl(url: string): PhotoState {
  const [state, setState] = useState<PhotoState>({ status: 'loading' });
  useEffect(() => {
    const abort = new AbortController();
    let objectUrl: string | null = null;
    setState({ status: 'loading' });
    void portalFetch({ url, responseType: 'blob' }, abort.signal).then((result) => {
      if (abort.signal.aborted) return;
      if ('error' in result || !result.data || typeof URL.createObjectURL !== 'function') {
        setState({ status: 'error' });
        return;
      }
      objectUrl = URL.createObjectURL(result.data as Blob);
      setState({ status: 'ready', src: objectUrl });
    });
    return () => {
      abort.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state;
}
