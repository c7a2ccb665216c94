import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@hotel/db/client';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { Env } from './env.ts';
import type { Clock } from './lib/clock.ts';
import { changeFeedFor } from './lib/change-feed/index.ts';
import { ContentEditing } from './lib/content-editing.ts';
import { passwordHashing, type PasswordHashing, type ScryptParams } from './lib/password.ts';
import { ReadCache, withReadCache } from './lib/read-cache.ts';
import { transactionRunner } from './lib/transaction.ts';
import { MediaRepository, MediaService } from './modules/media/index.ts';
import { HoldRepository, HoldRoomsService, HoldService, ReleaseExpiredService } from './modules/holds/index.ts';
import {
  InventoryRepository,
  InventoryService,
  OccupancyRepository,
  OccupancyService,
  RatePlanAdminService,
  RatePlanRepository,
  RatesBulkEditService,
  RatesCalendarService,
  RatesRepository,
  RoomNightOpening,
  RoomNightOpeningRepository,
} from './modules/inventory/index.ts';
import { PriceCalendarService, SearchCityService, SearchRatesService } from './modules/search/index.ts';
import { ConfirmationRepository, ConfirmationService, MailOutboxRepository, OutboxMailTransport, SmtpMailTransport, type MailTransport } from './modules/confirmations/index.ts';
import { CmsRepository, CmsService, NewsEditorRepository, NewsEditorService, PageEditorRepository, PageEditorService } from './modules/cms/index.ts';
import { DashboardService } from './modules/dashboard/index.ts';
import {
  CouponAdminRepository,
  CouponAdminService,
  CouponRepository,
  DiscountService,
  PromotionAdminRepository,
  PromotionAdminService,
  PromotionRepository,
  type MemberCouponsOf,
} from './modules/discounts/index.ts';
import { BannerEditorRepository, BannerEditorService, HotelRepository, HotelService } from './modules/hotel/index.ts';
import { MeetingInboxService, MeetingRepository, MeetingService } from './modules/meetings/index.ts';
import { alsoTellTheHotel, GroupAlerts, NoticeInboxService, NoticeRepository, NoticeService } from './modules/notices/index.ts';
import { CompleteStaysService, FrontDeskService, OrderLookupService, OrderNoteRepository } from './modules/front-desk/index.ts';
import {
  ExpireUnpaidOrdersService,
  HotelOrdersRepository,
  HotelOrdersService,
  MemberOrdersService,
  OrderRepository,
  OrderService,
  PayableOrdersService,
  MemberOrderPrivacyRepository,
} from './modules/orders/index.ts';
import {
  OrderMoneyService,
  PaymentNotificationService,
  PaymentReconciliationService,
  PaymentRepository,
  PaymentService,
  RefundRepository,
  RefundService,
  SettlePayment,
  PaymentExportRepository,
  type PaymentGateways,
} from './modules/pay/index.ts';
import { RoomRepository, RoomService, RoomTypeAdminService } from './modules/rooms/index.ts';
import { SaleEditorRepository, SaleEditorService, SaleRepository, SaleService } from './modules/sales/index.ts';
import { SiteMapService } from './modules/seo/index.ts';
import { SessionRepository, SessionService } from './modules/session/index.ts';
import { AliyunSmsProvider, ConsoleSmsProvider, SmsCodeRepository, SmsCodeService, SmsOutboxRepository, TencentSmsProvider, type SmsProvider } from './modules/sms/index.ts';
import { AuditLogService, AuditRepository, AuditTrail } from './modules/audit/index.ts';
import {
  DEMO_TOTP_KEY,
  PasswordLinkRepository,
  PasswordLinkService,
  PendingLoginRepository,
  SecondFactorService,
  staffGuard,
  StaffAccess,
  StaffAccountsService,
  StaffAdminRepository,
  StaffAdminService,
  StaffAuthService,
  StaffRepository,
  StaffSessionRepository,
  StaffSessionService,
  StaffTotpRepository,
  TotpSecretBox,
} from './modules/staff/index.ts';
import {
  AccountService,
  MemberLookupRepository,
  MemberLookupService,
  MemberPointsRepository,
  MemberPointsService,
  MemberRepository,
  MemberWalletService,
  ProfileService,
  CloseAccountService,
  MemberDataExportService,
  MemberPrivacyRepository,
  PersonalDataRetentionService,
} from './modules/user/index.ts';
import { RETENTION_DAYS } from '@hotel/shared/privacy';
import { liveGateways, simulatorGateways } from './pay-gateways.ts';
import { countBusinessEvents, type AppMetrics } from './plugins/metrics.ts';
import type { PaySimulator } from './pay-simulator/index.ts';
import { notifyUrlOf, type PaySettings } from './pay-settings.ts';
import { aliyunConfig, tencentConfig, type SmsSettings } from './sms-settings.ts';

