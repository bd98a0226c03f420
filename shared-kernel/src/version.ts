/** Semver of the API contract and the parcel props every remote is built against. */
export const CONTRACT_VERSION = '1.0.0';

function major(version: string): number | null {
  const m = /^(\d+)\.\d+\.\d+/.exec(version.trim());
  return m ? Number(m[1]) : null;
}

/** A remote fits the shell when its contract version has the same semver major. */
export function isContractCompatible(remoteVersion: unknown, hostVersion: string = CONTRACT_VERSION): boolean {
  if (typeof remoteVersion !== 'string') return false;
  const r = major(remoteVersion);
  return r !== null && r === major(hostVersion);
}
