import { HOLD_MINUTES, HOTEL_TIMEZONE, MAX_OPEN_BOOKINGS_PER_MEMBER, MAX_ROOMS_PER_BOOKING, REMARK_MAX } from './constants.ts';

/**
 * Japanese messages from spec sections 5 and 8, verbatim (quirks included).
 * Server-side messages that the spec does not name live in SERVER_MESSAGES.
 */
export const MESSAGES = {
  // Meeting booking (validated in this order)
  meetingApplicantRequired: '応募者に',
  meetingTypeRequired: '選択タイプ',
  meetingPeopleRequired: '選択して会議の数',
  meetingTimeRequired: '会議時間を選択してください',
  meetingFailed: '後でやってみる',
  meetingSucceeded: '会議の予約に成功しました',

  mobileInvalid: '正しい携帯電話番号を入力してください',

  // Register
  fullNameRequired: 'あなたのフルネームを記入してください',
  smsCodeRequired: '確認コードに入力してください',
  passwordRule: 'あなたのパスワードは規則を満たさない',
  passwordTooShort: 'パスワードは6桁以下ではありません',
  passwordMismatch: '二つのパスワードは矛盾している',
  termsRequired: '合意に同意してください',

  // Booking
  notLoggedIn: 'まだログインしていません',
  notSignedInAtSubmit: 'あなたは署名されません',
  guestNameRequired: 'ラストネームとファーストネームを入力してください',
  emailInvalid: 'メールボックス形式が正しくない',
  cityRequired: '目的地（都市またはホテル）を選択してください',
  payMethodRequired: '支払い方法を選択してください',
  loginTimeout: 'ログインタイムアウト',
  inventoryFailed: 'しばらく約束できない.',

  routeGuard: '尚未登录',

  profileModified: '修正された',
  profileModifyFailed: '変更失敗',

  cancelTitle: 'ヒント',
  cancelConfirm: 'この操作は予約順をキャンセルする。続きますか?',
  cancelSucceeded: '成功する',
  cancelFailed: '後でもう一度試みる',

  tryAgainLater: '後でもう一度試みる',
  tryAgainLaterPolite: '後でもう一度お試しください！',
  smsLoginFailed: '後でやってみる',
  loginSucceeded: 'ログイン成功',
  paySucceeded: '支払い成功',

  noRates: 'データなし',
  noRecord: '記録がありません',
  noOrders: '注文がありません',
  noCardAdded: 'カードが追加されていません',
} as const;

/** HTTP error toasts (spec section 8). */
export function httpErrorMessage(status: number | undefined): string {
  if (status === undefined || status === 0) return '網絡異常';
  switch (status) {
    case 400:
      return '請求錯誤';
    case 403:
      return '未授権';
    case 404:
      return 'データ異常';
    case 408:
      return 'ネットワークが混雑しています';
    case 500:
    case 501:
    case 502:
    case 503:
      return `サーバーエラー（${status}）`;
    default:
      return '未知エラー';
  }
}

