import { describe, expect, it } from 'vitest';
import { AUDIT_GUEST_ACTOR, AUDIT_UNKNOWN, auditActorLabel, describeAuditLine, type AuditLineCodes } from './audit-wording.ts';

const line = (entity: string, entityId: string, action: string, before: unknown, after: unknown): AuditLineCodes => ({ entity, entityId, action, before, after });
const hotelName = (code: string) => ({ pro001: 'フェルトン杭州' })[code];

/**
 * One line of every kind the server records (grep `audit.record(` and `editing.save(` in
 * apps/server/src), shaped as its service records it, with the words staff should read.
 */
const EVERY_AUDITED_KIND: [AuditLineCodes, string][] = [
  // rates-bulk-edit.service.ts
  [line('room_night', 'SK:2026-12-11', 'update', { price: 2016 }, { price: 2316 }), 'SK 12月11日 料金 2,016元 → 2,316元'],
  [line('room_night', 'DK:2027-01-02', 'create', null, { price: 1800, totalRooms: 10, stopSell: true }), 'DK 1月2日 作成 料金 1,800元、販売室数 10、販売 停止'],
  [line('room_night', 'SK:2026-12-12', 'update', { closedToArrival: false, minStay: 1 }, { closedToArrival: true, minStay: 2 }), 'SK 12月12日 到着 到着可 → 到着不可、最短宿泊数 1 → 2'],
  [line('room_night', 'ST:2026-12-13', 'update', { minStayThrough: null }, { minStayThrough: 3 }), 'ST 12月13日 滞在中の最低泊数 （なし） → 3'],
  // rate-plan-admin.service.ts, room-type-admin.service.ts (whole rows)
  [
    line('rate_plan', 'pro001/ADV', 'update', { hotelCode: 'pro001', code: 'ADV', name: '返金不可', isFreeCancel: false, fixedPrice: null }, { hotelCode: 'pro001', code: 'ADV', name: '返金不可', isFreeCancel: true, fixedPrice: 900 }),
    '料金プラン ADV「返金不可」 キャンセル 返金不可 → 無料キャンセル可、固定料金 （なし） → 900元',
  ],
  [line('rate_plan', 'pro001/NEW', 'create', null, { name: '連泊', payment: 'hotel', priceFactor: 90 }), '料金プラン NEW「連泊」 作成 名前 連泊、支払方法 現地払い、料金の割合（％） 90'],
  [line('room_type', 'pro001/SK', 'update', { name: 'スーペリア', basePrice: 1500, defaultRooms: 8 }, { name: 'スーペリア', basePrice: 1600, defaultRooms: 8 }), '客室タイプ SK「スーペリア」 基本料金 1,500元 → 1,600元'],
  [line('room_type', 'pro001/FS', 'create', null, { name: 'ファミリー', basePrice: 2000, openedNights: 365 }), '客室タイプ FS「ファミリー」 作成 名前 ファミリー、基本料金 2,000元、販売を始めた泊数 365'],
  // front-desk.service.ts
  [line('order', 'FO2026112400001', 'check_in', { state: 0, checkedInAt: null }, { state: 0, checkedInAt: '2026-11-24T07:02:00.000Z' }), '予約 FO2026112400001 チェックイン チェックイン （なし） → 2026/11/24 15:02'],
  [line('order', 'FO1', 'check_out', { state: 0, checkedOutAt: null }, { state: 9, checkedOutAt: '2026-11-25T03:00:00.000Z', pointsCredited: 1280 }), '予約 FO1 チェックアウト 状態 予約中 → 完了、チェックアウト （なし） → 2026/11/25 11:00、付与ポイント 1,280pt'],
  [
    line('order', 'FO2', 'cancel', { state: 1, cancelCharge: null }, { state: 2, cancelCharge: 1280, reason: '電話で依頼', rule: '返金不可プラン: 全額', charge: 1280, refunded: 0, refundIds: [] }),
    '予約 FO2 キャンセル 状態 支払済 → キャンセル、キャンセル料 （なし） → 1,280元、理由 電話で依頼、適用した規定 返金不可プラン: 全額、ほか2項目',
  ],
  [line('order', 'FO3', 'no_show', { state: 0, noShowReason: null }, { state: 2, noShowReason: '連絡なし', noShowCharge: 600 }), '予約 FO3 ノーショー 状態 予約中 → キャンセル、ノーショーの理由 （なし） → 連絡なし、ノーショー請求額 600元'],
  [line('order', 'FO4', 'note', null, { noteId: 3, body: '到着が遅れるとの連絡' }), '予約 FO4 メモ メモ 到着が遅れるとの連絡'],
  // pay-link.service.ts
  [line('order', 'FO5', 'pay_link', null, { sentVia: 'email', sentTo: 'ke***@example.jp', expiresAt: '2026-11-27T01:00:00.000Z' }), '予約 FO5 支払いリンク送信 送信方法 メール、送信先 ke***@example.jp、有効期限 2026/11/27 09:00'],
  // desk-booking.service.ts
  [
    line('order', 'FO5', 'desk_book', null, { source: 'phone', staffName: 'フロント 花子', memberId: null, roomTypeCode: 'SK', rateCode: 'BAR', checkIn: '2026-12-01', checkOut: '2026-12-03', roomQty: 1, actualAmount: 3200, settlement: 'desk', deskMethod: 'card', deskReference: 'A-123', state: 1, payResult: 1 }),
    '予約 FO5 電話・来館予約 受付方法 電話、予約者 フロント 花子、会員番号 （なし）、客室タイプ SK、ほか10項目',
  ],
  // orders/amendment-audit.ts (a staff member's change, and a guest's with their member number)
  [
    line(
      'order',
      'FO6',
      'change',
      { checkIn: '2026-12-01', checkOut: '2026-12-03', roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 1, adultNum: 2, childrenNum: 0, actualAmount: 3200 },
      { checkIn: '2026-12-01', checkOut: '2026-12-04', roomTypeCode: 'SK', rateCode: 'BAR', roomQty: 1, adultNum: 2, childrenNum: 0, actualAmount: 4800, amendmentId: 9, memberId: 42, reason: '', overrides: [], difference: 1600, refund: 0, toPay: 1600, rule: '' },
    ),
    '予約 FO6 予約内容の変更 出発日 2026年12月3日 → 2026年12月4日、金額 3,200元 → 4,800元、会員番号 42、理由 （空欄）、ほか5項目',
  ],
  // channels/channel-admin.service.ts (the password is never in a line, only that it changed)
  [
    line('channel_connection', '3', 'update', { name: 'SiteMinder', endpointUrl: 'https://a.example/ws', enabled: false, hotelCodes: 'pro001' }, { name: 'SiteMinder', endpointUrl: 'https://a.example/ws', enabled: true, hotelCodes: 'pro001', password: '（変更）' }),
    'チャネル接続 #3「SiteMinder」 連携 無効 → 有効、パスワード （変更）',
  ],
  [line('channel_connection', '3', 'mapping', { hotel: null, 'room:SK': null, 'rate:BAR': 'BAR' }, { hotel: 'H-1', 'room:SK': 'SUP-K', 'rate:BAR': 'BAR' }), 'チャネル接続 #3 対応表の変更 ホテルのチャネルコード （なし） → H-1、客室タイプ SK のコード （なし） → SUP-K'],
  [line('channel_connection', '3', 'full_sync', null, null), 'チャネル接続 #3 全件同期'],
  // integration-api/integration-keys.service.ts and integration-guard.ts
  [line('integration_key', '4', 'create', null, { name: 'PMS 本館', keyId: 'ab12', hotelCodes: 'pro001', scope: 'write' }), '連携APIキー #4「PMS 本館」 作成 名前 PMS 本館、キーID ab12、対象ホテル フェルトン杭州、権限 読み書き'],
  [line('integration_key', '4', 'revoke', { revoked: false, name: 'PMS 本館' }, { revoked: true, name: 'PMS 本館' }), '連携APIキー #4「PMS 本館」 失効 状態 有効 → 失効'],
  [line('integration_key', '4', 'api_reservations', null, { hotel: 'pro001', cursor: null, count: 12, route: 'GET /integrationapi/v1/reservations', httpStatus: 200 }), '連携APIキー #4 連携API：予約の取得 ホテル pro001、カーソル （なし）、件数 12、リクエスト GET /integrationapi/v1/reservations、ほか1項目'],
  [line('integration_key', '4', 'api_inventory', null, { hotel: 'pro001', roomTypes: 'SK', from: '2026-12-01', to: '2026-12-03', nightsChanged: 3, route: 'POST /integrationapi/v1/inventory', httpStatus: 200 }), '連携APIキー #4 連携API：販売室数・販売停止の設定 ホテル pro001、客室タイプ SK、開始日 2026年12月1日、終了日 2026年12月3日、ほか3項目'],
  [line('integration_key', '4', 'api_refused', null, { route: 'POST /integrationapi/v1/inventory', httpStatus: 403 }), '連携APIキー #4 連携API：拒否 リクエスト POST /integrationapi/v1/inventory、応答 403'],
  // member-lookup.service.ts
  [line('member', '42', 'points_adjust', { points: 1000 }, { points: 1500, delta: 500, reason: 'お詫び' }), '会員 #42 ポイント調整 ポイント残高 1,000pt → 1,500pt、増減 +500pt、理由 お詫び'],
  // meeting-inbox.service.ts
  [line('meeting_request', '7', 'status', { status: 'new', staffNote: '' }, { status: 'contacted', staffNote: '折り返し済み' }), '会議・宴会のお問い合わせ #7 状態の変更 状態 新規 → 連絡済み、対応メモ （空欄） → 折り返し済み'],
  [line('meeting_request', '7', 'note', { status: 'contacted', staffNote: '' }, { status: 'contacted', staffNote: '見積送付' }), '会議・宴会のお問い合わせ #7 メモ 対応メモ （空欄） → 見積送付'],
  // media.service.ts
  [line('media', '5', 'upload', null, { originalName: 'lobby.jpg', width: 1200, height: 800, bytes: 204800 }), '画像 #5「lobby.jpg」 アップロード ファイル名 lobby.jpg、幅 1200、高さ 800、サイズ 200KB'],
  // content-editing.ts through news, sale and banner editors
  [line('news', '12', 'update', { title: '秋の味覚', draft: true, publishedOn: '2026-10-01' }, { title: '秋の味覚', draft: false, publishedOn: '2026-10-02' }), 'お知らせ #12「秋の味覚」 公開状態 下書き → 公開、公開開始日 2026年10月1日 → 2026年10月2日'],
  [line('news', '13', 'unpublish', { draft: false }, { draft: true }), 'お知らせ #13 非公開 公開状態 公開 → 下書き'],
  [line('sale', '3', 'create', null, { title: '冬の宿泊プラン', beginDate: '2026-12-01', isGroup: true }), 'キャンペーン #3「冬の宿泊プラン」 作成 タイトル 冬の宿泊プラン、開始日 2026年12月1日、グループのキャンペーン はい'],
  [line('banner', '4', 'update', { title: '新年', imageMobile: '/img/a.jpg' }, { title: '新年', imageMobile: '/media/1/1200.webp' }), 'バナー #4「新年」 スマートフォン用の画像 /img/a.jpg → /media/1/1200.webp'],
  // page-editor.service.ts
  [line('content_page', '2', 'update', { title: '会社概要', content: '<p>旧</p>' }, { title: '会社概要', content: '<p>新しい本文</p>' }), 'ページ #2「会社概要」 本文 旧 → 新しい本文'],
  [line('hotel_content', 'pro001:meeting', 'update', { Tel: '0571-1', MeetingImg2: '/a.jpg' }, { Tel: '0571-2', MeetingImg2: '/b.jpg' }), 'ホテルのページ（会議・宴会） お問い合わせ電話番号 0571-1 → 0571-2、写真2 /a.jpg → /b.jpg'],
  [line('hotel_content', 'pro001:tea', 'create', null, { TeaTitle: '茶' }), 'ホテルのページ（ティー） 作成 見出し 茶'],
  // coupon-admin.service.ts
  [line('member_coupon', '9', 'issue', null, { memberId: 42, code: 'CP9', kind: 'amount', value: 100, minSpend: 500, hotels: ['pro001'], expiresAt: '2026-12-31T15:59:59.000Z' }), '会員クーポン #9「CP9」 発行 会員番号 42、コード CP9、割引の種類 金額引き、割引 100元、ほか3項目'],
  [line('member_coupon', '9', 'void', { state: 'available' }, { state: 'void', memberId: 42, code: 'CP9' }), '会員クーポン #9「CP9」 無効化 状態 利用可能 → 無効、会員番号 42、コード CP9'],
  // promotion-admin.service.ts
  [line('promotion', '1', 'update', { name: '早割', kind: 'percent', value: 10, hotelCodes: ['pro001'] }, { name: '早割', kind: 'percent', value: 15, hotelCodes: ['pro001', 'pro018'] }), 'プロモーション #1「早割」 割引 10％引き → 15％引き、対象ホテル フェルトン杭州 → フェルトン杭州、グループ'],
  [line('promotion', '1', 'stop', { active: true }, { active: false }), 'プロモーション #1 停止 実施状態 実施中 → 停止中'],
  [line('promotion', '1', 'resume', { active: false }, { active: true }), 'プロモーション #1 再開 実施状態 停止中 → 実施中'],
  [line('promotion', '2', 'delete', { name: '連泊割', memberLevels: ['gold'] }, null), 'プロモーション #2「連泊割」 削除 名前 連泊割 → （削除）、会員ランク ゴールドカード → （削除）'],
  [line('promotion', '3', 'create', null, { name: '秋割', stackable: false }), 'プロモーション #3「秋割」 作成 名前 秋割、クーポン併用 併用不可'],
  // staff-admin.service.ts, second-factor.service.ts
  [line('staff', '6', 'create', null, { email: 'a@felton.jp', name: '山田', role: 'front_desk', hotels: ['pro001'], disabled: false, totp: false }), 'スタッフ a@felton.jp 作成 メール a@felton.jp、名前 山田、役割 フロント、対象ホテル フェルトン杭州、ほか2項目'],
  [line('staff', '6', 'update', { email: 'a@felton.jp', role: 'front_desk' }, { email: 'a@felton.jp', role: 'hotel_manager' }), 'スタッフ a@felton.jp 役割 フロント → 支配人'],
  [line('staff', '6', 'disable', { email: 'a@felton.jp', disabled: false }, { email: 'a@felton.jp', disabled: true }), 'スタッフ a@felton.jp 無効化 アカウント 有効 → 無効'],
  [line('staff', '6', 'enable', { email: 'a@felton.jp', disabled: true }, { email: 'a@felton.jp', disabled: false }), 'スタッフ a@felton.jp 有効化 アカウント 無効 → 有効'],
  [line('staff', '6', 'password_link', null, { expiresAt: '2026-11-27T01:00:00.000Z' }), 'スタッフ #6 パスワード設定リンク発行 有効期限 2026/11/27 09:00'],
  [line('staff', '6', 'totp_enable', { totp: false }, { totp: true }), 'スタッフ #6 二段階認証を有効化 二段階認証 無効 → 有効'],
  [line('staff', '6', 'totp_disable', { totp: true }, { totp: false }), 'スタッフ #6 二段階認証を無効化 二段階認証 有効 → 無効'],
  [line('staff', '6', 'totp_reset', { email: 'a@felton.jp', totp: true }, { email: 'a@felton.jp', totp: false }), 'スタッフ a@felton.jp 二段階認証をリセット 二段階認証 有効 → 無効'],
];

