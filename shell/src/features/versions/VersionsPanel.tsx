import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONTRACT_VERSION, isContractCompatible, tableStyles } from 'shared-kernel';
import { REMOTE_NAMES, type RemoteName } from '../../config/runtimeConfig';
import { loadRemoteApp, remoteUrl } from '../../lib/loadRemote';
import { readOverrides } from '../../lib/overrides';
import badgeStyles from '../../components/MixedVersionsBadge.module.css';
import styles from './VersionsPanel.module.css';

interface Row {
  name: RemoteName;
  url: string;
  version: string | null;
  contract: string | null;
  status: 'loading' | 'ok' | 'incompatible' | 'unreachable';
}

/** Reads the build version from a remote's mf-manifest.json. */
async function manifestVersion(url: string): Promise<string | null> {
  const res = await fetch(url, { cache: 'no-store' });
  if (!res.ok) throw new Error(String(res.status));
  const m = (await res.json()) as { metaData?: { buildInfo?: { buildVersion?: string } } };
  return m.metaData?.buildInfo?.buildVersion ?? null;
}

async function inspect(name: RemoteName): Promise<Row> {
  const url = remoteUrl(name) ?? '';
  try {
    const version = await manifestVersion(url);
    try {
      const mod = await loadRemoteApp(name);
      return { name, url, version, contract: mod.contractVersion, status: 'ok' };
    } catch (e) {
      const contract = (e as { contractVersion?: unknown }).contractVersion;
      return typeof contract === 'string' && !isContractCompatible(contract)
        ? { name, url, version, contract, status: 'incompatible' }
        : { name, url, version, contract: null, status: 'unreachable' };
    }
  } catch {
    return { name, url, version: null, contract: null, status: 'unreachable' };
  }
}

/** Every remote's manifest URL, build version and contract version (linked from the footer). */
export function VersionsPanel() {
  const intl = useIntl();
  const overrides = readOverrides();
  const [rows, setRows] = useState<Row[]>(() =>
    REMOTE_NAMES.map((name) => ({ name, url: remoteUrl(name) ?? '', version: null, contract: null, status: 'loading' })),
  );
  useEffect(() => {
    let cancelled = false;
    void Promise.all(REMOTE_NAMES.map(inspect)).then((r) => !cancelled && setRows(r));
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <div className="ds-page">
      <h1>
        <FormattedMessage id="shell.versions.title" />
      </h1>
      <p>
        <FormattedMessage id="shell.versions.shellContract" values={{ version: CONTRACT_VERSION }} />
      </p>
      <table className={tableStyles.table}>
        <caption className="ds-visually-hidden">{intl.formatMessage({ id: 'shell.versions.title' })}</caption>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="shell.versions.remote" /></th>
            <th scope="col"><FormattedMessage id="shell.versions.manifest" /></th>
            <th scope="col"><FormattedMessage id="shell.versions.version" /></th>
            <th scope="col"><FormattedMessage id="shell.versions.contract" /></th>
            <th scope="col"><FormattedMessage id="shell.versions.status" /></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.name} data-remote={r.name}>
              <td>
                {r.name}
                {overrides[r.name] && (
                  <>
                    {' '}
                    <span className={badgeStyles.badge}><FormattedMessage id="shell.versions.override" /></span>
                  </>
                )}
              </td>
              <td className={styles.url}>{r.url}</td>
              <td>{r.version ?? '-'}</td>
              <td>{r.contract ?? '-'}</td>
              <td><FormattedMessage id={`shell.versions.status.${r.status}`} /></td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <FormattedMessage id="shell.versions.howto" />
      </p>
    </div>
  );
}
