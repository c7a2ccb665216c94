import { z } from 'zod';
import { adminEndpoint } from '../../api/admin-endpoint.ts';
import { adminIdField, adminPageField } from './id-field.ts';

/**
 * Channel manager connections (issue 26, decision 0062). The group administrator (channels.manage)
 * configures connections and their mapping; managers (channels.sync) read their hotels' sync log
 * and start a full sync of their hotels. The password is written, never read back.
 */

/** pmsxchange: SiteMinder (decision 0062); google: Google's hotel prices and free booking links (decision 0066). */
export const CHANNEL_TYPES = ['pmsxchange', 'google'] as const;
export type ChannelTypeName = (typeof CHANNEL_TYPES)[number];

/** What staff read for each type (the form's choice, the list). */
export const CHANNEL_TYPE_LABELS: Record<ChannelTypeName, string> = {
  pmsxchange: 'SiteMinder pmsXchange',
  google: 'Google ホテル広告（無料掲載）',
};

/** Google's ARI uploads go to this host (each message's path is added to it); the form fills it in. */
export const GOOGLE_ENDPOINT = 'https://www.google.com';

export const CHANNEL_MESSAGES = {
  idInvalid: '接続を正しく指定してください',
  notFound: '該当する接続が見つかりません',
  nameRequired: '接続名を入力してください',
  nameTooLong: '接続名は60文字以内で入力してください',
  endpointRequired: 'エンドポイントURLを入力してください',
  endpointTooLong: 'エンドポイントURLは500文字以内で入力してください',
  requestorIdInvalid: 'リクエスターID（PMSコード）は半角英数字と - _ . で64文字以内で入力してください',
  usernameRequired: 'ユーザー名を入力してください',
  usernameTooLong: 'ユーザー名は128文字以内で入力してください',
  passwordRequired: 'パスワードを入力してください',
  passwordTooLong: 'パスワードは256文字以内で入力してください',
  hotelsRequired: '販売するホテルを1つ以上選択してください',
  hotelInvalid: 'ホテルを選択してください',
  hotelNotSold: 'この接続はこのホテルを販売していません',
  codeInvalid: 'チャネル側のコードは半角英数字と - _ . で64文字以内で入力してください',
  unknownCode: '当サイトにない客室タイプ・料金プランが含まれています',
  pageInvalid: 'ページ番号を正しく指定してください',
  saved: '接続を保存しました',
  mappingSaved: '対応表を保存しました',
  fullSyncStarted: '全件同期を開始しました。結果は同期ログに表示されます',
  pullStarted: '予約の取得を開始しました。結果は同期ログと予約一覧に表示されます',
  connectionDisabled: 'この接続は無効になっています。グループ管理者に有効化を依頼してください',
  syncRunning: 'この接続は送信中です。しばらくしてからもう一度お試しください',
  typeInvalid: '接続の種類を選択してください',
  typeUnchangeable: '接続の種類は作成後に変更できません。新しい接続を作成してください',
  partnerKeyInvalid: 'パートナーキーは半角英数字と - _ . で64文字以内で入力してください',
  pullNotForGoogle: 'Google ホテル広告の接続には取得する予約がありません（予約は当サイトで直接受け付けます）',
} as const;

/** The channel's codes (HotelCode, InvTypeCode, RatePlanCode): what pmsXchange accepts in practice. */
const CHANNEL_CODE = /^[A-Za-z0-9._-]{1,64}$/;
const hotelCode = (message: string) => z.string({ error: message }).trim().regex(/^pro\d{3}$/, message);

/** A connection as the back office shows it: never its password. */
export const channelConnection = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(CHANNEL_TYPES),
  endpointUrl: z.string(),
  requestorId: z.string(),
  username: z.string(),
  hotelCodes: z.array(z.string()),
  enabled: z.boolean(),
  /** ISO instants; null: never, or not failing. */
  lastSuccessAt: z.string().nullable(),
  failingSince: z.string().nullable(),
  nextTryAt: z.string().nullable(),
  /** Nights owed and not yet sent. */
  owed: z.number().int(),
  /** Room types and rate plans of its hotels with no channel code (not sent). */
  unmapped: z.number().int(),
});
export type ChannelConnection = z.infer<typeof channelConnection>;

/**
 * A connection as saved. pmsxchange needs a username (and, when new, a password); google has
 * neither (Google knows our servers by their IP addresses), and its requestor id is the partner key.
 */