describe('describeAuditLine', () => {
  it.each(EVERY_AUDITED_KIND)('words %o as a person would write it', (audited, words) => {
    expect(describeAuditLine(audited, { hotelName }).summary).toBe(words);
  });

  it('never shows a stored code: no entity, action or field name of any audited kind appears in its words', () => {
    for (const [audited] of EVERY_AUDITED_KIND) {
      const { summary, action, changes } = describeAuditLine(audited, { hotelName });
      const codes = [audited.entity, audited.action, ...Object.keys({ ...(audited.before as object), ...(audited.after as object) })];
      for (const code of codes.filter((c) => c.length > 3)) expect(`${summary} ${action}`, code).not.toMatch(new RegExp(`\\b${code}\\b`));
      expect(changes.every((c) => c.field !== AUDIT_UNKNOWN.field)).toBe(true);
    }
  });

  it('falls back to words for a kind, action or field it does not know, and to JSON-free words for nested values', () => {
    const wording = describeAuditLine(line('gift_card', '77', 'transfer', { owner: 1, extra: { a: 1 } }, { owner: 2, extra: { a: 2, b: 3 } }));
    expect(wording.record).toBe('その他の記録 #77');
    expect(wording.action).toBe('その他の操作');
    expect(wording.changes).toEqual([
      { field: 'その他の項目', before: '1', after: '2' },
      { field: 'その他の項目', before: '1項目', after: '2項目' },
    ]);
    expect(wording.summary).not.toMatch(/gift_card|transfer|owner/);
  });

  it('says nothing changed when a line carries nothing, and ignores inherited names', () => {
    expect(describeAuditLine(line('order', 'FO9', 'note', null, null)).summary).toBe('予約 FO9 メモ');
    expect(describeAuditLine(line('toString', '1', 'constructor', null, { toString: 1 })).summary).toBe('その他の記録 #1 その他の操作 その他の項目 1');
  });

  it('names who made a line: staff by address, the guest, a channel connection, an integration key', () => {
    expect(auditActorLabel('staff', 'front@demo.felton')).toBe('front@demo.felton');
    expect(auditActorLabel('guest', '')).toBe(AUDIT_GUEST_ACTOR);
    expect(auditActorLabel('channel', 'SiteMinder')).toBe('チャネル連携（SiteMinder）');
    expect(auditActorLabel('integration', '杭州PMS')).toBe('連携API（杭州PMS）');
  });
});
