import { Fragment } from 'react';
import { Link } from 'react-router';
import { RESTRICTION_KEYS, RESTRICTIONS, type Restriction } from '@hotel/shared/restrictions';
import { WEEKDAY_LABELS, type RateCell, type RatesCalendar } from '@hotel/shared/schemas/admin/rates';
import { formatCny } from '../../lib/money.ts';
import styles from './rates-grid.module.css';

const isWeekend = (weekday: number) => weekday === 0 || weekday === 6;
const dayLabel = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;

interface Marker {
  text: string;
  tone?: 'stop';
}

/** The restriction markers of a cell (RESTRICTIONS' `grid`), as the legend names them. */
function markers(cell: RateCell): Marker[] {
  return RESTRICTION_KEYS.flatMap((key): Marker[] => {
    const r: Restriction = RESTRICTIONS[key];
    const value = cell[key];
    if (r.kind === 'flag') return value === true ? [{ text: r.grid.marker, tone: r.grid.tone }] : [];
    return typeof value === 'number' ? [{ text: r.grid.marker(value) }] : [];
  });
}

/** The legend's lines for the restrictions: markers with the same words share one (最短N泊 最長N泊 到着日の宿泊数制限). */
function legendLines(): { legend: string; markers: Marker[] }[] {
  const lines = new Map<string, Marker[]>();
  for (const key of RESTRICTION_KEYS) {
    const r: Restriction = RESTRICTIONS[key];
    const marker = r.kind === 'flag' ? { text: r.grid.marker, tone: r.grid.tone } : { text: r.grid.marker('N') };
    lines.set(r.grid.legend, [...(lines.get(r.grid.legend) ?? []), marker]);
  }
  return [...lines].map(([legend, list]) => ({ legend, markers: list }));
}

function MarkerText({ marker }: { marker: Marker }) {
  return (
    <span className={styles.marker} data-kind={marker.tone}>
      {marker.text}
    </span>
  );
}

export function RatesLegend() {
  return (
    <dl className={styles.legend} aria-label="凡例">
      <div>
        <dt>
          <b>12</b>/36
        </dt>
        <dd>販売可能 / 販売室数</dd>
      </div>
      <div>
        <dt>売 24</dt>
        <dd>販売済み</dd>
      </div>
      {legendLines().map((line) => (
        <div key={line.legend}>
          <dt>
            {line.markers.map((m, i) => (
              <Fragment key={m.text}>
                {i > 0 ? ' ' : null}
                <MarkerText marker={m} />
              </Fragment>
            ))}
          </dt>
          <dd>{line.legend}</dd>
        </div>
      ))}
      <div>
        <dt className={styles.legendWeekend}>土・日</dt>
        <dd>週末</dd>
      </div>
      <div>
        <dt>未設定</dt>
        <dd>在庫なし（編集すると客室タイプの既定値で作成）</dd>
      </div>
    </dl>
  );
}

/**
 * Room types (rows) × nights (columns). The first column and the date row stay in place while the
 * grid scrolls; each cell links to the bulk-edit form filled in for that night alone.
 */
export function RatesGrid({ calendar, editLink }: { calendar: RatesCalendar; editLink: (roomType: string, date: string) => string }) {
  const planNames = new Map(calendar.ratePlans.map((p) => [p.code, p.name]));
  return (
    <div className={styles.scroller} role="region" aria-label="料金・在庫カレンダー（横にスクロールできます）" tabIndex={0}>
      <table className={styles.grid}>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              客室タイプ
            </th>
            {calendar.dates.map((d) => (
              <th key={d.date} scope="col" className={styles.date} data-weekend={isWeekend(d.weekday) || undefined} data-weekday={d.weekday} data-today={d.date === calendar.today || undefined}>
                <span className={styles.day}>{dayLabel(d.date)}</span>
                <span className={styles.weekday}>{WEEKDAY_LABELS[d.weekday]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.roomTypes.map((room) => (
            <tr key={room.code}>
              <th scope="row" className={styles.room}>
                <span className={styles.roomName}>{room.name}</span>
                <span className={styles.roomCode}>{room.code}</span>
              </th>
              {room.nights.map((cell, i) => {
                const date = calendar.dates[i]!;
                if (!cell) {
                  return (
                    <td key={date.date} className={styles.cell} data-weekend={isWeekend(date.weekday) || undefined} data-empty>
                      <Link to={editLink(room.code, date.date)} className={styles.editLink}>
                        <span className="visually-hidden">{`${room.code} ${date.date} を編集：`}</span>
                        未設定
                      </Link>
                    </td>
                  );
                }
                const marks = markers(cell);
                return (
                  <td key={date.date} className={styles.cell} data-weekend={isWeekend(date.weekday) || undefined} data-stop={cell.stopSell || undefined} data-full={cell.available === 0 || undefined}>
                    {/* Named by its words, not aria-label: the name holds what the cell shows (WCAG 2.5.3). */}
                    <Link to={editLink(room.code, date.date)} className={styles.editLink}>
                      <span className="visually-hidden">{`${room.code} ${date.date} を編集：空室 `}</span>
                      <b>{cell.available}</b>/{cell.totalRooms}
                    </Link>
                    <span className={styles.sold}>売 {cell.soldRooms}</span>
                    <span className={styles.price}>{formatCny(cell.price)}</span>
                    {marks.length > 0 ? (
                      <span className={styles.markers}>
                        {marks.map((m) => (
                          <MarkerText key={m.text} marker={m} />
                        ))}
                      </span>
                    ) : null}
                    <details className={styles.plans}>
                      <summary>プラン</summary>
                      <ul>
                        {cell.planPrices.map((p) => (
                          <li key={p.rateCode}>
                            <span title={planNames.get(p.rateCode)}>{p.rateCode}</span> {formatCny(p.price)}
                          </li>
                        ))}
                      </ul>
                    </details>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
