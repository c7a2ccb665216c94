import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { percentToBp, RATES_INCLUDE_LABELS, TAX_ORDER_LABELS, TAX_ROUNDING_LABELS, type AdminTaxRules, type TaxRulesSaveInput } from '@hotel/shared/schemas/admin/taxes';
import { chargesOnRoom, partsTotal, percentText, splitIncluded, type TaxRules } from '@hotel/shared/taxes';
import { notFound } from '../../lib/api-error.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { StoredTaxRules, TaxRulesRepository } from './tax-rules.repository.ts';

/** The rate the back office's example prices: a round figure staff recognise. */
const EXAMPLE_RATE = 1000;

/**
 * A hotel's service charge and VAT in the back office (issue 28, decision 0068). A save changes
 * what is sold from then on: holds and orders keep the rules they were priced under, and the
 * search caches and channel feeds hear of it from the table's triggers (migration 0031).
 */
export class TaxRulesService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly rules: TaxRulesRepository,
    private readonly hotels: HotelService,
    private readonly audit: AuditTrail,
  ) {}

  async get(hotelCode: string): Promise<AdminTaxRules> {
    const hotel = await this.memberHotel(hotelCode);
    return toAdmin(hotelCode, hotel.name, await this.rules.find(hotelCode));
  }

  async save(actor: AuditActor, input: TaxRulesSaveInput, now: Date): Promise<{ rules: AdminTaxRules; changed: boolean }> {
    const hotel = await this.memberHotel(input.hotel);
    const next: TaxRules = { serviceBp: percentToBp(input.servicePercent), vatBp: percentToBp(input.vatPercent), order: input.order, rounding: input.rounding, ratesInclude: input.ratesInclude === 'include' };
    return this.inTransaction(async (tx) => {
      await this.rules.lockHotel(tx, input.hotel);
      const before = await this.rules.find(input.hotel, tx);
      if (before.updatedAt && sameRules(before.rules, next)) return { rules: toAdmin(input.hotel, hotel.name, before), changed: false };
      const updatedAt = await this.rules.save(tx, input.hotel, next, now);
      await this.audit.record(tx, actor, {
        hotelCode: input.hotel,
        entity: 'tax_rules',
        entityId: input.hotel,
        action: before.updatedAt ? 'update' : 'create',
        before: before.updatedAt ? auditWords(before.rules) : null,
        after: auditWords(next),
      });
      return { rules: toAdmin(input.hotel, hotel.name, { rules: next, updatedAt }), changed: true };
    });
  }

  /** The group row (pro018) sells no rooms. */
  private async memberHotel(hotelCode: string) {
    const hotel = await this.hotels.requireHotel(hotelCode);
    if (hotel.isGroup) throw notFound(SERVER_MESSAGES.hotelNotFound);
    return hotel;
  }
}

const sameRules = (a: TaxRules, b: TaxRules) =>
  a.serviceBp === b.serviceBp && a.vatBp === b.vatBp && a.order === b.order && a.rounding === b.rounding && a.ratesInclude === b.ratesInclude;

/** The audit line in staff's words (the wording's field labels name them). */
function auditWords(rules: TaxRules) {
  return {
    servicePercent: `${percentText(rules.serviceBp)}%`,
    vatPercent: `${percentText(rules.vatBp)}%`,
    taxOrder: TAX_ORDER_LABELS[rules.order],
    taxRounding: TAX_ROUNDING_LABELS[rules.rounding],
    ratesInclude: RATES_INCLUDE_LABELS[rules.ratesInclude ? 'include' : 'exclude'],
  };
}

function toAdmin(hotel: string, hotelName: string, stored: StoredTaxRules): AdminTaxRules {
  const { rules } = stored;
  const parts = rules.ratesInclude ? splitIncluded(EXAMPLE_RATE, rules) : chargesOnRoom(EXAMPLE_RATE, rules);
  return {
    hotel,
    hotelName,
    rules,
    saved: stored.updatedAt !== null,
    updatedAt: stored.updatedAt?.toISOString() ?? null,
    example: { rate: EXAMPLE_RATE, total: partsTotal(parts), ...parts },
  };
}
