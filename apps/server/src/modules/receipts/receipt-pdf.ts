import PDFDocument from 'pdfkit';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { SiteLanguage } from '@hotel/shared/site-language';
import type { ChargeParts } from '@hotel/shared/taxes';
import { receiptFont } from './receipt-font.ts';
import { receiptWords } from './receipt-words/index.ts';

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
  /** The order's language (decision 0074): the printed words; Japanese when absent. */
  language?: SiteLanguage;
}

const FONT = 'receipt';
const INK = '#1a1a1a';
const MUTED = '#555555';
const RULE = '#999999';
const ACCENT = '#b3261e';

/**
 * The receipt as a one-page A5 PDF (decision 0070), drawn with the committed font alone. The same
 * content gives the same bytes: the dates in the document's information are the issue's, and
 * pdfkit derives the file ID and the font subset's tag from them.
 */
export function receiptPdf(r: ReceiptContent): Promise<Buffer> {
  const words = receiptWords(r.language ?? 'ja');
  const doc = new PDFDocument({
    size: 'A5',
    margin: 36,
    autoFirstPage: false,
    lang: words.pdfLang,
    displayTitle: true,
    info: {
      Title: words.infoTitle(r.receiptNo, r.issueNo),
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
  doc.fontSize(22).text(words.title, left, 40, { width, align: 'center', characterSpacing: words.titleSpacing });
  if (r.issueNo > 1) {
    const label = words.reissue(r.issueNo);
    doc.fontSize(10);
    const w = doc.widthOfString(label) + 12;
    doc.rect(right - w, 38, w, 20).lineWidth(1).strokeColor(ACCENT).stroke();
    doc.fillColor(ACCENT).text(label, right - w, 43, { width: w, align: 'center' }).fillColor(INK);
  }
  doc.fontSize(9).fillColor(MUTED);
  doc.text(`No. ${r.receiptNo}`, left, 76, { width, align: 'right' });
  doc.text(words.issuedOn(hotelToday(r.issuedAt)), left, 89, { width, align: 'right' });

  // 宛名.
  doc.fillColor(INK).fontSize(14);
  const addressee = words.addressee(r.addressee, r.honorific);
  doc.text(addressee, left, 112, { width: width * 0.75, lineBreak: false, ellipsis: true });
  doc.moveTo(left, 132).lineTo(left + width * 0.75, 132).lineWidth(0.8).strokeColor(INK).stroke();

  // The amount, large, in a box.
  const boxTop = 148;
  doc.rect(left, boxTop, width, 44).lineWidth(1.2).strokeColor(INK).stroke();
  doc.fontSize(10).text(words.amount, left + 12, boxTop + 17);
  doc.fontSize(22).text(words.money(r.amount), left, boxTop + 9, { width: width - 16, align: 'right' });
  doc.fontSize(8).fillColor(MUTED).text(words.taxIncluded, left, boxTop + 48, { width, align: 'right' }).fillColor(INK);

  doc.fontSize(10.5).text(words.proviso(r.proviso), left, boxTop + 64, { width, lineBreak: false, ellipsis: true });
  doc.text(words.received, left, boxTop + 82, { width });

  // The breakdown.
  let y = boxTop + 112;
  doc.fontSize(9).fillColor(MUTED).text(words.breakdown, left, y);
  y += 14;
  const rows: [string, number][] = [
    [words.parts.room, r.charges.room],
    [words.parts.service, r.charges.service],
    [words.parts.vat, r.charges.vat],
  ];
  const tableWidth = width * 0.6;
  doc.fillColor(INK).fontSize(10);
  for (const [label, value] of rows) {
    doc.text(label, left + 8, y, { width: tableWidth / 2 });
    doc.text(words.money(value), left, y, { width: tableWidth, align: 'right' });
    y += 16;
    doc.moveTo(left, y - 3).lineTo(left + tableWidth, y - 3).lineWidth(0.4).strokeColor(RULE).stroke();
  }
  doc.text(words.total, left + 8, y + 1, { width: tableWidth * 0.7 });
  doc.text(words.money(r.amount), left, y + 1, { width: tableWidth, align: 'right' });
  y += 28;

  // Payment and stay.
  const line = (label: string, value: string) => {
    doc.fontSize(9).fillColor(MUTED).text(label, left, y, { width: 70 });
    doc.fillColor(INK).text(value, left + 72, y, { width: width - 72 });
    y = doc.y + 5;
  };
  line(words.paymentMethod, r.paymentMethod);
  line(words.stay, words.stayValue(r.hotel.name, r.stay.roomTypeName, r.stay.roomQty));
  line(words.stayDates, words.dates(r.stay.checkIn, r.stay.checkOut, r.stay.nights));
  line(words.orderNo, r.stay.orderNo);

  // The issuer.
  const issuerTop = doc.page.height - doc.page.margins.bottom - 70;
  doc.moveTo(left + width * 0.35, issuerTop - 8).lineTo(right, issuerTop - 8).lineWidth(0.4).strokeColor(RULE).stroke();
  const issuerLeft = left + width * 0.35;
  const issuerWidth = width * 0.65;
  doc.fontSize(8).fillColor(MUTED).text(words.issuer, issuerLeft, issuerTop, { width: issuerWidth });
  doc.fontSize(11).fillColor(INK).text(r.hotel.name, issuerLeft, issuerTop + 11, { width: issuerWidth });
  doc.fontSize(8.5).text(words.address(r.hotel.zipCode, r.hotel.address), issuerLeft, doc.y + 2, { width: issuerWidth });
  doc.text(`TEL ${r.hotel.tel}`, issuerLeft, doc.y + 1, { width: issuerWidth });

  doc.end();
  return done;
}
