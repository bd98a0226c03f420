import { createContext, useContext } from 'react';
import type { ParcelProps } from './types';

export type PortalContextValue = Pick<ParcelProps, 'session' | 'locale' | 'routeBase' | 'navigate' | 'config'>;

export const PortalContext = createContext<PortalContextValue | null>(null);

/** The session, locale, navigation and config.json settings of the parcel or widget this component renders in. */
export function usePortal(): PortalContextValue {
  const v = useContext(PortalContext);
  if (!v) throw new Error('usePortal outside a portal parcel or widget');
  return v;
}
