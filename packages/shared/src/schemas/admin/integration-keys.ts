import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { singleLine } from '../text.ts';
import { adminIdField } from './id-field.ts';

/**
 * The integration API's keys (issue 27, decision 0065), managed by the group administrator
 * (integrations.manage): a PMS reads its hotels' reservations and sets rooms to sell with one.
 * The whole key is answered once, when it is made; only the SHA-256 of its secret is kept.
 */

export const INTEGRATION_SCOPES = ['read', 'write'] as const;
export type IntegrationScope = (typeof INTEGRATION_SCOPES)[number];
export const INTEGRATION_SCOPE_LABELS: Record<IntegrationScope, string> = { read: '読み取り', write: '読み書き' };

export const INTEGRATION_KEY_MESSAGES = {
  idInvalid: 'APIキーを正しく指定してください',
  notFound: '該当するAPIキーが見つかりません',
  nameRequired: 'キーの名前を入力してください（例：PMS 本館）',
  nameTooLong: 'キーの名前は60文字以内で入力してください',
  hotelsRequired: '使えるホテルを1つ以上選択してください',
  hotelInvalid: 'ホテルを選択してください',
  hotelUnknown: '存在しないホテルが含まれています',
  scopeInvalid: '権限は「読み取り」か「読み書き」を選んでください',
  created: 'APIキーを発行しました。この画面を離れると二度と表示されません',
  revoked: 'APIキーを失効させました。このキーでの利用はすぐに拒否されます',
  alreadyRevoked: 'このAPIキーはすでに失効しています',
} as const;

const M = INTEGRATION_KEY_MESSAGES;
const hotelCode = singleLine(M.hotelInvalid).trim().regex(/^pro\d{3}$/, M.hotelInvalid);

/** A key as the back office lists it: never its secret or hash. */
export const integrationKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The public half of the key (`fk_<keyId>_…`): which key a PMS uses, safe to show. */
  keyId: z.string(),
  hotelCodes: z.array(z.string()),
  scope: z.enum(INTEGRATION_SCOPES),
  /** ISO instants; null: never used, not revoked. */
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type IntegrationKey = z.infer<typeof integrationKey>;

export const integrationKeyCreateInput = z.object({
  name: singleLine(M.nameRequired).trim().min(1, M.nameRequired).max(60, M.nameTooLong),
  hotelCodes: z.array(hotelCode, { error: M.hotelsRequired }).min(1, M.hotelsRequired).max(50, M.hotelInvalid),
  scope: z.enum(INTEGRATION_SCOPES, { error: M.scopeInvalid }),
});
export type IntegrationKeyCreateInput = z.infer<typeof integrationKeyCreateInput>;

/** The new key, and the whole key (`fk_<keyId>_<secret>`): the only time it is ever answered. */
export const integrationKeyCreated = z.object({ key: integrationKey, secret: z.string() });
export type IntegrationKeyCreated = z.infer<typeof integrationKeyCreated>;

export const integrationKeyRevokeInput = z.object({ id: adminIdField(M.idInvalid) });

export const integrationKeysEndpoints = {
  list: adminEndpoint({ method: 'GET', path: '/adminapi/v1/integration-keys', input: z.object({}), output: z.object({ items: z.array(integrationKey) }) }),
  create: adminEndpoint({ method: 'POST', path: '/adminapi/v1/integration-keys', input: integrationKeyCreateInput, output: integrationKeyCreated }),
  revoke: adminEndpoint({ method: 'POST', path: '/adminapi/v1/integration-keys/revoke', input: integrationKeyRevokeInput, output: integrationKey }),
};