/** Messages the server returns where the spec names none. */
export const SERVER_MESSAGES = {
  ok: '成功',
  badRequest: '入力内容に誤りがあります',
  hotelNotFound: '該当するホテルが見つかりません',
  saleNotFound: '該当するキャンペーンが見つかりません',
  newsNotFound: '該当するお知らせが見つかりません',
  contentNotFound: '該当するページが見つかりません',
  roomTypeNotFound: '該当する客室タイプが見つかりません',
  routeNotFound: '該当するAPIがありません',
  internal: 'サーバーで問題が発生しました。しばらくしてからもう一度お試しください',
  /** The database cannot be reached for now (503 with Retry-After): a restart or a failover. */
  temporarilyUnavailable: 'ただいま混み合っています。しばらくしてからもう一度お試しください',
  /** Node refused the request before any route ran: its address or headers over the size limit (431). */
  requestTooLarge: 'リクエストのアドレスまたはヘッダーが長すぎます',
  /** Node gave up waiting for the whole request (408). */
  requestTimeout: 'リクエストの受信が時間内に終わりませんでした。もう一度お試しください',

  // Members: SMS codes
  smsSent: '確認コードを送信しました',
  smsTypeInvalid: '確認コードの種類が正しくありません',
  mobileAlreadyRegistered: 'この携帯電話番号はすでに登録されています',
  mobileNotRegistered: 'この携帯電話番号は登録されていません',
  smsMobileDailyLimit: 'この携帯電話番号への送信回数が上限に達しました。24時間後にもう一度お試しください',
  smsAddressDailyLimit: 'ご利用のネットワークからの送信回数が上限に達しました。しばらくしてからもう一度お試しください',
  smsSendFailed: 'SMSを送信できませんでした。しばらくしてからもう一度お試しください',
  smsCodeInvalid: '確認コードが無効です。もう一度取得してください',
  smsCodeWrong: '確認コードが正しくありません',
  smsCodeLocked: '確認コードの入力回数が上限に達しました。新しいコードを取得してください',
  smsNothingSent: 'この携帯電話番号に送信された確認コードはありません',

  // Members: registration, login, profile
  registered: '会員登録が完了しました',
  nameTooLong: 'お名前は50文字以内で入力してください',
  /** A control character (NUL, BEL, line separator…) in a one-line name field. */
  nameInvalidCharacters: 'お名前に使用できない文字が含まれています',
  sexRequired: '敬称を選択してください',
  birthDayInvalid: '生年月日を正しく選択してください',
  countryInvalid: '国・地域を正しく選択してください',
  dialCodeInvalid: '国番号を正しく選択してください',
  /** A `+` number whose country is not in the form's list (decision 0077). */
  mobileCountryUnsupported: 'この国・地域の番号にはSMSをお送りできません',
  /** A listed country's number that is not a mobile number there (a landline, too short). */
  mobileNotOfCountry: 'その国・地域の携帯電話番号として正しくありません',
  passwordRequired: 'パスワードを入力してください',
  loginModeInvalid: 'ログイン方法が正しくありません',
  loginFailed: '携帯電話番号またはパスワードが正しくありません',
  passwordLocked: 'パスワードの入力に続けて失敗したため、しばらくパスワードでログインできません。SMS認証でログインしてください',
  loggedOut: 'ログアウトしました',
  csrfRejected: 'リクエストを確認できませんでした。ページを再読み込みしてからもう一度お試しください',

  // Back office: staff sign-in (/adminapi/v1/auth)
  staffEmailInvalid: 'メールアドレスを正しく入力してください',
  /** One answer for an unknown address, a wrong password, a locked and a disabled account. */
  staffLoginFailed: 'メールアドレスまたはパスワードが正しくありません。5回続けて失敗すると15分間ログインできません',
  staffNotSignedIn: 'ログインしてください。一定時間操作がなかった場合は自動的にログアウトされます',
  staffForbidden: 'この操作を行う権限がありません',
  staffLoggedOutEverywhere: 'すべての端末からログアウトしました',

  // Booking: search and dates
  checkInInvalid: 'チェックイン日を正しく選択してください',
  checkOutInvalid: 'チェックアウト日を正しく選択してください',
  checkOutBeforeCheckIn: 'チェックアウト日はチェックイン日より後の日付を選択してください',
  checkInPast: 'チェックイン日に過去の日付は選択できません',
  stayTooLong: 'ご宿泊は30泊までご予約いただけます',
  leadTooFar: 'ご予約は365日先までの日程でお願いいたします',
  roomNumInvalid: '客室数は1〜10室でお選びください',
  partyInvalid: '1室あたり大人1名以上・合計3名まででお選びください',
  discountInvalid: '割引タイプとコードを正しく入力してください',
  // City search (decision 0038)
  cityInvalid: '都市を正しく選択してください',
  cityNotFound: '該当する都市が見つかりません',
  citySortInvalid: '並び順は「料金の安い順」か「ホテル順」でお選びください',
  rateNotFound: '該当する料金プランが見つかりません',
  rateNeedsDiscountCode: 'この料金プランには有効な割引コードが必要です',
  soldOut: 'ご指定の日程は満室のため、ご予約いただけません。日程または客室タイプを変更してください',
  // Booking restrictions (decision 0018): search shows them on the room type, hold refuses with them.
  // A length of stay is said by its restriction (restrictions.ts: RESTRICTIONS.minStay.message(n)…).
  stopSell: 'ご指定の日程には販売を停止している日が含まれます。日程または客室タイプを変更してください',
  closedToArrival: 'この日はチェックインを承っておりません。チェックイン日を変更してください',
  closedToDeparture: 'この日はチェックアウトを承っておりません。チェックアウト日を変更してください',

  // Booking: holds and orders
  orderNoRequired: '予約番号がありません。もう一度お部屋を選択してください',
  arrivalTimeInvalid: 'ご到着予定時刻を選択してください',
  remarkTooLong: 'ご要望は300文字以内で入力してください',
  /** A control character other than tab and line breaks in a request or note. */
  requestInvalidCharacters: 'ご要望に使用できない文字が含まれています',
  holdNotFound: 'ご予約の仮押さえが見つかりません。もう一度お部屋を選択してください',
  holdExpired: 'お部屋の確保時間（15分）が過ぎました。もう一度お部屋を検索してください',
  holdUsed: 'この予約はすでに送信されています',
  openBookingsLimit: `お支払い前のご予約と仮押さえは${MAX_OPEN_BOOKINGS_PER_MEMBER}件までです。お支払いを済ませるか不要なご予約をキャンセルしてください（仮押さえは${HOLD_MINUTES}分で自動的に解除されます）`,
  orderSubmitted: 'ご予約を承りました',
  orderNotFound: '該当するご予約が見つかりません',
  orderStateInvalid: '予約状態の指定が正しくありません',
  orderCancelled: 'ご予約をキャンセルしました',
  orderAlreadyCancelled: 'このご予約はすでにキャンセルされています',
  orderNotCancellable: 'このご予約はキャンセルできません',
  prepaidNonRefundable: '事前決済のご予約は返金不可のため、キャンセルできません',
  paidNotCancellableOnline: 'お支払い済みのご予約はオンラインでキャンセルできません。ホテルへ直接お問い合わせください',
  cancelDeadlinePassed: 'ご到着日18:00（現地時間）を過ぎたため、オンラインではキャンセルできません（初日1泊分の室料がかかります）。ホテルへ直接お問い合わせください',

  // Payments
  orderNotPayable: 'このご予約はお支払いの対象ではありません',
  orderAlreadyPaid: 'このご予約はお支払い済みです',
  payDeadlinePassed: 'お支払い期限を過ぎたため、ご予約は失効しました',
  payLaterNoPayment: 'ホテルでのお支払いを選択したご予約は、オンライン決済の必要はありません',
  payMethodUnavailable: 'このお支払い方法はご利用いただけません',
  memberPasswordRequired: '会員パスワードを入力してください',
  memberPasswordWrong: '会員パスワードが正しくありません',
  balanceInsufficient: '会員カードの残高が不足しています',
  payCreated: 'QRコードを読み取ってお支払いください',
  payPending: 'お支払いの完了を確認できていません',
  paymentNotFound: '該当する決済が見つかりません',
  /** 503: Alipay / WeChat Pay did not answer or refused; nothing was stored. */
  payGatewayUnavailable: '決済サービスに接続できませんでした。しばらくしてからもう一度お試しください',
  refundInvalid: '返金の指定（返金番号・金額・理由）が正しくありません',
  refundNotAllowed: 'この決済は返金できる状態ではありません',
  refundExceedsPayment: '返金額の合計がお支払い額を超えるため、返金できません',

  // Meetings
  meetingTimeOrder: '会議の終了時間は開始時間より後に設定してください',
  /** A begin or end that is no real date or time (2026-02-30, 25:00). */
  meetingBeginInvalid: '会議の開始日時を正しく選択してください（存在しない日付・時刻です）',
  meetingEndInvalid: '会議の終了日時を正しく選択してください（存在しない日付・時刻です）',
  meetingTimePast: '過去の日時は選択できません',
  meetingTypeUnknown: 'このホテルで選択できる会議タイプを選んでください',
  meetingNoteTooLong: 'ご要望は500文字以内で入力してください',

  // Members: SMS refused by the provider (503, like smsSendFailed)
  smsNumberRefused: 'この携帯電話番号にはSMSを送信できません。番号をご確認ください',
  smsNumberLimited: 'この携帯電話番号へのSMS送信が一時的に制限されています。しばらくしてからもう一度お試しください',

  // Operations: GET /metrics with METRICS_TOKEN set and a wrong or missing bearer token (401)
  metricsUnauthorized: 'メトリクスの参照には認証が必要です',
} as const;

