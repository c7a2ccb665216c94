import { NOTICE_KIND_LABELS } from '@hotel/shared/schemas/admin/notices';
import { priceLines } from '@hotel/shared/discounts';
import { escapeHtml, mailHtmlBody, mailText } from '../../lib/mail-body.ts';
import type { AmendedStayFacts, AmendmentFacts } from '../confirmations/index.ts';
import type { StayFacts } from '../orders/index.ts';

/** A booking as the hotel is told of it (read from the order when the job sends it). */
export interface OrderNoticeView extends StayFacts {
  kind: 'booked' | 'changed' | 'cancelled' | 'overbooked';
  hotelName: string;
  arrivalTime: string | null;
  remark: string;
  /** A change: the amendment told (before and after), when orders' port found it; otherwise the booking as it now is. */
  change?: AmendmentFacts;
  /** An overbooked channel order (decision 0063): its travel site, reservation id, and the rooms of each night it could not take. */
  channel?: { name: string; resId: string; short: Array<{ date: string; qty: number }> };
}

/** A meeting request as the hotel is told of it. */
export interface MeetingNoticeView {
  kind: 'meeting';
  id: number;
  hotelName: string;
  applyName: string;
  contactPhone: string;
  meetingType: string;
  peopleNums: string;
  beginTime: Date;
  endTime: Date;
  note: string;
}

/** An alert to the group administrator: only facts that name no guest. */
export interface AlertNoticeView {
  kind: 'job-failed' | 'reconciliation' | 'channel-failing' | 'webhook-failing';
  detail: Record<string, unknown>;
}

export type NoticeView = OrderNoticeView | MeetingNoticeView | AlertNoticeView;

