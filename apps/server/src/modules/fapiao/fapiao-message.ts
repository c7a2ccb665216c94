import { escapeHtml, mailHtmlBody, mailText, type MailRow } from '../../lib/mail-body.ts';
import type { FapiaoOrder } from './fapiao-ports.ts';

/** What the guest is told when the e-invoice is ready (送付済) or the request was sent back (差戻し). */
export interface FapiaoNoticeFacts {
  order: Pick<FapiaoOrder, 'id' | 'orderNo' | 'revUser' | 'checkIn' | 'checkOut' | 'nights'>;
  hotelName: string;
  /** The history page of the order's fapiao, where the file is downloaded or asked for again. */
  url: string;
  /** 差戻し: the reason staff gave. */
  reason?: string;
}

const BRAND = 'フェルトン・ホテルズ';
const slash = (date: string) => date.replaceAll('-', '/');
const FOOTER = `このメールは${BRAND}の予約システムから送信されています。发票のファイルは会員ページからのみダウンロードできます。`;

export function fapiaoSmsText({ order, hotelName, reason }: FapiaoNoticeFacts): string {
  return reason === undefined
    ? `【${BRAND}】${hotelName}のご予約（予約番号${order.orderNo}）の发票を発行しました。会員ページの予約履歴からダウンロードいただけます。`
    : `【${BRAND}】${hotelName}のご予約（予約番号${order.orderNo}）の发票のご依頼を差戻しました。理由は会員ページの予約履歴でご確認ください。`;
}

export function fapiaoMail({ order, hotelName, url, reason }: FapiaoNoticeFacts): { subject: string; text: string; html: string } {
  const issued = reason === undefined;
  const title = issued ? '发票（电子发票）発行のお知らせ' : '发票のご依頼の差戻し';
  const subject = `【${BRAND}】${title}（予約番号 ${order.orderNo}）`;
  const lead = issued
    ? `${order.revUser} 様\n\n${hotelName}のご予約の发票（电子发票）を発行しました。下記の会員ページからダウンロードしてください。`
    : `${order.revUser} 様\n\n${hotelName}のご予約の发票のご依頼を、下記の理由により差戻しました。内容をご確認のうえ、会員ページから再度ご依頼ください。`;
  const rows: MailRow[] = [
    ['ホテル', hotelName],
    ['予約番号', order.orderNo],
    ['日程', `${slash(order.checkIn)} 〜 ${slash(order.checkOut)}（${order.nights}泊）`],
    ...(issued ? [] : ([['差戻しの理由', reason]] as MailRow[])),
    ['会員ページ', url],
  ];
  const html = `<!doctype html>
<html lang="ja">
<head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
${mailHtmlBody(title, lead, rows, FOOTER)}`;
  return { subject, text: mailText(lead, rows, FOOTER), html };
}