/** 429 for a new SMS code asked for too soon after the last one. */
export function smsResendWaitMessage(seconds: number): string {
  return `確認コードは${seconds}秒後に再送信できます`;
}

const hotelHourMinute = new Intl.DateTimeFormat('ja-JP', { timeZone: HOTEL_TIMEZONE, month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false });

/** 429 for member-card payment paused after wrong passwords: when to try again, in hotel time. */
export function cardLockedMessage(until: Date): string {
  // Rounded up to the minute, so trying at the time shown always works.
  const retryAt = new Date(Math.ceil(until.getTime() / 60_000) * 60_000);
  return `会員パスワードを続けて間違えたため、会員カードでのお支払いを一時停止しています。${hotelHourMinute.format(retryAt)}（現地時間）以降にもう一度お試しください`;
}

/**
 * A party that does not fit the rooms of a room type: its capacity and, when some number of rooms
 * works, how many are needed (search shows it on the room type; hold and submit refuse with it).
 */
export function partyTooLargeMessage(maxOccupancy: number, roomsNeeded: number | null): string {
  const capacity = `この客室タイプは1室${maxOccupancy}名様までです。`;
  return roomsNeeded === null
    ? `${capacity}ご指定の人数ではご予約いただけません。客室タイプまたは人数を変更してください`
    : `${capacity}ご指定の人数には${roomsNeeded}室以上が必要です。客室数を変更してもう一度検索してください`;
}

