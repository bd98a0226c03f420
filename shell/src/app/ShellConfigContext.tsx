import { createContext, useContext } from 'react';
import type { ShellConfig } from '../config/runtimeConfig';

export const ShellConfigContext = createContext<ShellConfig | null>(null);

export function useShellConfig(): ShellConfig {
  const c = useContext(ShellConfigContext);
  if (!c) throw new Error('ShellConfigContext missing');
  return c;
}