/** SMS_PROVIDER and PAY_PROVIDER values; a real provider adds its name in env.ts and a case below. */
export type SmsProviderName = Env['SMS_PROVIDER'];
export type PaymentProviderName = Env['PAY_PROVIDER'];
/**
 * Where confirmation e-mail goes (decision 0041): SMTP (SMTP_URL, MAIL_FROM), demo mode's
 * mail_outbox (`outbox`, shown at GET /__dev/mail), nowhere (`none`), or a ready transport (tests).
 */
export type MailChoice = MailTransport | 'outbox' | 'none' | { smtpUrl: string; from: string };

export interface ServiceParts {
  db: Database;
  /** Current time for codes, sessions, holds, deadlines, payments and "today"; tests move it. */
  clock: Clock;
  log: FastifyBaseLogger;
  /** HMAC key for stored SMS codes (SMS_CODE_SECRET); unset: a random key for this process. */
  /** STAFF_TOTP_KEY seals staff TOTP secrets; unset: the public demo key. */
  secrets?: { smsCode?: string; staffTotp?: string };
  /**
   * By name (from the environment) or ready-made (tests hand in recording fakes; a payment
   * gateway per QR method, a method without one is not offered).
   */
  providers?: { sms?: SmsProviderName | SmsProvider; payment?: PaymentProviderName | PaymentGateways; mail?: MailChoice };
  /** Credentials, sign name, templates and endpoint for SMS_PROVIDER=aliyun or tencent (from loadEnv). */
  smsSettings?: SmsSettings;
  /**
   * PUBLIC_URL (the notify URLs the providers call: PUBLIC_URL + /crsapi/v1/pay/notify/<method>;
   * unset: http://localhost:3000) and the ALIPAY_* / WECHATPAY_* settings for PAY_PROVIDER=live.
   */
  paySettings?: Partial<PaySettings>;
  /** PAY_PROVIDER=simulator: the simulator the adapters talk to (app.ts makes one). */
  paySimulator?: PaySimulator;
  /** METRICS=1: holds, orders, settled payments and refunds are counted (plugins/metrics.ts). */
  metrics?: AppMetrics | null;
  /**
   * Catalogue, content and availability reads cached in-process and dropped by the change feed
   * (decision 0035). The app turns it on (READ_CACHE=off turns it off); services built alone go
   * without, so they hold no listening connection.
   */
  readCache?: { enabled: boolean; freeze: boolean };
  /** ALERT_EMAIL: where alerts to the group administrator go (decision 0043); unset: listed in the back office only. */
  alertEmail?: string | null;
  /** scrypt's cost for new password hashes: CURRENT_PARAMS unless a test suite asks for less (refused in production). */
  passwordCost?: ScryptParams;
}

export type Services = ReturnType<typeof buildServices>;

/**
 * The composition root: every repository, service and provider of the server, built once, here
 * and nowhere else. app.ts hands each route plugin the services it needs; route plugins never see
 * the database. Which module may import which is decision 0053's map (lint refuses an import
 * cycle); the order below only builds what a service is handed before the service. Where a
 * service calls one built later, or one whose module it may not import, it is handed a function
 * that resolves at call time: accounts → discounts' welcome coupon, confirmations and notices →
 * alerts, orders → pay's refunds, the hold step → orders' unpaid count, user → orders' summaries.
 */
