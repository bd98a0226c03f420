import type { DownloadRow } from 'shared-kernel/contract';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button, Pagination, Select, Table, TextInput, isPortalError, useOnline, usePortal, type TableColumn } from 'shared-kernel';
import { useDownloadProductInfoCsvMutation, useListDownloadsQuery, useRequestDownloadMutation, type RequestDownloadArgs } from '../../../api/download';
import { imageUrl, swatchStyle } from 'shared-kernel';
import { csvBlob, saveBlob } from 'shared-kernel';
import { openUrl as assignUrl } from '../lib/files';
import { FileSharingDialog } from './FileSharingDialog';
import styles from './DownloadsPage.module.css';

/** Spec section 9: the downloads table shows 500 rows a page. */
export const DOWNLOADS_PAGE_SIZE = 500;
export const PRODUCT_INFO_FILE = 'Product-Info.csv';
const THUMB = 60;

type Purchased = 'all' | 'yes' | 'no';

/** The four download buttons (spec section 2): materials, sheets, images in high and low resolution. */
const DOWNLOADS: { key: string; type: RequestDownloadArgs['params']['type']; resolution: 'high' | 'low' }[] = [
  { key: 'materials', type: 'materials', resolution: 'high' },
  { key: 'sheets', type: 'sheets', resolution: 'high' },
  { key: 'imagesHigh', type: 'images', resolution: 'high' },
  { key: 'imagesLow', type: 'images', resolution: 'low' },
];

export interface DownloadsPageProps {
  /** goes to a prepared download's Url (default: window.location.assign); tests observe it */
  openUrl?: (url: string) => void;
  /** saves a file (default: a download link); tests observe it */
  saveFile?: (blob: Blob, name: string) => void;
}

/** Whether a row matches the text filter (brand, name, ErpId, colour, collection). */
export function matchesText(r: DownloadRow, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [r.BrandName, r.Name, r.ErpId, r.ColorName, r.ColorCode, r.Collection].some((v) => v.toLowerCase().includes(q));
}

/**
 * /customer/downloads/overview: the customer's download rows in a filterable, selectable table
 * (500 a page), four download buttons that prepare a package of the selection and open its Url, the
 * product-info CSV, and the file-sharing dialog with the prepared packages and their share links.
 */
