import { useState } from 'react';
import type { ProductGroupDetail } from 'shared-kernel/contract';
import { Button, EmptyState, toastPortalError } from 'shared-kernel';
import { Tabs } from 'shared-kernel/tabs';
import { FormattedMessage, useIntl } from 'react-intl';
import { downloadProductSheet } from '../../../api/catalogue';
import { SizeChartTable } from './SizeChartTable';
import styles from './ProductTabs.module.css';

function ProductSheetDownload({ group }: { group: ProductGroupDetail }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const { error } = await downloadProductSheet(group.Id, group.ErpId || String(group.Id));
    setBusy(false);
    if (error) toastPortalError(error, intl.formatMessage({ id: 'catalogue.product.downloads.error' }));
  };
  return (
    <ul className={styles.files}>
      <li className={`ds-row ds-row--between ds-card ${styles.file}`}>
        <span>
          <strong>
            <FormattedMessage id="catalogue.product.downloads.sheet" />
          </strong>
          <span className="ds-muted"> · PDF · {group.ErpId}</span>
        </span>
        <Button variant="secondary" onClick={download} busy={busy}>
          <FormattedMessage id="catalogue.product.downloads.download" />
        </Button>
      </li>
    </ul>
  );
}

/** The information tabs: description, specifications, downloads, size charts (shared-kernel Tabs). */
export function ProductTabs({ group }: { group: ProductGroupDetail }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const facts: [string, string | null][] = [
    [t('catalogue.product.description.packaging'), group.Packaging || null],
    [t('catalogue.product.description.note'), group.Note],
  ];
  return (
    <Tabs
      aria-label={t('catalogue.product.tabs.label')}
      items={[
        {
          id: 'description',
          label: t('catalogue.product.tabs.description'),
          content: (
            <div className="ds-stack ds-stack--tight">
              {group.Description ? <p className={styles.description}>{group.Description}</p> : <p className="ds-muted">{t('catalogue.product.description.none')}</p>}
              <dl className={styles.properties}>
                {facts
                  .filter(([, v]) => v)
                  .map(([k, v]) => (
                    <div key={k} className={styles.property}>
                      <dt className={styles.propertyName}>{k}</dt>
                      <dd className={styles.propertyValue}>{v}</dd>
                    </div>
                  ))}
              </dl>
            </div>
          ),
        },
        {
          id: 'specifications',
          label: t('catalogue.product.tabs.specifications'),
          content: group.Properties.length ? (
            <div className="ds-table-wrap">
              <table className="ds-table">
                <caption className="ds-visually-hidden">{t('catalogue.product.tabs.specifications')}</caption>
                <tbody>
                  {group.Properties.map((p) => (
                    <tr key={p.Label}>
                      <th scope="row" className={styles.rowHead}>
                        {p.Label}
                      </th>
                      <td>{p.Values.join(', ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <EmptyState message={t('catalogue.product.specifications.none')} />
          ),
        },
        { id: 'downloads', label: t('catalogue.product.tabs.downloads'), content: <ProductSheetDownload group={group} /> },
        {
          id: 'sizeCharts',
          label: t('catalogue.product.tabs.sizeCharts'),
          content: group.SizeCharts.length ? (
            <div className="ds-stack">
              {group.SizeCharts.map((id) => (
                <SizeChartTable key={id} id={id} />
              ))}
            </div>
          ) : (
            <EmptyState message={t('catalogue.product.sizeCharts.none')} />
          ),
        },
      ]}
    />
  );
}
