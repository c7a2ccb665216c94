import { escapeHtml, mailHtmlBody, mailText, type MailRow } from '../../lib/mail-body.ts';
import type { OrderRow } from '../orders/index.ts';

/** What a payment link's SMS and e-mail say: the booking, the amount, until when, and the link. */
export interface PayLinkFacts {
  order: Pick<OrderRow, 'orderNo' | 'revUser' | 'checkIn' | 'checkOut' | 'nights' | 'roomTypeName' | 'rateName' | 'roomQty' | 'actualAmount'>;
  hotelName: string;
  url: string;
  /** The link's end: the order's pay deadline, or the open window of a pay-at-hotel order. */
  expiresAt: Date;
}

const BRAND = 'フェルトン・ホテルズ';
const HOTEL_OFFSET_MS = 8 * 3_600_000;
const yuan = (amount: number) => `${amount.toLocaleString('ja-JP')}元`;
const slash = (date: string) => date.replaceAll('-', '/');
/** An instant in hotel time (UTC+8, no daylight saving): 2026/12/24 09:00. */
const hotelTime = (at: Date) => new Date(at.getTime() + HOTEL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ').replaceAll('-', '/');

/** The console provider's text (the Chinese providers fill SMS_TEMPLATE_PAYLINK instead). */
export function payLinkSmsText({ order, hotelName, url, expiresAt }: PayLinkFacts): string {
  return `【${BRAND}】${hotelName}のご予約（予約番号${order.orderNo}、${slash(order.checkIn)}から${order.nights}泊）のお支払い${yuan(order.actualAmount)}はこちらから：${url} 有効期限 ${hotelTime(expiresAt)}（現地時間）`;
}

const FOOTER = `このメールは${BRAND}の予約システムから送信されています。お心当たりのない場合は破棄してください。リンクはご本人以外に教えないでください。`;

/** The e-mail: subject, plain text and HTML with the link as a button. */
export function payLinkMail({ order, hotelName, url, expiresAt }: PayLinkFacts): { subject: string; text: string; html: string } {
  const title = 'お支払いのお願い';
  const subject = `【${BRAND}】${title}（予約番号 ${order.orderNo}）`;
  const lead = `${order.revUser} 様\n\n${hotelName}をご予約いただきありがとうございます。下記のページから、お支払い期限までにお支払いください（会員ログインは不要です）。`;
  const rows: MailRow[] = [
    ['ホテル', hotelName],
    ['予約番号', order.orderNo],
    ['日程', `${slash(order.checkIn)} 〜 ${slash(order.checkOut)}（${order.nights}泊）`],
    ['客室', `${order.roomTypeName} × ${order.roomQty}室`],
    ['料金プラン', order.rateName],
    ['お支払い金額', yuan(order.actualAmount)],
    ['お支払い期限', `${hotelTime(expiresAt)}（現地時間）`],
    ['お支払いページ', url],
  ];
  const text = mailText(lead, rows, FOOTER);
  const button = `<p style="margin:16px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 20px;background:#1d2a3a;color:#fff;text-decoration:none">お支払いページを開く</a></p>\n<table`;
  const html = `<!doctype html>
<html lang="ja">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
${mailHtmlBody(title, lead, rows, FOOTER).replace('<table', button)}`;
  return { subject, text, html };
}