export interface NoticeMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'フェルトン・ホテルズ';
const HOTEL_OFFSET_MS = 8 * 3_600_000;
const yuan = (amount: number) => `${amount.toLocaleString('ja-JP')}元`;
const slash = (date: string) => date.replaceAll('-', '/');
/** An instant in hotel time (UTC+8, no daylight saving): 2026/12/24 09:00. */
export const hotelTime = (at: Date) => new Date(at.getTime() + HOTEL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ').replaceAll('-', '/');

const paymentOf = (v: OrderNoticeView) => (v.payment === 'hotel' ? '現地払い' : v.paid ? '事前決済（支払い済み）' : '事前決済（未払い）');
const guestWords = (v: OrderNoticeView): [string, string][] => [
  ...(v.arrivalTime ? ([['到着予定', v.arrivalTime]] as [string, string][]) : []),
  ...(v.remark ? ([['ご要望', v.remark]] as [string, string][]) : []),
];

function orderRows(v: OrderNoticeView): [string, string][] {
  return [
    ['予約番号', v.orderNo],
    ['ご宿泊者', `${v.guestName} 様`],
    ['日程', `${slash(v.checkIn)} 〜 ${slash(v.checkOut)}（${v.nights}泊）`],
    ['客室', `${v.roomTypeName} × ${v.roomQty}室`],
    ['料金プラン', `${v.rateName}（${v.breakfast}）`],
    ['人数', `大人${v.adultNum}名${v.childrenNum ? `・子供${v.childrenNum}名` : ''}`],
    ...priceLines(v, yuan, '金額'),
    ['お支払い', paymentOf(v)],
    ...guestWords(v),
  ];
}

/** An overbooked channel order: where it came from and what is missing. */
function channelRows(v: OrderNoticeView): [string, string][] {
  if (!v.channel) return [];
  return [
    ['販売サイト', v.channel.name],
    ['チャネル予約番号', v.channel.resId],
    ['不足する客室', v.channel.short.map((n) => `${slash(n.date)} ${n.qty}室`).join('、')],
  ];
}

/** One fact of a change: the value when the change kept it, `before → after` when it did not. */
function beforeAfter(change: AmendmentFacts, fact: (stay: AmendedStayFacts) => string): string {
  const [before, after] = [fact(change.before), fact(change.after)];
  return before === after ? after : `${before} → ${after}`;
}

const signedYuan = (amount: number) => (amount === 0 ? '差額なし' : `${amount > 0 ? '+' : '−'}${yuan(Math.abs(amount))}`);

/** A change, briefly: each fact as before → after, the money, who changed it and why. */
function changeRows(v: OrderNoticeView, change: AmendmentFacts): [string, string][] {
  const money: [string, string][] = [
    ['差額', signedYuan(change.difference)],
    ...(change.toPay > 0 ? ([['差額のお支払い', yuan(change.toPay)]] as [string, string][]) : []),
    ...(change.refund > 0 ? ([['ご返金', yuan(change.refund)]] as [string, string][]) : []),
    ...(change.charge > 0 ? ([['キャンセル料', yuan(change.charge)]] as [string, string][]) : []),
    ['差額の取り扱い', change.rule],
  ];
  return [
    ['予約番号', v.orderNo],
    ['ご宿泊者', `${v.guestName} 様`],
    ['日程', beforeAfter(change, (s) => `${slash(s.checkIn)} 〜 ${slash(s.checkOut)}（${s.nights}泊）`)],
    ['客室', beforeAfter(change, (s) => `${s.roomTypeName} × ${s.roomQty}室`)],
    ['料金プラン', beforeAfter(change, (s) => `${s.rateName}（${s.breakfast}）`)],
    ['人数', beforeAfter(change, (s) => `大人${s.adultNum}名${s.childrenNum ? `・子供${s.childrenNum}名` : ''}`)],
    ['金額', beforeAfter(change, (s) => yuan(s.actualAmount))],
    ...money,
    ...(change.staffId === undefined ? [] : ([['変更の受付', change.staffId === null ? 'お客様（公式サイト）' : 'スタッフ']] as [string, string][])),
    ...(change.reason ? ([['変更理由', change.reason]] as [string, string][]) : []),
    ['お支払い', paymentOf(v)],
    ...guestWords(v),
  ];
}

function meetingRows(v: MeetingNoticeView): [string, string][] {
  return [
    ['受付番号', String(v.id)],
    ['お名前', `${v.applyName} 様`],
    ['電話番号', v.contactPhone],
    ['種類', v.meetingType],
    ['人数', `${v.peopleNums}名`],
    ['ご希望日時', `${hotelTime(v.beginTime)} 〜 ${hotelTime(v.endTime)}`],
    ...(v.note ? ([['ご要望', v.note]] as [string, string][]) : []),
  ];
}

const ALERT_LABELS: Record<string, string> = {
  job: 'ジョブ',
  attempts: '試行回数',
  error: 'エラーの種類',
  about: '対象',
  // A notice or confirmation that spent its attempts: its key and kind (or event).
  key: '対象',
  kind: '種類',
  payId: '決済番号',
  orderNo: '予約番号',
  what: '内容',
  ours: '当サイトの記録',
  theirs: '決済事業者の記録',
  // A channel manager connection failing (decision 0062).
  connection: '接続',
  // A PMS webhook endpoint failing (decision 0064).
  endpoint: '送信先',
  pending: '未配信のイベント',
  since: '失敗開始',
  message: '相手の応答',
};

function alertRows(v: AlertNoticeView): [string, string][] {
  return Object.entries(v.detail).map(([key, value]) => [ALERT_LABELS[key] ?? key, typeof value === 'string' ? value : JSON.stringify(value)]);
}

function changedBy(change: AmendmentFacts | undefined): string {
  if (!change) return 'ご予約の内容が変更されました。以下は変更後の内容です。';
  if (change.staffId === null) return 'お客様が公式サイトでご予約の内容を変更しました。';
  return change.staffId === undefined ? 'ご予約の内容が変更されました。' : 'スタッフがご予約の内容を変更しました。';
}

function lead(view: NoticeView, hotelName: string | null): string {
  switch (view.kind) {
    case 'booked':
      return `${hotelName} ご予約担当者様\n\n公式サイトで新しいご予約が確定しました。`;
    case 'changed':
      return `${hotelName} ご予約担当者様\n\n${changedBy(view.change)}`;
    case 'cancelled':
      return `${hotelName} ご予約担当者様\n\n以下のご予約がキャンセルされました。`;
    case 'overbooked':
      return `${hotelName} ご予約担当者様\n\nチャネルマネージャー経由で、空室のない日を含むご予約が届きました（オーバーブッキング）。お客様は販売サイトの予約確認をお持ちです。該当日はすべてのチャネルで販売を停止しました。お部屋の手配をお願いいたします。`;
    case 'meeting':
      return `${hotelName} ご担当者様\n\n公式サイトから会議・宴会のお問い合わせが届きました。お客様へのご連絡をお願いいたします。`;
    case 'job-failed':
      return 'グループ管理者様\n\nバックグラウンド処理が再試行の上限まで失敗しました。ログ（同じジョブ名または対象）をご確認ください。';
    case 'reconciliation':
      return 'グループ管理者様\n\n決済照合で当サイトと決済事業者の記録に差異が見つかりました。管理画面の予約とログをご確認ください。';
    case 'channel-failing':
      return 'グループ管理者様\n\nチャネルマネージャーへの送信が30分以上失敗しています。在庫・料金が各販売サイトに届いていません。管理画面の同期ログで相手の応答をご確認ください。';
    case 'webhook-failing':
      return 'グループ管理者様\n\nホテルのPMSへの予約の通知（Webhook）が30分以上届いていません。以降の予約も届かずに待っています。管理画面の「PMS連携（Webhook）」の配信ログで相手の応答をご確認ください。';
  }
}

function rowsOf(view: NoticeView): [string, string][] {
  switch (view.kind) {
    case 'meeting':
      return meetingRows(view);
    case 'changed':
      return view.change ? changeRows(view, view.change) : orderRows(view);
    case 'booked':
    case 'cancelled':
      return orderRows(view);
    case 'overbooked':
      return [...orderRows(view), ...channelRows(view)];
    default:
      return alertRows(view);
  }
}

const FOOTER = 'このメールは予約システムから自動で送信されています。内容は管理画面の「お知らせ」でも確認できます。';

/** The Japanese e-mail of one notice: subject, plain text and the same rows as HTML. */
export function noticeMail(view: NoticeView): NoticeMail {
  const title = NOTICE_KIND_LABELS[view.kind];
  const hotelName = 'hotelName' in view ? view.hotelName : null;
  const subject =
    view.kind === 'booked' || view.kind === 'changed' || view.kind === 'cancelled' || view.kind === 'overbooked'
      ? `【${BRAND}】${title}（予約番号 ${view.orderNo}）`
      : view.kind === 'meeting'
        ? `【${BRAND}】${title}（${view.hotelName}・受付番号 ${view.id}）`
        : `【${BRAND}・要確認】${title}`;
  const rows = rowsOf(view);
  const intro = lead(view, hotelName);
  const text = mailText(intro, rows, FOOTER);
  const html = `<!doctype html>
<html lang="ja">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
${mailHtmlBody(title, intro, rows, FOOTER, { preWrap: true })}`;
  return { subject, text, html };
}