export const channelSaveInput = z.object({
  /** Absent: a new connection. */
  id: adminIdField(CHANNEL_MESSAGES.idInvalid).optional(),
  /** Fixed once created. */
  type: z.enum(CHANNEL_TYPES, { error: CHANNEL_MESSAGES.typeInvalid }).default('pmsxchange'),
  name: z.string({ error: CHANNEL_MESSAGES.nameRequired }).trim().min(1, CHANNEL_MESSAGES.nameRequired).max(60, CHANNEL_MESSAGES.nameTooLong),
  endpointUrl: z.string({ error: CHANNEL_MESSAGES.endpointRequired }).trim().min(1, CHANNEL_MESSAGES.endpointRequired).max(500, CHANNEL_MESSAGES.endpointTooLong),
  /** pmsXchange's PMS code, or Google's partner key (its message below names which). */
  requestorId: z.string({ error: CHANNEL_MESSAGES.requestorIdInvalid }).trim(),
  /** Required for pmsxchange (below); google has none. */
  username: z.string({ error: CHANNEL_MESSAGES.usernameRequired }).trim().max(128, CHANNEL_MESSAGES.usernameTooLong).optional().default(''),
  /** Required for a new connection; empty keeps the stored one. Never trimmed: a password is what it is. */
  password: z.string({ error: CHANNEL_MESSAGES.passwordRequired }).max(256, CHANNEL_MESSAGES.passwordTooLong).optional().default(''),
  hotelCodes: z.array(hotelCode(CHANNEL_MESSAGES.hotelInvalid), { error: CHANNEL_MESSAGES.hotelsRequired }).min(1, CHANNEL_MESSAGES.hotelsRequired).max(20, CHANNEL_MESSAGES.hotelInvalid),
  enabled: z.boolean({ error: CHANNEL_MESSAGES.idInvalid }).default(false),
}).superRefine((input, ctx) => {
  if (!CHANNEL_CODE.test(input.requestorId)) ctx.addIssue({ code: 'custom', path: ['requestorId'], message: input.type === 'google' ? CHANNEL_MESSAGES.partnerKeyInvalid : CHANNEL_MESSAGES.requestorIdInvalid });
  if (input.type === 'pmsxchange' && input.username === '') ctx.addIssue({ code: 'custom', path: ['username'], message: CHANNEL_MESSAGES.usernameRequired });
});
export type ChannelSaveInput = z.infer<typeof channelSaveInput>;

export const channelMappingInput = z.object({ id: adminIdField(CHANNEL_MESSAGES.idInvalid), hotel: hotelCode(CHANNEL_MESSAGES.hotelInvalid) });

const channelCode = z
  .string({ error: CHANNEL_MESSAGES.codeInvalid })
  .trim()
  .refine((v) => v === '' || CHANNEL_CODE.test(v), CHANNEL_MESSAGES.codeInvalid);

/** One of our codes and the channel's (null: not mapped, not sent). */
const mappedItem = z.object({ code: z.string(), name: z.string(), channelCode: z.string().nullable(), note: z.string().nullable() });

/** A hotel's mapping: the hotel, every room type and every rate plan, mapped or not. */
export const channelMapping = z.object({
  id: z.number().int(),
  hotel: z.object({ code: z.string(), name: z.string(), channelCode: z.string().nullable() }),
  rooms: z.array(mappedItem),
  rates: z.array(mappedItem),
});
export type ChannelMapping = z.infer<typeof channelMapping>;

/** A hotel's mapping as saved: empty codes are not mapped. */
export const channelMappingSave = z.object({
  id: adminIdField(CHANNEL_MESSAGES.idInvalid),
  hotel: hotelCode(CHANNEL_MESSAGES.hotelInvalid),
  hotelChannelCode: channelCode,
  rooms: z.record(z.string().max(20, CHANNEL_MESSAGES.unknownCode), channelCode, { error: CHANNEL_MESSAGES.codeInvalid }),
  rates: z.record(z.string().max(20, CHANNEL_MESSAGES.unknownCode), channelCode, { error: CHANNEL_MESSAGES.codeInvalid }),
});
export type ChannelMappingSave = z.infer<typeof channelMappingSave>;

export const channelLogInput = z.object({ hotel: hotelCode(CHANNEL_MESSAGES.hotelInvalid), page: adminPageField(CHANNEL_MESSAGES.pageInvalid) });

export const CHANNEL_LOG_PAGE_SIZE = 50;

/** What was sent for a hotel and what the channel answered, newest first; its connections' state. */
export const channelLog = z.object({
  connections: z.array(channelConnection.pick({ id: true, name: true, type: true, enabled: true, lastSuccessAt: true, failingSince: true, nextTryAt: true, owed: true })),
  items: z.array(
    z.object({
      id: z.number().int(),
      connectionId: z.number().int(),
      connectionName: z.string(),
      at: z.string(),
      run: z.enum(['changes', 'full', 'reservations']),
      message: z.string(),
      firstNight: z.string().nullable(),
      lastNight: z.string().nullable(),
      items: z.number().int(),
      ok: z.boolean(),
      httpStatus: z.number().int().nullable(),
      error: z.string().nullable(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ChannelLog = z.infer<typeof channelLog>;

export const channelFullSyncInput = z.object({ hotel: hotelCode(CHANNEL_MESSAGES.hotelInvalid), id: adminIdField(CHANNEL_MESSAGES.idInvalid) });

export const channelsEndpoints = {
  list: adminEndpoint({ method: 'GET', path: '/adminapi/v1/channels', input: z.object({}), output: z.object({ items: z.array(channelConnection) }) }),
  save: adminEndpoint({ method: 'POST', path: '/adminapi/v1/channels', input: channelSaveInput, output: channelConnection }),
  mapping: adminEndpoint({ method: 'GET', path: '/adminapi/v1/channels/mapping', input: channelMappingInput, output: channelMapping }),
  saveMapping: adminEndpoint({ method: 'POST', path: '/adminapi/v1/channels/mapping', input: channelMappingSave, output: channelMapping }),
  log: adminEndpoint({ method: 'GET', path: '/adminapi/v1/channels/log', input: channelLogInput, output: channelLog }),
  fullSync: adminEndpoint({ method: 'POST', path: '/adminapi/v1/channels/full-sync', input: channelFullSyncInput, output: z.null() }),
  /** The reservations the channel holds for us, retrieved now rather than at the next 2-minute pull (decision 0063). */
  pull: adminEndpoint({ method: 'POST', path: '/adminapi/v1/channels/pull', input: channelFullSyncInput, output: z.null() }),
};
