import { PAYMENT_LABELS } from '@hotel/shared/constants';
import { orderSourceLabel } from '@hotel/shared/schemas/admin/desk-booking';
import { ORDER_STATE_LABELS } from '@hotel/shared/schemas/admin/orders';
import type { OrderRow } from '../orders/index.ts';

/** Excel opens a UTF-8 file as UTF-8 only with the byte order mark. */
const BOM = '\uFEFF';

const COLUMNS: [string, (row: OrderRow) => string | number | null][] = [
  ['予約番号', (r) => r.orderNo],
  ['状態', (r) => ORDER_STATE_LABELS[r.state] ?? String(r.state)],
  ['宿泊者名', (r) => r.revUser],
  ['電話番号', (r) => r.mobile],
  ['客室タイプ', (r) => r.roomTypeName],
  ['プラン', (r) => r.rateName],
  ['到着日', (r) => r.checkIn],
  ['出発日', (r) => r.checkOut],
  ['泊数', (r) => r.nights],
  ['室数', (r) => r.roomQty],
  ['支払方法', (r) => PAYMENT_LABELS[r.payment]],
  ['支払', (r) => (r.payResult === 1 ? '支払済' : '未払い')],
  ['金額（元）', (r) => r.actualAmount],
  ['チェックイン', (r) => r.checkedInAt?.toISOString() ?? ''],
  ['チェックアウト', (r) => r.checkedOutAt?.toISOString() ?? ''],
  ['ノーショー理由', (r) => r.noShowReason ?? ''],
  ['請求額（元）', (r) => r.noShowCharge ?? r.cancelCharge ?? ''],
  ['ご要望', (r) => r.remark],
  ['予約日時', (r) => r.createdAt.toISOString()],
  // Where it was booked; a channel order names its travel site and the channel manager's reservation id (issue 26).
  ['受付', (r) => orderSourceLabel(r)],
  ['チャネル予約番号', (r) => r.channelResId ?? ''],
  ['オーバーブッキング', (r) => (r.overbookedNights?.length ? r.overbookedNights.map((n) => `${n.date} ${n.qty}室`).join(' / ') : '')],
];

/**
 * One cell: a text that a spreadsheet would read as a formula (= + - @, or a tab / carriage
 * return that some of them strip first) gets a leading apostrophe; then quoted when it holds a
 * comma, a quote or a line break.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The orders as a CSV file for Excel: BOM, Japanese headers, CRLF line ends. */
export function ordersCsv(rows: OrderRow[]): string {
  const lines = [COLUMNS.map(([header]) => csvCell(header)), ...rows.map((row) => COLUMNS.map(([, value]) => csvCell(value(row))))];
  return BOM + lines.map((cells) => cells.join(',')).join('\r\n') + '\r\n';
}
