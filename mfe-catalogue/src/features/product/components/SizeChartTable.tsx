import { ErrorState, LoadingState } from 'shared-kernel';
import { useIntl } from 'react-intl';
import { useGetSizeChartQuery } from '../../../api/sizechart';

/** GET sizechart/{id}: the chart as a table of Rows x Columns Cells; the first row holds the sizes. */
export function SizeChartTable({ id }: { id: number }) {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useGetSizeChartQuery({ params: { id } });
  if (isLoading) return <LoadingState />;
  if (isError || !data) return <ErrorState message={intl.formatMessage({ id: 'catalogue.product.sizeCharts.error' })} onRetry={refetch} />;
  const grid: string[][] = Array.from({ length: data.Rows }, () => Array<string>(data.Columns).fill(''));
  for (const c of data.Cells) if (c.Row < data.Rows && c.Column < data.Columns) grid[c.Row][c.Column] = c.Value;
  const [head, ...body] = data.Rows > 1 ? grid : [null, ...grid];
  return (
    <div className="ds-table-wrap" role="region" tabIndex={0} aria-label={data.Name}>
      <table className="ds-table">
        <caption className="ds-table__caption">{data.Name}</caption>
        {head && (
          <thead>
            <tr>
              {head.map((v, i) => (
                <th key={i} scope="col">
                  {v}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {body.map((row, r) => (
            <tr key={r}>
              {(row ?? []).map((v, i) => (
                <td key={i}>{v}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
