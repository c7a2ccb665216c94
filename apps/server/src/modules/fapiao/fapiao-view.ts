import type { FapiaoRequestView } from '@hotel/shared/schemas/fapiao';
import type { DocumentFacts, FapiaoRequestRow } from './fapiao.repository.ts';

const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** A request as the guest and staff read it. */
export function toRequestView(row: FapiaoRequestRow, document: DocumentFacts | undefined): FapiaoRequestView {
  return {
    id: row.id,
    state: row.state,
    buyerKind: row.buyerKind,
    invoiceType: row.invoiceType,
    title: row.title,
    taxNo: row.taxNo,
    email: row.email,
    companyAddress: row.companyAddress,
    companyPhone: row.companyPhone,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    rejectReason: row.rejectReason,
    createdAt: row.createdAt.toISOString(),
    issuedAt: isoOrNull(row.issuedAt),
    sentAt: isoOrNull(row.sentAt),
    document: document ?? null,
  };
}

/** A unique violation (SQLSTATE 23505) through Drizzle's wrapper: here, a second open request for one order. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