/**
 * What a guest calls the things the API's fields carry, keyed by the field's name in lower case
 * (the spec spells some with a capital: HotelCode, CheckIn). A refusal never names the field
 * itself: a guest who never typed 「remark」 or 「revNo」 cannot act on it.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  hotelcode: 'ホテル',
  citycode: '都市',
  checkin: 'チェックイン日',
  checkindate: 'チェックイン日',
  checkout: 'チェックアウト日',
  checkoutdate: 'チェックアウト日',
  roomtypecode: '客室タイプ',
  roomtypename: '客室タイプ',
  ratecode: '料金プラン',
  ratename: '料金プラン',
  roomqty: '客室数',
  roomnum: '客室数',
  adultnum: '大人の人数',
  childrennum: '子供の人数',
  orderno: '予約番号',
  revno: '予約番号',
  orderid: '予約',
  code: 'お支払い方法',
  paycode: 'お支払い方法',
  month: '月',
  mobile: '携帯電話番号',
  name: 'お名前',
  email: 'メールアドレス',
  remark: 'ご要望',
};

/** A 400 about one field, in the guest's words; a field with no label gets the general message. */
export function invalidFieldMessage(field: string): string {
  const label = FIELD_LABELS[field.split('.').pop()!.toLowerCase()];
  return label ? `「${label}」を正しく入力してください` : SERVER_MESSAGES.badRequest;
}

/** The rooms page was opened for more guests than its rooms hold: it searched with enough rooms. */
export function partySearchedInRoomsMessage(roomNum: number, adultNum: number, childrenNum: number, perRoom: number): string {
  const party = `大人${adultNum}名${childrenNum ? `・子ども${childrenNum}名` : ''}`;
  return `1室${perRoom}名様までのため、${party}を${roomNum}室でお探ししました`;
}

