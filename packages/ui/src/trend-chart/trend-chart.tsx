import { formatNumber } from '@tilawat/domain';
import { useId } from 'react';
import { trendChart as trendChartWords } from '../copy/words/trend-chart';
import { cx } from '../internal/cx';
import styles from './trend-chart.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { trendChart: trendChartWords };

/** Two tones a series is drawn in: the site's primary and its warm accent. */
export type ChartTone = 'primary' | 'accent';

export interface BarChartProps {
  /** What the chart shows (its caption, and the table's). */
  title: string;
  /** The series stacked in each bar, in order from the bottom, with their tones (at most two). */
  series: readonly { name: string; tone: ChartTone }[];
  /** The bars, in order: a label for the axis and the table, and one value per series. */
  points: readonly { key: string; label: string; values: readonly number[] }[];
  /** How a value is written (taka, minutes…); Bengali digits by default. */
  format?: (value: number) => string;
  /** The table's first column's heading (the points' kind: "দিন"). */
  pointHeading: string;
  className?: string;
}

const WIDTH = 320;
const HEIGHT = 140;
const AXIS = 18;

/**
 * A small bar chart drawn as SVG, bars stacked by series (the console's daily sales, courses and shop
 * apart). Readable at 360 px: the bars share the width, and every few bars is labelled. The numbers are in
 * a table beside it (behind "সংখ্যায় দেখুন"), which a screen reader reads instead of the drawing.
 */
export function BarChart({
  title,
  series,
  points,
  format = formatNumber,
  pointHeading,
  className,
}: BarChartProps) {
  const id = useId();
  const max = Math.max(1, ...points.map((point) => point.values.reduce((sum, value) => sum + value, 0)));
  const band = WIDTH / Math.max(1, points.length);
  const every = Math.max(1, Math.ceil(points.length / 6));
  const plot = HEIGHT - AXIS;
  return (
    <figure className={cx(styles.chart, className)} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((entry) => (
          <li key={entry.name} data-tone={entry.tone}>
            {entry.name}
          </li>
        ))}
      </ul>
      <svg className={styles.svg} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" focusable="false">
        <line className={styles.axis} x1={0} x2={WIDTH} y1={plot} y2={plot} />
        {points.map((point, index) => {
          let top = plot;
          return (
            <g key={point.key}>
              {point.values.map((value, part) => {
                const height = (value / max) * (plot - 4);
                top -= height;
                return value > 0 ? (
                  <rect
                    key={series[part]?.name ?? part}
                    className={styles.bar}
                    data-tone={series[part]?.tone ?? 'primary'}
                    x={index * band + band * 0.15}
                    y={top}
                    width={band * 0.7}
                    height={height}
                  />
                ) : null;
              })}
              {index % every === 0 ? (
                <text className={styles.tick} x={index * band + band / 2} y={HEIGHT - 4} textAnchor="middle">
                  {point.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className={styles.numbers}>
        <summary>{bn.trendChart.showTable}</summary>
        <table className={styles.table}>
          <caption className={styles.caption}>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{pointHeading}</th>
              {series.map((entry) => (
                <th key={entry.name} scope="col">
                  {entry.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.key}>
                <th scope="row">{point.label}</th>
                {point.values.map((value, part) => (
                  <td key={series[part]?.name ?? part}>{format(value)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

export interface MeterChartProps {
  title: string;
  /** Each row: what it is, its value, and the most it could be (null: no bound, drawn against the largest). */
  rows: readonly { key: string; label: string; detail?: string; value: number; max: number | null }[];
  /** How a value is written; Bengali digits by default. */
  format?: (value: number) => string;
  /** The table's headings: the rows' kind, the value's, the bound's. */
  headings: { row: string; value: string; max: string };
  className?: string;
}

/**
 * Rows of horizontal bars, each a value against its bound (a batch's learners against its seats, a class's
 * attendance against its learners, a percentile of the review time): a label above each bar, so nothing is
 * cut at 360 px. The numbers are in a table beside it, as in {@link BarChart}.
 */
export function MeterChart({ title, rows, format = formatNumber, headings, className }: MeterChartProps) {
  const id = useId();
  const scale = Math.max(1, ...rows.map((row) => row.max ?? row.value));
  const t = bn.trendChart;
  return (
    <figure className={cx(styles.chart, className)} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.title}>
        {title}
      </figcaption>
      {rows.length === 0 ? <p className={styles.empty}>{t.empty}</p> : null}
      <ul className={styles.meters} aria-hidden="true">
        {rows.map((row) => {
          const bound = row.max ?? scale;
          return (
            <li key={row.key}>
              <span className={styles.meterLabel}>
                {row.label}
                <span className={styles.meterValue}>
                  {row.max === null ? format(row.value) : t.of(format(row.value), format(row.max))}
                </span>
              </span>
              <svg
                className={styles.meter}
                viewBox="0 0 100 8"
                preserveAspectRatio="none"
                aria-hidden="true"
                focusable="false"
              >
                <rect className={styles.track} x={0} y={0} width={(bound / scale) * 100} height={8} rx={2} />
                <rect
                  className={styles.bar}
                  data-tone="primary"
                  x={0}
                  y={0}
                  width={(Math.min(row.value, bound) / scale) * 100}
                  height={8}
                  rx={2}
                />
              </svg>
            </li>
          );
        })}
      </ul>
      {rows.length > 0 ? (
        <details className={styles.numbers}>
          <summary>{t.showTable}</summary>
          <table className={styles.table}>
            <caption className={styles.caption}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{headings.row}</th>
                <th scope="col">{headings.value}</th>
                <th scope="col">{headings.max}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    {row.label}
                    {row.detail ? <span className={styles.detail}> — {row.detail}</span> : null}
                  </th>
                  <td>{format(row.value)}</td>
                  <td>{row.max === null ? '—' : format(row.max)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </figure>
  );
}