export function buildServices({ db, clock, log, secrets = {}, providers = {}, smsSettings, paySettings = {}, paySimulator, metrics, readCache, passwordCost, alertEmail = null }: ServiceParts) {
  // Committed changes to cached tables, heard in every process (decision 0028); app.ts closes it.
  const changes = changeFeedFor(db, log);
  // Content that appears and lapses by date (news, offers) asks the same clock as everything else.
  const today = () => hotelToday(clock());
  const cache = new ReadCache(changes, today, readCache ?? { enabled: false, freeze: false });
  // A write's own process reads it back at once: the commit waits until the feed has told the cache.
  const inTransaction = transactionRunner(db, readCache?.enabled ? () => changes.sync() : undefined);
  // Staff first: the back office's services audit their changes and ask StaffAccess.
  const passwords = passwordHashing(passwordCost);
  const staffServices = buildStaffServices(db, clock, { totpKey: secrets.staffTotp, passwords });
  const { audit, staffAccess } = staffServices;

  // Catalogue and content, their reads cached (lib/read-cache.ts): each names the tables it reads.
  const hotelTables = ['hotels', 'banners', 'cities', 'city_groups', 'brands'] as const;
  const hotels = withReadCache(cache, 'hotels', new HotelService(new HotelRepository(db), today), {
    requireHotel: hotelTables,
    getBanners: hotelTables,
    getHotelInfo: hotelTables,
    getHotel: hotelTables,
    getNav: hotelTables,
    getGroupCities: hotelTables,
    getCityHotels: hotelTables,
    getBrands: hotelTables,
  });
  const roomRepository = new RoomRepository(db);
  const rooms = withReadCache(cache, 'rooms', new RoomService(roomRepository, hotels), {
    listRoomTypes: ['hotels', 'room_types'],
    getRoomTypeDetail: ['hotels', 'room_types'],
    roomTypesOf: ['room_types'],
  });
  const sales = withReadCache(cache, 'sales', new SaleService(new SaleRepository(db), hotels, today), { listSales: ['hotels', 'sales'], getSale: ['hotels', 'sales'] });
  const cmsTables = ['hotels', 'news', 'content_pages', 'hotel_content'] as const;
  const cms = withReadCache(cache, 'cms', new CmsService(new CmsRepository(db), hotels, today), {
    listNews: cmsTables,
    showNews: cmsTables,
    getAboutPage: cmsTables,
    getFooterPage: cmsTables,
    getHotelNav: cmsTables,
    // The schema argument only checks the block: the hotel and the kind are the key.
    getHotelBlock: { tables: cmsTables, key: (hotelCode: string, kind: string) => [hotelCode, kind] },
    meetingTypes: cmsTables,
  });
  // The sitemap reads through the cached services above: a publish or withdrawal shows at once (decision 0036).
  const siteMap = new SiteMapService(hotels, rooms, sales, cms);
  const meetingRepository = new MeetingRepository(db);
  const meetingInbox = new MeetingInboxService(inTransaction, meetingRepository, hotels, staffAccess, audit, clock);

  // Members: sessions, SMS codes, accounts, the member centre and the card's wallet.
  const sessionRepository = new SessionRepository(db);
  const sessions = new SessionService(sessionRepository, clock);
  const sms = smsProviderFor(providers.sms ?? 'console', { db, log, clock, settings: smsSettings });
  const smsCodes = new SmsCodeService(inTransaction, new SmsCodeRepository(db), sms, clock, secretKey(secrets.smsCode));
  const members = new MemberRepository(db);
  const accounts = new AccountService(members, smsCodes, sessions, clock, passwords, (tx, memberId, now) => discounts.issueWelcome(tx, memberId, now));
  const profiles = new ProfileService(members, clock);
  const wallet = new MemberWalletService(members, clock);
  const points = new MemberPointsService(new MemberPointsRepository(db));
  // Promotions and member coupons (decision 0042): booking, orders and registration use them; the
  // member's level is user's, handed in as a function.
  const discounts = new DiscountService(new PromotionRepository(db), new CouponRepository(db), async (id) => (await members.findProfile(id))?.level ?? null);

  // Inventory → search, holds → orders → pay. Orders converts holds and gives rooms back through
  // holds' and inventory's services, pay settles orders through orders' PayableOrdersService.
  const inventoryRepository = new InventoryRepository(db);
  const inventory = new InventoryService(inTransaction, inventoryRepository);
  const holdRepository = new HoldRepository(db);
  const holds = new HoldService(holdRepository, inventory);
  const orderRepository = new OrderRepository(db);
  // The release pass is holds': lapsed holds, then orders' lapsed unpaid orders (holds' UnpaidOrderExpiry port).
  const expiry = new ReleaseExpiredService(holds, new ExpireUnpaidOrdersService(inventory, orderRepository, discounts));
  // Confirmations (decision 0041): owed inside the order's and payment's transactions, sent by a job.
  const mail = mailTransportFor(providers.mail ?? 'none', { db, log, clock });
  // A confirmation or notice whose last attempt failed alerts the group administrator once (decision 0043).
  const confirmations = new ConfirmationService(new ConfirmationRepository(db), db, (id) => orderRepository.findById(id), hotels, mail, sms, log, clock, ({ event, ...failure }): Promise<void> =>
    alerts.sendingGaveUp({ what: 'confirmation', kind: event, ...failure }),
    (order) => discounts.namesOf(order),
  );
  // The hotel hears of it too (decision 0043): each order event that owes the guest a confirmation
  // owes the hotel a notice in the same transaction; meeting requests owe one; alerts go to ALERT_EMAIL.
  const noticeRepository = new NoticeRepository(db);
  const notices = new NoticeService(noticeRepository, db, { findOrder: (id) => orderRepository.findById(id), findMeeting: (id) => meetingRepository.findById(id) }, hotels, mail, alertEmail, log, clock, (failure): Promise<void> => alerts.sendingGaveUp({ what: 'notice', ...failure }), (order) => discounts.namesOf(order));
  const alerts = new GroupAlerts(notices, clock);
  const noticeInbox = new NoticeInboxService(noticeRepository, notices, hotels, staffAccess);
  const orderEvents = alsoTellTheHotel(confirmations, notices);
  const meetings = new MeetingService(hotels, cms, meetingRepository, inTransaction, { owe: (tx, request) => notices.oweMeeting(tx, request), dispatch: (key) => notices.dispatch(key) });
  const payableOrders = new PayableOrdersService(orderRepository, hotels, orderEvents);
  // Guests' searches are cached (look-to-book); the hold and the order read the database themselves.
  // `now` decides only the hotel date, which the cache already keys on.
  const search = withReadCache(cache, 'search', new SearchRatesService(hotels, rooms, inventory, discounts), {
    search: { tables: ['hotels', 'room_types', 'rate_plans', 'room_nights', 'promotions'], key: (query: object) => query },
  });
  // A city's hotels with their lowest rates (decision 0038): each hotel through the cached search
  // above, the whole answer cached too, dropped with any table either reads.
  const searchCity = withReadCache(cache, 'searchCity', new SearchCityService(hotels, search), {
    search: { tables: [...hotelTables, 'room_types', 'rate_plans', 'room_nights', 'promotions'], key: (query: object) => query },
  });
  // The search box's lowest-price calendar (decision 0037): the search's tables (promotions too, 0044), plus cities for a city's hotels.
  const priceCalendar = withReadCache(cache, 'priceCalendar', new PriceCalendarService(hotels, rooms, inventory, discounts), {
    month: { tables: ['hotels', 'cities', 'room_types', 'rate_plans', 'room_nights', 'promotions'], key: (query: object) => query },
  });
  // The cap on open bookings counts orders' unpaid orders, which holds may not import: handed in as a function.
  const holdRooms = new HoldRoomsService(inTransaction, hotels, rooms, inventory, holdRepository, expiry, (tx, memberId, now) =>
    orderRepository.countAwaitingPayment(tx, memberId, now),
  discounts,
  );
  // The member's coupons (decision 0042), weighed against a held stay when the guest information step asks.
  const couponsOf: MemberCouponsOf = (memberId, orderNo, now) => (orderNo ? holdRooms.couponsForHold(memberId, orderNo, now) : discounts.couponsOf(memberId, null, now));
  // Orders show their refund, which is pay's: handed in as a function (pay depends on orders).
  const orders = new OrderService(inTransaction, orderRepository, holds, inventory, hotels, rooms, (ids) => refunds.refundsOfOrders(ids), discounts, orderEvents);
  const gateways = paymentGatewaysFor(providers.payment ?? 'simulator', { log, settings: paySettings, simulator: paySimulator });
  const paymentRepository = new PaymentRepository(db);
  const refundRepository = new RefundRepository(db);
  const settlement = new SettlePayment(inTransaction, payableOrders, paymentRepository, log);
  const notifyUrl = notifyUrlOf(paySettings.PUBLIC_URL ?? 'http://localhost:3000');
  const payments = new PaymentService(inTransaction, payableOrders, paymentRepository, wallet, gateways, notifyUrl, settlement, expiry, log);
  const notifications = new PaymentNotificationService(gateways, paymentRepository, payableOrders, settlement, log);
  const refunds = new RefundService(inTransaction, paymentRepository, refundRepository, gateways, log, orderEvents);
  const reconciliation = new PaymentReconciliationService(gateways, paymentRepository, refundRepository, refunds, payableOrders, settlement, log, alerts);
  // The back office's member lookup lists orders, which user may not import: handed in as a function.
  const memberOrders = new MemberOrdersService(orderRepository, hotels);
  const memberLookup = new MemberLookupService(inTransaction, new MemberLookupRepository(db), points, (memberId, limit) => memberOrders.summariesOf(memberId, limit), audit, clock);

  // The back office's catalogue: rate plans (inventory) and room types (rooms); a new room type's
  // nights are inventory's, handed to rooms as a function (inventory depends on rooms).
  const ratePlanAdmin = new RatePlanAdminService(inTransaction, new RatePlanRepository(db), hotels, audit);
  const roomNightOpening = new RoomNightOpening(new RoomNightOpeningRepository());
  const roomTypeAdmin = new RoomTypeAdminService(inTransaction, roomRepository, hotels, audit, (tx, nights) => roomNightOpening.open(tx, nights), today);
  // Staff's promotions check rate plan codes through inventory's service (inventory owns rate_plans).
  const ratePlanCodesOf = async (hotel: string) => (await ratePlanAdmin.list(hotel)).map((plan) => plan.code);
  const promotionAdmin = new PromotionAdminService(inTransaction, new PromotionAdminRepository(db), hotels, staffAccess, audit, ratePlanCodesOf, clock);
  const couponAdmin = new CouponAdminService(inTransaction, new CouponAdminRepository(db), hotels, staffAccess, audit, clock);

  // The front desk: orders through orders' HotelOrdersService, the order's money through the desk's
  // OrderMoney port (pay's OrderMoneyService).
  const orderMoney = new OrderMoneyService(paymentRepository, refundRepository, refunds);
  const hotelOrders = new HotelOrdersService(new HotelOrdersRepository(db));
  const orderNotes = new OrderNoteRepository(db);
  const orderLookup = new OrderLookupService(hotelOrders, orderNotes, orderMoney, holds, audit, staffAccess, discounts);
  const frontDesk = new FrontDeskService(inTransaction, hotelOrders, orderNotes, orderLookup, inventory, orderMoney, points, audit, log, discounts, orderEvents);
  const completeStays = new CompleteStaysService(inTransaction, hotelOrders, points, log);
  const dashboard = new DashboardService(orderLookup, new OccupancyService(new OccupancyRepository(db)), meetings);

  // The back office's content editing: each table's module lends its editor repository.
  const editing = new ContentEditing(inTransaction, audit, staffAccess, today);
  const contentEditors = {
    news: new NewsEditorService(editing, new NewsEditorRepository(db)),
    sales: new SaleEditorService(editing, new SaleEditorRepository(db), hotels),
    banners: new BannerEditorService(editing, new BannerEditorRepository(db)),
    pages: new PageEditorService(editing, new PageEditorRepository(db)),
  };
  const media = new MediaService(inTransaction, new MediaRepository(db), audit, clock);

  // The staff's rates calendar edits the inventory, each change on the audit trail.
  const ratesRepository = new RatesRepository(db);
  const ratesCalendar = new RatesCalendarService(hotels, rooms, inventoryRepository, ratesRepository);
  const ratesBulkEdit = new RatesBulkEditService(inTransaction, hotels, rooms, ratesRepository, audit);

  // Personal data (decision 0033): the member's download and closing, and the retention purge.
  // Each module lends the repository methods for its own tables.
  const privacy = new MemberPrivacyRepository(db);
  const orderPrivacy = new MemberOrderPrivacyRepository(db);
  const paymentExport = new PaymentExportRepository(db);
  const dataExport = new MemberDataExportService(
    privacy,
    {
      ordersOf: (id) => orderPrivacy.exportOf(id),
      paymentsOf: (ids) => paymentExport.summariesOf(ids),
      sessionsOf: (id) => sessionRepository.listOf(id),
      couponsOf: (id) => discounts.exportOf(id),
    },
    clock,
  );
  const closeAccount = new CloseAccountService(
    inTransaction,
    privacy,
    members,
    smsCodes,
    {
      lockBookings: (tx, memberId) => holdRepository.lockMember(tx, memberId),
      countOpenBookings: async (tx, memberId, now) => (await holdRepository.countLive(tx, memberId, now)) + (await orderPrivacy.countOpen(tx, memberId)),
      anonymizeOrders: (tx, memberId, now) => orderPrivacy.anonymize(tx, memberId, now),
      endSessions: (tx, memberId) => sessionRepository.deleteAllOf(tx, memberId),
    },
    clock,
  );
  const smsOutbox = new SmsOutboxRepository(db);
  const mailOutbox = new MailOutboxRepository(db);
  const smsCodeRows = new SmsCodeRepository(db);
  const staffSessionRows = new StaffSessionRepository(db);
  const pendingLogins = new PendingLoginRepository(db);
  const passwordLinkRows = new PasswordLinkRepository(db);
  const retention = new PersonalDataRetentionService(
    [
      { name: 'smsOutbox', keepDays: RETENTION_DAYS.smsOutbox, purge: (before) => smsOutbox.purgeSentBefore(before) },
      // Demo mode's caught e-mail (decision 0041): as short as the console SMS outbox.
      { name: 'mailOutbox', keepDays: RETENTION_DAYS.smsOutbox, purge: (before) => mailOutbox.purgeSentBefore(before) },
      { name: 'smsCodes', keepDays: RETENTION_DAYS.smsCodes, purge: (before) => smsCodeRows.purgeIssuedBefore(before) },
      { name: 'memberSessions', keepDays: RETENTION_DAYS.memberSessions, purge: (before) => sessionRepository.purgeEndedBefore(before) },
      { name: 'staffSessions', keepDays: RETENTION_DAYS.staffSessions, purge: (before) => staffSessionRows.purgeEndedBefore(before) },
      { name: 'staffPendingLogins', keepDays: RETENTION_DAYS.staffTokens, purge: (before) => pendingLogins.purgeExpiredBefore(before) },
      { name: 'staffPasswordLinks', keepDays: RETENTION_DAYS.staffTokens, purge: (before) => passwordLinkRows.purgeExpiredBefore(before) },
      { name: 'roomHolds', keepDays: RETENTION_DAYS.roomHolds, purge: (before) => holdRepository.purgeFinishedBefore(before) },
      { name: 'meetingContacts', keepDays: RETENTION_DAYS.meetingContacts, purge: (before) => meetingRepository.eraseContactsEndedBefore(before) },
    ],
    log,
  );
  if (metrics) countBusinessEvents({ holdRooms, orders, settlement, refundRepository }, metrics);

  return {
    /** Which cached tables changed, in every process, right after the commit (decision 0028). */
    changes,
    ...staffServices,
    /** The member's data download and closing the account (decision 0033). */
    dataExport,
    closeAccount,
    /** purgeExpiredPersonalData(now): app.ts decorates the app with it; the lead runs it daily. */
    retention,
    ratePlanAdmin,
    roomTypeAdmin,
    /** The back office's promotions and member coupons (decision 0042). */
    promotionAdmin,
    couponAdmin,
    contentEditors,
    media,
    hotels,
    rooms,
    sales,
    cms,
    /** Every public page, for GET /sitemap.xml (decision 0036). */
    siteMap,
    meetings,
    /** The back office's meeting requests inbox. */
    meetingInbox,
    sessions,
    /** The console provider when codes go to the log and outbox (in demo mode it also serves GET /__dev/sms); null otherwise. */
    consoleSms: sms instanceof ConsoleSmsProvider ? sms : null,
    /** Confirmation e-mail and SMS (decision 0041): the send-confirmation job's work. */
    confirmations,
    /** Notices to the hotels and alerts (decision 0043): the send-notice job's work. */
    notices,
    /** Alerts to the group administrator: a job given up (main.ts hands it to the queue), a reconciliation difference. */
    alerts,
    /** The back office's notices list. */
    noticeInbox,
    /** Demo mode's caught e-mail (GET /__dev/mail); null with SMTP or without e-mail. */
    outboxMail: mail instanceof OutboxMailTransport ? mail : null,
    /** Whether confirmation e-mail leaves at all (main.ts says so at startup). */
    mailTransport: mail?.name ?? null,
    accounts,
    profiles,
    /** Members' points: orders credits completed stays, the back office adjusts. */
    points,
    /** The back office's member lookup and points adjustment (group administrator). */
    memberLookup,
    search,
    searchCity,
    priceCalendar,
    holdRooms,
    couponsOf,
    ratesCalendar,
    ratesBulkEdit,
    orders,
    expiry,
    payments,
    notifications,
    refunds,
    reconciliation,
    orderLookup,
    frontDesk,
    /** Completes checked-in stays the day after departure (main.ts runs it on a timer). */
    completeStays,
    dashboard,
  };
}

