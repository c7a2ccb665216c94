import PDFDocument from 'pdfkit';
import { formatCny } from '@hotel/shared/money';
import { hotelToday } from '@hotel/shared/hotel-date';
import { CHARGE_PART_LABELS, TAX_INCLUDED_LABEL, type ChargeParts } from '@hotel/shared/taxes';
import { receiptFont } from './receipt-font.ts';

/** Everything a receipt prints, decided before the PDF is drawn. */
export interface ReceiptContent {
  receiptNo: string;
  issueNo: number;
  issuedAt: Date;
  addressee: string;
  honorific: string;
  proviso: string;
  amount: number;
  charges: ChargeParts;
  paymentMethod: string;
  stay: { orderNo: string; roomTypeName: string; roomQty: number; checkIn: string; checkOut: string; nights: number };
  hotel: { name: string; address: string; zipCode: string; tel: string };
}

const FONT = 'receipt';
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#999999';
const ACCENT = '#b3261e';

const japaneseDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-');
  return `${y}年${Number(m)}月${Number(d)}日`;
};

/**
 * The receipt as a one-page A5 PDF (decision 0070), drawn with the committed font alone. The same
 * content gives the same bytes: the dates in the document's information are the issue's, and
 * pdfkit derives the file ID and the font subset's tag from them.
 */
export function receiptPdf(r: ReceiptContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    autoFirstPage: false,
    lang: 'ja',
    displayTitle: true,
    info: {
      Title: `領収書 No. ${r.receiptNo}${r.issueNo > 1 ? `（再発行 ${r.issueNo}）` : ''}`,
      Author: r.hotel.name,
      Subject: `${r.stay.orderNo}`,
      CreationDate: r.issuedAt,
      ModDate: r.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont(FONT, receiptFont().bytes);
  doc.addPage();
  doc.font(FONT).fillColor(INK);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const right = left + width;

  // Title, and the re-issue mark.
  doc.fontSize(22).text('領収書', left, 40, { width, align: 'center', characterSpacing: 8 });
  if (r.issueNo > 1) {
    const label = `再発行（第${r.issueNo}版）`;
    doc.fontSize(10);
    const w = doc.widthOfString(label) + 12;
    doc.rect(right - w, 38, w, 20).lineWidth(1).strokeColor(ACCENT).stroke();
    doc.fillColor(ACCENT).text(label, right - w, 43, { width: w, align: 'center' }).fillColor(INK);
  }
  doc.fontSize(9).fillColor(MUTED);
  doc.text(`No. ${r.receiptNo}`, left, 76, { width, align: 'right' });
  doc.text(`発行日　${japaneseDate(hotelToday(r.issuedAt))}`, left, 89, { width, align: 'right' });

  // 宛名.
  doc.fillColor(INK).fontSize(14);
  const addressee = `${r.addressee}　${r.honorific}`;
  doc.text(addressee, left, 112, { width: width * 0.75, lineBreak: false, ellipsis: true });
  doc.moveTo(left, 132).lineTo(left + width * 0.75, 132).lineWidth(0.8).strokeColor(INK).stroke();

  // The amount, large, in a box.
  const boxTop = 148;
  doc.rect(left, boxTop, width, 44).lineWidth(1.2).strokeColor(INK).stroke();
  doc.fontSize(10).text('金額', left + 12, boxTop + 17);
  doc.fontSize(22).text(formatCny(r.amount), left, boxTop + 9, { width: width - 16, align: 'right' });
  doc.fontSize(8).fillColor(MUTED).text(`（${TAX_INCLUDED_LABEL}）`, left, boxTop + 48, { width, align: 'right' }).fillColor(INK);

  doc.fontSize(10.5).text(`但し　${r.proviso}`, left, boxTop + 64, { width, lineBreak: false, ellipsis: true });
  doc.text('上記正に領収いたしました', left, boxTop + 82, { width });

  // The breakdown.
  let y = boxTop + 112;
  doc.fontSize(9).fillColor(MUTED).text('内訳', left, y);
  y += 14;
  const rows: [string, number][] = [
    [CHARGE_PART_LABELS.room, r.charges.room],
    [CHARGE_PART_LABELS.service, r.charges.service],
    [CHARGE_PART_LABELS.vat, r.charges.vat],
  ];
  const tableWidth = width * 0.6;
  doc.fillColor(INK).fontSize(10);
  for (const [label, value] of rows) {
    doc.text(label, left + 8, y, { width: tableWidth / 2 });
    doc.text(formatCny(value), left, y, { width: tableWidth, align: 'right' });
    y += 16;
    doc.moveTo(left, y - 3).lineTo(left + tableWidth, y - 3).lineWidth(0.4).strokeColor(RULE).stroke();
  }
  doc.text(`合計（${TAX_INCLUDED_LABEL}）`, left + 8, y + 1, { width: tableWidth * 0.7 });
  doc.text(formatCny(r.amount), left, y + 1, { width: tableWidth, align: 'right' });
  y += 28;

  // Payment and stay.
  const line = (label: string, value: string) => {
    doc.fontSize(9).fillColor(MUTED).text(label, left, y, { width: 70 });
    doc.fillColor(INK).text(value, left + 72, y, { width: width - 72 });
    y = doc.y + 5;
  };
  line('お支払い方法', r.paymentMethod);
  line('ご宿泊', `${r.hotel.name}　${r.stay.roomTypeName} × ${r.stay.roomQty}室`);
  line('ご宿泊日', `${japaneseDate(r.stay.checkIn)}～${japaneseDate(r.stay.checkOut)}（${r.stay.nights}泊）`);
  line('予約番号', r.stay.orderNo);

  // The issuer.
  const issuerTop = doc.page.height - doc.page.margins.bottom - 70;
  doc.moveTo(left + width * 0.35, issuerTop - 8).lineTo(right, issuerTop - 8).lineWidth(0.4).strokeColor(RULE).stroke();
  const issuerLeft = left + width * 0.35;
  const issuerWidth = width * 0.65;
  doc.fontSize(8).fillColor(MUTED).text('発行', issuerLeft, issuerTop, { width: issuerWidth });
  doc.fontSize(11).fillColor(INK).text(r.hotel.name, issuerLeft, issuerTop + 11, { width: issuerWidth });
  doc.fontSize(8.5).text(`〒${r.hotel.zipCode}　${r.hotel.address}`, issuerLeft, doc.y + 2, { width: issuerWidth });
  doc.text(`TEL ${r.hotel.tel}`, issuerLeft, doc.y + 1, { width: issuerWidth });

  doc.end();
  return done;
}
