/**
 * What an uploaded e-invoice is, judged by its bytes alone (never its name or the browser's MIME
 * type, which anyone can set): a PDF (版式文件 as PDF) or an OFD (GB/T 33190, China's own layout
 * format: a ZIP whose root holds OFD.xml). Anything else, a renamed PNG included, is no invoice.
 */
export type InvoiceFileType = 'pdf' | 'ofd';

const PDF_HEAD = /^%PDF-\d\.\d/;
// A PDF ends with %%EOF, perhaps followed by a line break or some padding; incremental saves
// may append more, so the marker is looked for near the end, not at the very last byte.
const PDF_TAIL_WINDOW = 1024;

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP_DIRECTORY_ENTRY = 0x02014b50;
// The end record is 22 bytes plus a comment of at most 65535.
const ZIP_END_WINDOW = 22 + 65535;

export function invoiceFileTypeOf(bytes: Buffer): InvoiceFileType | null {
  if (looksLikePdf(bytes)) return 'pdf';
  if (zipEntryNames(bytes)?.includes('OFD.xml')) return 'ofd';
  return null;
}

function looksLikePdf(bytes: Buffer): boolean {
  if (!PDF_HEAD.test(bytes.subarray(0, 16).toString('latin1'))) return false;
  return bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_WINDOW)).toString('latin1').includes('%%EOF');
}

/** The names in a ZIP's central directory, or null when the bytes are not a readable ZIP. */
function zipEntryNames(bytes: Buffer): string[] | null {
  if (bytes.length < 22 || bytes.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - ZIP_END_WINDOW); at--) {
    if (bytes.readUInt32LE(at) === ZIP_END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const size = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  if (at + size > end) return null;
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || bytes.readUInt32LE(at) !== ZIP_DIRECTORY_ENTRY) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > end) return null;
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