/**
 * The back office's accounts and sessions: apart from the guests' (staff sign in with their own
 * table, sessions and cookie). Also built alone by `npm run admin:create`, which needs no providers.
 */
export function buildStaffServices(db: Database, clock: Clock, { totpKey, passwords = passwordHashing() }: { totpKey?: string; passwords?: PasswordHashing } = {}) {
  const inTransaction = transactionRunner(db);
  const staffRepository = new StaffRepository(db);
  const audit = new AuditTrail(new AuditRepository(db), clock);
  const staffSessions = new StaffSessionService(new StaffSessionRepository(db), staffRepository, clock);
  const staffAccess = new StaffAccess();
  // STAFF_TOTP_KEY; unset (demo, development, tests) a fixed public key: production requires one (startup-check.ts).
  const secondFactor = new SecondFactorService(inTransaction, new StaffTotpRepository(db), new TotpSecretBox(totpKey ?? DEMO_TOTP_KEY), audit, staffRepository, clock);
  const passwordLinks = new PasswordLinkService(inTransaction, new PasswordLinkRepository(db), clock, passwords);
  return {
    /** Every staff change is recorded through it, in the change's own transaction. */
    audit,
    auditLog: new AuditLogService(new AuditRepository(db)),
    staffSessions,
    staffAccess,
    staffAuth: new StaffAuthService(staffRepository, staffSessions, new PendingLoginRepository(db), secondFactor, inTransaction, clock, passwords),
    staffAccounts: new StaffAccountsService(staffRepository, clock, passwords),
    staffAdmin: new StaffAdminService(inTransaction, new StaffAdminRepository(db), passwordLinks, audit, clock),
    passwordLinks,
    secondFactor,
    /** The staff guard: every back-office route declares its access through it. */
    staffGuard: staffGuard(staffSessions, staffAccess),
  };
}