export function DownloadsPage({ openUrl = assignUrl, saveFile = saveBlob }: DownloadsPageProps = {}) {
  const intl = useIntl();
  const { locale } = usePortal();
  // the files are prepared by the server (trade-show mode, issue 19)
  const online = useOnline();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { data, isLoading, isError, refetch } = useListDownloadsQuery({ locale });
  const [prepare, { isLoading: preparing, originalArgs }] = useRequestDownloadMutation();
  const [productInfo, { isLoading: exporting }] = useDownloadProductInfoCsvMutation();
  const [text, setText] = useState('');
  const [purchased, setPurchased] = useState<Purchased>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [failure, setFailure] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);

  const rows = (data ?? []).filter((r) => matchesText(r, text) && (purchased === 'all' || r.Purchased === (purchased === 'yes')));
  const pageCount = Math.max(1, Math.ceil(rows.length / DOWNLOADS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const pageRows = rows.slice((current - 1) * DOWNLOADS_PAGE_SIZE, current * DOWNLOADS_PAGE_SIZE);
  const allOnPage = pageRows.length > 0 && pageRows.every((r) => selected.has(r.Id));
  const someOnPage = pageRows.some((r) => selected.has(r.Id));
  const ids = (data ?? []).filter((r) => selected.has(r.Id)).map((r) => r.Id);
  const none = ids.length === 0;

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const togglePage = (on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      for (const r of pageRows) if (on) next.add(r.Id);
      else next.delete(r.Id);
      return next;
    });
  const failed = (e: unknown) => setFailure((isPortalError(e) && (e.message ?? e.statusText)) || t('catalogue.downloads.failed'));

  const isPreparing = (d: (typeof DOWNLOADS)[number]) => originalArgs?.params.type === d.type && originalArgs.query?.resolution === d.resolution;

  const download = async (d: (typeof DOWNLOADS)[number]) => {
    setFailure(null);
    try {
      const { Url } = await prepare({ params: { type: d.type }, query: { resolution: d.resolution }, body: ids }).unwrap();
      openUrl(Url);
    } catch (e) {
      failed(e);
    }
  };

  const exportCsv = async () => {
    setFailure(null);
    try {
      const csv = await productInfo({ body: ids }).unwrap();
      saveFile(csvBlob(csv), PRODUCT_INFO_FILE);
    } catch (e) {
      failed(e);
    }
  };

  const columns: TableColumn<DownloadRow>[] = [
    {
      id: 'select',
      width: '3rem',
      header: (
        <input
          type="checkbox"
          aria-label={t('catalogue.downloads.selectPage')}
          checked={allOnPage}
          ref={(el) => {
            if (el) el.indeterminate = someOnPage && !allOnPage;
          }}
          disabled={pageRows.length === 0}
          onChange={(e) => togglePage(e.target.checked)}
        />
      ),
      cell: (r) => (
        <input type="checkbox" aria-label={t('catalogue.downloads.selectRow', { name: r.Name, colour: r.ColorName })} checked={selected.has(r.Id)} onChange={(e) => toggle(r.Id, e.target.checked)} />
      ),
    },
    {
      id: 'thumb',
      width: THUMB + 16,
      header: <span className="ds-visually-hidden">{t('catalogue.downloads.image')}</span>,
      cell: (r) =>
        r.ThumbnailUrl ? (
          <img src={imageUrl(r.ThumbnailUrl, THUMB, THUMB)} alt="" width={THUMB} height={THUMB} loading="lazy" className={styles.thumb} />
        ) : (
          <span aria-hidden="true" className={styles.thumbPlaceholder} />
        ),
    },
    { id: 'brand', header: t('catalogue.downloads.brand'), cell: (r) => r.BrandName },
    { id: 'name', header: t('catalogue.downloads.name'), cell: (r) => <strong>{r.Name}</strong> },
    { id: 'erpId', header: t('catalogue.downloads.erpId'), cell: (r) => r.ErpId },
    {
      id: 'colour',
      header: t('catalogue.downloads.colour'),
      cell: (r) => (
        <span className={`ds-row ${styles.colour}`}>
          <span aria-hidden="true" className={styles.swatch} style={swatchStyle(r.ColorHexCode)} />
          <span>
            {r.ColorName} <span className="ds-muted">({r.ColorCode})</span>
          </span>
        </span>
      ),
    },
    { id: 'collection', header: t('catalogue.downloads.collection'), cell: (r) => r.Collection },
    { id: 'purchased', header: t('catalogue.downloads.purchased'), align: 'center', cell: (r) => (r.Purchased ? t('catalogue.downloads.yes') : t('catalogue.downloads.no')) },
  ];

  return (
    <div className="ds-page ds-stack">
      <div className="ds-row ds-row--between">
        <h1 className={styles.title}>
          <FormattedMessage id="catalogue.pages.downloads" />
        </h1>
        <Button onClick={() => setSharing(true)}>
          <FormattedMessage id="catalogue.downloads.sharingOpen" />
        </Button>
      </div>
      <div className={`ds-card ds-row ${styles.filters}`}>
        <div className={styles.search}>
          <TextInput
          label={t('catalogue.downloads.filter')}
          placeholder={t('catalogue.downloads.filterPlaceholder')}
          type="search"
          value={text}
          maxLength={200}
          onValueChange={(v) => {
            setText(v);
            setPage(1);
          }}
          />
        </div>
        <Select
          label={t('catalogue.downloads.purchasedFilter')}
          variant="dropdown"
          value={purchased}
          onChange={(v) => {
            setPurchased(v as Purchased);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('catalogue.downloads.purchasedAll') },
            { value: 'yes', label: t('catalogue.downloads.purchasedYes') },
            { value: 'no', label: t('catalogue.downloads.purchasedNo') },
          ]}
        />
      </div>
      <div className="ds-row" role="group" aria-label={t('catalogue.downloads.actions')}>
        {DOWNLOADS.map((d) => (
          <Button key={d.key} variant="primary" disabled={!online || none || (preparing && !isPreparing(d))} busy={preparing && isPreparing(d)} onClick={() => download(d)}>
            <FormattedMessage id={`catalogue.downloads.${d.key}`} />
          </Button>
        ))}
        <Button disabled={!online || none} busy={exporting} onClick={exportCsv}>
          <FormattedMessage id="catalogue.downloads.productInfo" />
        </Button>
        {!online && (
          <span className="ds-muted">
            <FormattedMessage id="catalogue.offline.needsNetwork" />
          </span>
        )}
        <span className="ds-muted" role="status">
          <FormattedMessage id="catalogue.downloads.selected" values={{ count: ids.length }} />
        </span>
      </div>
      {failure && (
        <p role="alert" className={`ds-error ${styles.total}`}>
          {failure}
        </p>
      )}
      <Table
        caption={t('catalogue.downloads.caption')}
        captionHidden
        columns={columns}
        rows={pageRows}
        rowKey={(r) => r.Id}
        loading={isLoading}
        error={isError ? t('catalogue.downloads.loadError') : undefined}
        onRetry={refetch}
        empty={data?.length ? t('catalogue.downloads.noMatches') : t('catalogue.downloads.empty')}
      />
      <Pagination page={current} pageCount={pageCount} onPageChange={setPage} />
      <FileSharingDialog open={sharing} onOpenChange={setSharing} />
    </div>
  );
}
