import { useEffect, useRef } from 'react';
import styles from './ReportChart.module.css';

export interface ReportChartProps {
  /** accessible name of the chart (the table beside it is the accessible alternative) */
  label: string;
  /** the bar labels and values, in order */
  labels: string[];
  values: number[];
  /** the dataset's name, shown in the tooltip */
  datasetLabel: string;
}

/** Bar colour: the design system's brand colour (canvas cannot read CSS variables). */
const BAR_COLOR = '#1f4e79';

/**
 * A bar chart of the report statistics with chart.js, loaded lazily (dynamic import inside the effect) and with
 * only the parts a bar chart needs registered.
 */
export function ReportChart({ label, labels, values, datasetLabel }: ReportChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    let cancelled = false;
    let chart: { destroy: () => void } | null = null;
    void import('chart.js')
      .then(({ Chart, BarController, BarElement, CategoryScale, LinearScale, Tooltip }) => {
        if (cancelled || !canvas.current) return;
        Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);
        chart = new Chart(canvas.current, {
          type: 'bar',
          data: { labels, datasets: [{ label: datasetLabel, data: values, backgroundColor: BAR_COLOR, borderRadius: 4 }] },
          options: { responsive: true, maintainAspectRatio: false, scales: { y: { beginAtZero: true } } },
        });
      })
      .catch(() => undefined); // the table shows the same numbers
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, values, datasetLabel]);

  return (
    <div className={styles.chart}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