/** Messages the website shows where the spec names none. */
export const SITE_MESSAGES = {
  /** A visitor without a session reaches a step that needs one (not ログインタイムアウト: nothing expired). */
  loginRequiredToBook: 'ご予約にはログインが必要です',
  loginRequiredToBookText: 'ログインすると、このままお支払いの手続きに進めます。会員でない方は新規会員登録をお願いいたします。',
  loginExpired: 'ログインの有効期限が切れました',
  loginExpiredText: 'お手数ですが、もう一度ログインしてください。ログイン後、このままお支払いの手続きに進めます。',
  /** The rooms page was opened for a past date: it searched from today instead (the bar shows that). */
  staySearchedFromToday: 'ご指定のチェックイン日は過ぎているため、本日からのご宿泊で空室をお探ししました',
  /** An empty rate list: what the guest can do next, beside データなし. */
  noRatesOtherDates: '料金カレンダーで他の日程を見る',
  noRatesOtherHotels: '他のホテルを探す',
  /** Beside every mobile box: mainland numbers as the spec's 11 digits, others after their country code (decision 0077). */
  mobileNumberHint: '国番号を選び、携帯電話番号をご入力ください（中国本土は11桁）',
} as const;

/** Personal data: the member's data download and closing the account (decision 0033). */
export const PRIVACY_MESSAGES = {
  exportReady: '会員データをダウンロードしました',
  closeConfirmRequired: 'パスワードまたは確認コードを入力してください',
  closeWrongSecret: 'パスワードまたは確認コードが正しくありません',
  closeRefusedOpenBooking: 'ご利用前またはご宿泊中のご予約があるため、退会できません。ご予約の完了またはキャンセル後に、もう一度お手続きください',
  closeRefusedBalance: '会員カードに残高があるため、退会できません。残高の払い戻しはご利用のホテルへお問い合わせください',
  closeAcknowledgeRequired: '退会に関する注意事項をご確認ください',
  closed: '退会手続きが完了しました。ご利用ありがとうございました',
  closeFailed: '退会手続きができませんでした。後でもう一度お試しください',
} as const;
// ---- Request throttling and SMS pumping (decision 0028) ------------------------------------------

/** 429 from the per-route request throttling: when to try again, rounded up to the second. */
export function rateLimitedMessage(seconds: number): string {
  return `アクセスが集中しています。${Math.max(1, seconds)}秒ほど待ってからもう一度お試しください`;
}

/** 429 when too many codes went to numbers of one block (the first seven digits) in 24 hours. */
export const SMS_PREFIX_DAILY_LIMIT = 'この携帯電話番号の番号帯への送信が一時的に制限されています。しばらくしてからもう一度お試しください';

// In a module of its own, so the search box (on the first screen of most pages) takes only these words (decision 0082).
export { DISCOUNT_MESSAGES } from './discount-messages.ts';

/** Changing a booking (issue 25, decision 0059): the guest's and the staff's change screens and the API. */
export const CHANGE_MESSAGES = {
  planNeverChanges: 'このプランはご予約後の変更を承っておりません',
  changeDeadlinePassed: '変更の受付期限を過ぎています。ホテルへ直接お問い合わせください',
  notChangeable: 'このご予約は変更できません',
  channelBooking: 'チャネル経由のご予約です。変更は販売サイト（チャネルマネージャー）で行ってください。当サイトには自動で反映されます',
  checkedIn: 'チェックイン後のご変更はフロントで承ります',
  paymentTypeDiffers: 'お支払い方法の異なるプランへは変更できません。キャンセルのうえ改めてご予約ください',
  nothingChanged: '変更内容がありません。日程・客室・プラン・人数のいずれかを変更してください',
  changePending: '手続き中の変更があります。差額のお支払いを完了するか、変更を取り消してからやり直してください',
  soldOut: 'ご希望の日程・客室は満室のため変更できません',
  changeNotFound: '変更のお手続きが見つかりません',
  changeExpired: '変更のお手続き期限（15分）が過ぎたため、変更は取り消されました。もう一度お手続きください',
  changeNotPending: 'この変更はすでに確定または取り消し済みです',
  nothingToPay: 'この変更にお支払いの必要はありません',
  pastNightsFixed: 'ご宿泊済みの日程は変更できません',
  checkInFixed: 'ご滞在中のご予約はチェックイン日を変更できません',
  overrideReasonRequired: '料金を変更する理由を入力してください',
  overrideNotAllowed: '料金の変更はこの権限ではできません',
  overrideInvalid: '料金は0元以上の整数で、変更後の宿泊日について入力してください',
  reasonInvalid: '理由は改行なしの200文字以内で入力してください',
  couponDropped: 'ご利用のクーポンは変更後のご予約には適用されません',
  promotionDroppedPrefix: 'プロモーション',
  promotionDroppedSuffix: 'は変更後のご予約には適用されません',
  orderChangedMeanwhile: 'ご予約の内容がお手続き中に更新されました。もう一度お試しください',
  payFirst: 'お支払い手続き中のご予約は、お支払いの完了後に変更できます',
  changeApplied: 'ご予約を変更しました',
  changeRequested: '変更を受け付けました。差額をお支払いください',
  changeWithdrawn: '変更を取り消しました',
} as const;

