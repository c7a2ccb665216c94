import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { TAX_BP_MAX, TAX_ORDERS, TAX_ROUNDINGS, type TaxOrder, type TaxRounding } from '../../taxes.ts';
import { hotelCode } from '../hotel.ts';

/**
 * A hotel's service charge and VAT in the back office (/adminapi/v1/taxes*, permission taxes.edit,
 * per hotel; decision 0068). Rates are entered as percentages with at most two decimals and kept
 * in hundredths of a percent. The save takes JSON and the posted form alike.
 */

export const TAX_MESSAGES = {
  serviceInvalid: `サービス料率は 0〜${TAX_BP_MAX / 100}% の数値（小数点以下2桁まで）で入力してください`,
  vatInvalid: `増値税率は 0〜${TAX_BP_MAX / 100}% の数値（小数点以下2桁まで）で入力してください`,
  orderInvalid: '税とサービス料のかけ方を選んでください',
  roundingInvalid: '端数処理を選んでください',
  includeInvalid: '登録済みの料金に税・サービス料が含まれているかを選んでください',
  saved: '税・サービス料の設定を保存しました。これから販売する料金に適用されます（予約済みの料金は変わりません）',
  unchanged: '変更はありませんでした（すでに同じ設定です）',
} as const;

export const TAX_ORDER_LABELS: Record<TaxOrder, string> = {
  service_then_vat: 'サービス料を加えた額に増値税（中国の一般的な方式）',
  both_on_room: '室料にそれぞれ加算',
};

export const TAX_ROUNDING_LABELS: Record<TaxRounding, string> = {
  night: '1泊ごとに1元単位で四捨五入',
  stay: '滞在全体で1元単位で四捨五入（端数は初泊に計上）',
};

/** Whether the stored rates already include both: 'include' (the default) or 'exclude'. */
export const RATES_INCLUDE_LABELS = { include: '登録料金は税・サービス料込み（そのまま販売）', exclude: '登録料金は税・サービス料別（販売時に加算）' } as const;

/**
 * A percentage as typed ("10", "6.5", "0.25") or as JSON: at most two decimals, 0 … TAX_BP_MAX / 100.
 * The output is the percentage as a number, which parses again to itself (the back office's form
 * sends the schema's output to the API); the service keeps it in hundredths (percentToBp).
 */
function percent(message: string) {
  return z
    .union([z.number(), z.string().trim()], { error: message })
    .transform((v) => String(v))
    .pipe(z.string().regex(/^\d{1,2}(\.\d{1,2})?$/, message))
    .transform(Number)
    .pipe(z.number().min(0, message).max(TAX_BP_MAX / 100, message));
}

/** 6.5 → 650. */
export const percentToBp = (value: number) => Math.round(value * 100);

/** The field a refusal's message belongs to, so the form shows it there. */
export const TAX_FIELD_OF_MESSAGE: Record<string, string> = {
  [TAX_MESSAGES.serviceInvalid]: 'servicePercent',
  [TAX_MESSAGES.vatInvalid]: 'vatPercent',
  [TAX_MESSAGES.orderInvalid]: 'order',
  [TAX_MESSAGES.roundingInvalid]: 'rounding',
  [TAX_MESSAGES.includeInvalid]: 'ratesInclude',
};

export const taxRulesQuery = z.object({ hotel: hotelCode });

export const taxRulesSaveInput = z.object({
  hotel: hotelCode,
  servicePercent: percent(TAX_MESSAGES.serviceInvalid),
  vatPercent: percent(TAX_MESSAGES.vatInvalid),
  order: z.enum(TAX_ORDERS, { error: TAX_MESSAGES.orderInvalid }),
  rounding: z.enum(TAX_ROUNDINGS, { error: TAX_MESSAGES.roundingInvalid }),
  ratesInclude: z.enum(['include', 'exclude'], { error: TAX_MESSAGES.includeInvalid }),
});
export type TaxRulesSaveInput = z.infer<typeof taxRulesSaveInput>;

const taxRules = z.object({
  serviceBp: z.number().int(),
  vatBp: z.number().int(),
  order: z.enum(TAX_ORDERS),
  rounding: z.enum(TAX_ROUNDINGS),
  ratesInclude: z.boolean(),
});

/** One stored rate as a guest would pay it, so staff see what the rules do before they save. */
const taxExample = z.object({ rate: z.number().int(), total: z.number().int(), room: z.number().int(), service: z.number().int(), vat: z.number().int() });

export const adminTaxRules = z.object({
  hotel: z.string(),
  hotelName: z.string(),
  rules: taxRules,
  /** False while the hotel uses the defaults (never saved). */
  saved: z.boolean(),
  updatedAt: z.string().nullable(),
  example: taxExample,
});
export type AdminTaxRules = z.infer<typeof adminTaxRules>;

export const getTaxRules = adminEndpoint({ method: 'GET', path: '/adminapi/v1/taxes', input: taxRulesQuery, output: adminTaxRules });
export const saveTaxRules = adminEndpoint({ method: 'POST', path: '/adminapi/v1/taxes/save', input: taxRulesSaveInput, output: adminTaxRules });
