/**
 * The receipt's printed words in one language (decision 0074): one table per language with this
 * shape, so a label missing in one does not compile; receipt-pdf.ts keeps the layout.
 */
export interface ReceiptWords {
  /** The PDF's /Lang. */
  pdfLang: string;
  title: string;
  /** The title's letter spacing (wide for 領収書's three characters, none for a word). */
  titleSpacing: number;
  /** The document's title in its information: the number, and the issue when re-issued. */
  infoTitle(receiptNo: string, issueNo: number): string;
  reissue(issueNo: number): string;
  issuedOn(date: string): string;
  addressee(name: string, honorific: string): string;
  amount: string;
  taxIncluded: string;
  proviso(text: string): string;
  received: string;
  breakdown: string;
  parts: { room: string; service: string; vat: string };
  total: string;
  paymentMethod: string;
  stay: string;
  stayValue(hotelName: string, roomTypeName: string, roomQty: number): string;
  stayDates: string;
  dates(checkIn: string, checkOut: string, nights: number): string;
  orderNo: string;
  issuer: string;
  address(zipCode: string, address: string): string;
  money(amount: number): string;
}