/**
 * Staff-made bookings (issue 25 "Book by phone or at the desk", decision 0059): the back office's
 * 電話・来館予約 form and its API (/adminapi/v1/orders/book/*), each field's message in the form's order.
 */
export const DESK_BOOKING_MESSAGES = {
  hotelRequired: 'ホテルを指定してください',
  checkInInvalid: 'チェックイン日をYYYY-MM-DDの形式で入力してください',
  checkOutInvalid: 'チェックアウト日をYYYY-MM-DDの形式で入力してください',
  roomQtyInvalid: `室数は1〜${MAX_ROOMS_PER_BOOKING}の整数で入力してください`,
  adultNumInvalid: '大人の人数は1〜30の整数で入力してください',
  childrenNumInvalid: '子供の人数は0〜30の整数で入力してください',
  roomTypeRequired: '客室タイプを選んでください',
  rateRequired: '料金プランを選んでください',
  guestKindInvalid: '会員か会員以外のお客様かを選んでください',
  memberRequired: '会員を検索して選んでください',
  lookupInvalid: '携帯電話番号（11桁、または＋と国番号から）または会員カード番号を入力してください',
  revUserRequired: 'お客様のお名前を入力してください（50文字以内）',
  revUserInvalid: 'お名前は改行や記号を含まない50文字以内で入力してください',
  mobileInvalid: '携帯電話番号は1から始まる11桁の数字、または＋と国番号から入力してください',
  emailInvalid: 'メールアドレスを正しく入力してください（例：name@example.com）',
  sourceInvalid: '予約の受付方法（電話・来館・メール）を選んでください',
  arrivalTimeInvalid: '到着予定時刻を一覧から選んでください',
  remarkInvalid: `ご要望は${REMARK_MAX}文字以内で入力してください`,
  settlementInvalid: 'お支払い方法を選んでください',
  prepaidNeedsPayment: 'このプランは事前決済です。決済リンクを送るか、フロントでのお支払いを選んでください',
  linkForPayAtHotel: 'このプランは現地払いです。決済リンクは送れないため、現地払いかフロントでのお支払いを選んでください',
  linkViaInvalid: '決済リンクの送り先（SMS・メール）を選んでください',
  linkEmailRequired: '決済リンクをメールで送るには、お客様のメールアドレスを入力してください',
  deskMethodInvalid: 'フロントでのお支払い方法（現金・カード・支付宝・微信支付）を選んでください',
  deskReferenceRequired: '控え番号（領収書・伝票・取引番号）を入力してください（40文字以内）',
  memberOnlyPlan: 'この料金プランは会員限定です。会員を選ぶか、別のプランを選んでください',
  planNeedsCode: 'この料金プランは割引コードでのみ予約できるため、電話・来館予約では選べません',
  notOpenYet: 'このホテルは開業前のため、この日程ではご予約を承れません',
  roomTypeNotFound: '該当する客室タイプが見つかりません',
  planNotFound: '該当する料金プランが見つかりません',
  memberNotFound: '該当する会員が見つかりません',
  soldOut: 'ご指定の日程・客室タイプは満室です。別の客室タイプか日程をお選びください',
  booked: '予約を登録しました',
  bookedPaid: '予約を登録し、お支払いを記録しました',
  linkSent: '予約を登録し、決済リンクを送りました',
  linkNotSent: '予約は登録しましたが、決済リンクを送れませんでした。予約詳細から送り直してください',
} as const;
