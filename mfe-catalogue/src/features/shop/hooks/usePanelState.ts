import { useCallback, useState } from 'react';

/** sessionStorage key of the shop filter panels' open/closed state (spec section 4: remembered per session). */
export const PANELS_STORAGE_KEY = 'catalogue.shop.panels';

type PanelMap = Record<string, boolean>;

function readPanels(): PanelMap {
  try {
    const raw = window.sessionStorage.getItem(PANELS_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as PanelMap) : {};
  } catch {
    return {};
  }
}

function writePanels(p: PanelMap): void {
  try {
    window.sessionStorage.setItem(PANELS_STORAGE_KEY, JSON.stringify(p));
  } catch {
    /* private mode or full storage: the panels still work, they are only not remembered */
  }
}

/**
 * Open/closed per filter panel, remembered in sessionStorage for the browser session. A panel never
 * toggled uses `defaultOpen`.
 */
export function usePanelState() {
  const [panels, setPanels] = useState<PanelMap>(readPanels);
  const isOpen = useCallback((name: string, defaultOpen: boolean) => panels[name] ?? defaultOpen, [panels]);
  const setOpen = useCallback((name: string, open: boolean) => {
    setPanels((prev) => {
      const next = { ...prev, [name]: open };
      writePanels(next);
      return next;
    });
  }, []);
  return { isOpen, setOpen };
}
