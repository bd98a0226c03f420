import type { BankDetails, PortalConfig, RemoteName } from 'shared-kernel';
import { startupFile } from './early';

/** What the shell reads at start (never fixed at build time): config.json and remotes.json. */
export interface ShellConfig {
  apiBaseUrl: string;
  contactPhone: string;
  corporateSiteUrl: string;
  requestAccountUrl: string;
  /** the bank account prepayment customers transfer to (mfe-basket's prepayment dialog) */
  prepaymentBank?: BankDetails;
}

const text = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';

/**
 * The settings remotes get with their parcel props (PortalConfig). config.json is written at deploy time:
 * a missing or incomplete bank account is null (the dialog then says the details follow), never a crash.
 */
export function portalConfigOf(config: ShellConfig): PortalConfig {
  const bank = config.prepaymentBank as Partial<Record<keyof BankDetails, unknown>> | undefined;
  const complete = !!bank && text(bank.accountHolder) && text(bank.iban) && text(bank.bic);
  return { prepaymentBank: complete ? { accountHolder: bank.accountHolder as string, iban: bank.iban as string, bic: bank.bic as string } : null };
}

// the remotes are named once, beside the path table that says which pages each renders
export { REMOTE_NAMES, type RemoteName } from 'shared-kernel';
export type RemotesMap = Record<RemoteName, string>;

async function getJson<T>(url: string): Promise<T> {
  const res = await startupFile(url);
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  return (await res.json()) as T;
}

export function loadShellConfig(): Promise<ShellConfig> {
  return getJson<ShellConfig>('/config.json');
}

export function loadRemotesMap(): Promise<RemotesMap> {
  return getJson<RemotesMap>('/remotes.json');
}