function secretKey(configured: string | undefined): Buffer {
  return configured ? Buffer.from(configured) : randomBytes(32);
}

function smsProviderFor(
  choice: SmsProviderName | SmsProvider,
  deps: { db: Database; log: FastifyBaseLogger; clock: Clock; settings?: SmsSettings },
): SmsProvider {
  if (typeof choice !== 'string') return choice;
  switch (choice) {
    case 'console':
      return new ConsoleSmsProvider(new SmsOutboxRepository(deps.db), deps.log, deps.clock);
    case 'aliyun':
      return new AliyunSmsProvider(aliyunConfig(deps.settings), deps.log);
    case 'tencent':
      return new TencentSmsProvider(tencentConfig(deps.settings), deps.log);
    default:
      throw new Error(`unknown SMS provider: ${String(choice satisfies never)}`);
  }
}

function mailTransportFor(choice: MailChoice, deps: { db: Database; log: FastifyBaseLogger; clock: Clock }): MailTransport | null {
  if (typeof choice !== 'string' && 'send' in choice) return choice;
  if (typeof choice !== 'string') return new SmtpMailTransport(choice.smtpUrl, choice.from);
  if (choice === 'outbox') return new OutboxMailTransport(new MailOutboxRepository(deps.db), deps.log, deps.clock);
  return null;
}

/** The same adapters either way: pointed at the providers (live) or at the simulator. */
function paymentGatewaysFor(
  choice: PaymentProviderName | PaymentGateways,
  deps: { log: FastifyBaseLogger; settings: Partial<PaySettings>; simulator?: PaySimulator },
): PaymentGateways {
  if (typeof choice !== 'string') return choice;
  switch (choice) {
    case 'simulator':
      if (!deps.simulator) throw new Error('PAY_PROVIDER=simulator needs the simulator (app.ts creates it)');
      return simulatorGateways(deps.simulator, deps.log);
    case 'live':
      return liveGateways(deps.settings, deps.log);
    default:
      throw new Error(`unknown payment provider: ${String(choice satisfies never)}`);
  }
}
