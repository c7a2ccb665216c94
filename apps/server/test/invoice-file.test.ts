import { describe, expect, it } from 'vitest';
import { PNG_BYTES, smallOfd, smallPdf, zipOf } from './helpers/invoice-files.ts';
import { invoiceFileTypeOf } from '../src/modules/fapiao/invoice-file.ts';

describe('invoiceFileTypeOf', () => {
  it('knows a PDF and an OFD by their bytes', () => {
    expect(invoiceFileTypeOf(smallPdf())).toBe('pdf');
    expect(invoiceFileTypeOf(smallOfd())).toBe('ofd');
  });

  it('refuses a PDF cut short (no %%EOF) and text that only starts like one', () => {
    const pdf = smallPdf();
    expect(invoiceFileTypeOf(pdf.subarray(0, pdf.length - 10))).toBeNull();
    expect(invoiceFileTypeOf(Buffer.from('%PDF-no version\n%%EOF'))).toBeNull();
  });

  it('refuses a ZIP without OFD.xml at its root, a PNG and a broken ZIP', () => {
    expect(invoiceFileTypeOf(zipOf({ 'doc/OFD.xml': '<x/>', 'a.txt': 'a' }))).toBeNull();
    expect(invoiceFileTypeOf(PNG_BYTES)).toBeNull();
    const ofd = smallOfd();
    expect(invoiceFileTypeOf(ofd.subarray(0, ofd.length - 30))).toBeNull();
    expect(invoiceFileTypeOf(Buffer.alloc(0))).toBeNull();
  });
});
