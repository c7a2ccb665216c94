import { useId } from 'react';
import { AxisBottom, AxisLeft, AxisRight } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar, LinePath } from '@visx/shape';
import styles from './bar-chart.module.css';

export interface BarChartDatum {
  /** The x label, e.g. a date '2026-11-24' (formatLabel shortens it). */
  label: string;
  /** The bar, e.g. the night's revenue in yen. */
  value: number;
  /** The optional line on the right-hand scale, e.g. the night's occupancy in %. */
  line?: number | null;
}

interface BarChartProps {
  data: BarChartDatum[];
  /** The chart's accessible name and visible heading. */
  title: string;
  /** What the bars are (legend and data table), e.g. 売上. */
  valueLabel: string;
  formatValue?: (value: number) => string;
  /** What the line is, e.g. 稼働率; no line when omitted. */
  lineLabel?: string;
  /** Top of the line's scale (100 for a percentage). */
  lineMax?: number;
  formatLine?: (value: number) => string;
  /** The x axis labels, e.g. '2026-11-24' → '11/24'. */
  formatLabel?: (label: string) => string;
  /** Drawing height in SVG units (the width is fixed at 720 and scales to the container). */
  height?: number;
}

const WIDTH = 720;
const MARGIN = { top: 12, right: 48, bottom: 32, left: 64 };
const BAR = '#aab7c4';
const GOLD = '#b89b62';
const AXIS = '#5f6670';

const number = new Intl.NumberFormat('ja-JP');

/**
 * A bar chart (with an optional line on a second scale) drawn as SVG on the server with visx: no
 * chart code runs in the browser. Made for "the next 30 days' revenue and occupancy"; the same
 * numbers are in a visually hidden table for screen readers.
 */
export function BarChart({
  data,
  title,
  valueLabel,
  formatValue = (v) => number.format(v),
  lineLabel,
  lineMax = 100,
  formatLine = (v) => `${v}%`,
  formatLabel = (l) => l,
  height = 240,
}: BarChartProps) {
  const id = useId();
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const maxValue = Math.max(1, ...data.map((d) => d.value));

  const x = scaleBand<string>({ domain: data.map((d) => d.label), range: [0, innerWidth], padding: 0.25 });
  const y = scaleLinear<number>({ domain: [0, maxValue], range: [innerHeight, 0], nice: true });
  const yLine = scaleLinear<number>({ domain: [0, lineMax], range: [innerHeight, 0] });
  const every = Math.max(1, Math.ceil(data.length / 8));
  const tickValues = data.filter((_, i) => i % every === 0).map((d) => d.label);
  const lineData = data.filter((d) => d.line !== undefined && d.line !== null);
  const hasLine = Boolean(lineLabel) && lineData.length > 0;

  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption className={styles.head}>
        <span id={`${id}-title`} className={styles.title}>
          {title}
        </span>
        <span className={styles.legend} aria-hidden="true">
          <span className={styles.keyBar} />
          {valueLabel}
          {hasLine ? (
            <>
              <span className={styles.keyLine} />
              {lineLabel}
            </>
          ) : null}
        </span>
      </figcaption>
      {data.length === 0 ? (
        <p className={styles.empty}>該当するデータがありません</p>
      ) : (
        <svg viewBox={`0 0 ${WIDTH} ${height}`} className={styles.svg} role="img" aria-labelledby={`${id}-title`} focusable="false">
          <Group left={MARGIN.left} top={MARGIN.top}>
            {y.ticks(4).map((t) => (
              <line key={t} x1={0} x2={innerWidth} y1={y(t)} y2={y(t)} stroke="#e4ddd0" strokeWidth={1} />
            ))}
            {data.map((d) => {
              const barHeight = innerHeight - (y(d.value) ?? innerHeight);
              return (
                <Bar key={d.label} x={x(d.label) ?? 0} y={innerHeight - barHeight} width={x.bandwidth()} height={Math.max(0, barHeight)} fill={BAR}>
                  <title>{`${formatLabel(d.label)} ${valueLabel} ${formatValue(d.value)}${hasLine && d.line != null ? ` / ${lineLabel} ${formatLine(d.line)}` : ''}`}</title>
                </Bar>
              );
            })}
            {hasLine ? (
              <LinePath
                data={lineData}
                x={(d) => (x(d.label) ?? 0) + x.bandwidth() / 2}
                y={(d) => yLine(d.line ?? 0) ?? 0}
                stroke={GOLD}
                strokeWidth={2}
                fill="none"
              />
            ) : null}
            <AxisLeft
              scale={y}
              numTicks={4}
              tickFormat={(v) => formatValue(Number(v))}
              stroke={AXIS}
              tickStroke={AXIS}
              tickLabelProps={{ fill: AXIS, fontSize: 11, textAnchor: 'end', dx: -4, dy: 3 }}
            />
            {hasLine ? (
              <AxisRight
                scale={yLine}
                left={innerWidth}
                numTicks={4}
                tickFormat={(v) => formatLine(Number(v))}
                stroke={AXIS}
                tickStroke={AXIS}
                tickLabelProps={{ fill: '#7a6438', fontSize: 11, textAnchor: 'start', dx: 4, dy: 3 }}
              />
            ) : null}
            <AxisBottom
              top={innerHeight}
              scale={x}
              tickValues={tickValues}
              tickFormat={(l) => formatLabel(String(l))}
              stroke={AXIS}
              tickStroke={AXIS}
              tickLabelProps={{ fill: AXIS, fontSize: 11, textAnchor: 'middle' }}
            />
          </Group>
        </svg>
      )}
      {/* Hidden by a block: a table keeps its content height whatever height it is given, which made the page taller on a phone. */}
      <div className="visually-hidden">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">日付</th>
              <th scope="col">{valueLabel}</th>
              {hasLine ? <th scope="col">{lineLabel}</th> : null}
            </tr>
          </thead>
          <tbody>
            {data.map((d) => (
              <tr key={d.label}>
                <th scope="row">{formatLabel(d.label)}</th>
                <td>{formatValue(d.value)}</td>
                {hasLine ? <td>{d.line != null ? formatLine(d.line) : '—'}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
