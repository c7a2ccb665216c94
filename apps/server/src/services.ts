import type { Database } from '@hotel/db/client';
import { hotelToday } from '@hotel/shared/hotel-date';
import type { Clock } from './lib/clock.ts';
import { changeFeedFor } from './lib/change-feed/index.ts';
import { ContentEditing } from './lib/content-editing.ts';
import { DomainEvents } from './lib/domain-events.ts';
import { late, type ModuleKit } from './lib/module-kit.ts';
import { passwordHashing } from './lib/password.ts';
import { ReadCache } from './lib/read-cache.ts';
import { transactionRunner } from './lib/transaction.ts';
import { createAuditModule } from './modules/audit/index.ts';
import { createCatalogModule } from './modules/catalog/index.ts';
import { createCmsModule } from './modules/cms/index.ts';
import { createConfirmationsModule } from './modules/confirmations/index.ts';
import { createContentModule } from './modules/content/index.ts';
import { createTranslationsModule } from './modules/translations/index.ts';
import { createDashboardModule } from './modules/dashboard/index.ts';
import { createDeskBookingModule } from './modules/desk-booking/index.ts';
import { createFapiaoModule } from './modules/fapiao/index.ts';
import { createDiscountsModule } from './modules/discounts/index.ts';
import { createFrontDeskModule } from './modules/front-desk/index.ts';
import { createHoldsModule } from './modules/holds/index.ts';
import { createHotelModule } from './modules/hotel/index.ts';
import { createIntegrationApiModule, toIntegrationReservation } from './modules/integration-api/index.ts';
import { createInventoryModule } from './modules/inventory/index.ts';
import { createMediaModule } from './modules/media/index.ts';
import { createMeetingsModule } from './modules/meetings/index.ts';
import { createNoticesModule } from './modules/notices/index.ts';
import { createChannelsModule } from './modules/channels/index.ts';
import { createOrdersModule } from './modules/orders/index.ts';
import { createPayModule } from './modules/pay/index.ts';
import { createReceiptsModule } from './modules/receipts/index.ts';
import { createRoomsModule } from './modules/rooms/index.ts';
import { createSalesModule } from './modules/sales/index.ts';
import { createSearchModule } from './modules/search/index.ts';
import { createSeoModule } from './modules/seo/index.ts';
import { createSessionModule } from './modules/session/index.ts';
import { createSmsModule } from './modules/sms/index.ts';
import { createStaffModule } from './modules/staff/index.ts';
import { createUserModule, PersonalDataRetentionService } from './modules/user/index.ts';
import { createWebhooksModule } from './modules/webhooks/index.ts';
import { countBusinessEvents } from './plugins/metrics.ts';
import { notifyUrlOf } from './pay-settings.ts';
import { paymentGatewaysFor, type ServiceParts } from './service-parts.ts';
import { aliyunConfig, tencentConfig } from './sms-settings.ts';

export type Services = ReturnType<typeof buildServices>;

/**
 * The composition root (decision 0058): each module built once by its factory, from the kit and
 * the services or ports of the modules before it. Two modules that call each other get a `late`
 * port, asked at call time. No repository crosses a module (lint refuses the import here too).
 */
export function buildServices({ db, clock, log, secrets = {}, providers = {}, smsSettings, paySettings = {}, paySimulator, metrics, readCache, passwordCost, alertEmail = null, channels: channelSettings = {} }: ServiceParts) {
  // Committed changes to cached tables, heard in every process (decision 0028); app.ts closes it.
  const changes = changeFeedFor(db, log);
  const today = () => hotelToday(clock());
  const cache = new ReadCache(changes, today, readCache ?? { enabled: false, freeze: false });
  // A write's own process reads it back at once: the commit waits until the feed has told the cache.
  const inTransaction = transactionRunner(db, readCache?.enabled ? () => changes.sync() : undefined);
  const events = new DomainEvents();
  if (metrics) countBusinessEvents(events, metrics);
  const kit: ModuleKit = { db, clock, log, inTransaction, cache, today, events };
  const passwords = passwordHashing(passwordCost);

  // Staff and the audit trail come first (every back-office change is audited); they ask hotel's names late.
  const audit = createAuditModule(kit, { hotels: late(() => hotels) });
  const staff = createStaffModule(kit, { audit: audit.audit, hotels: late(() => hotels), totpKey: secrets.staffTotp, passwords });
  const editing = new ContentEditing(inTransaction, audit.audit, staff.staffAccess, today);
  const common = { audit: audit.audit, staffAccess: staff.staffAccess };

  const hotel = createHotelModule(kit, { editing });
  const { hotels } = hotel;
  const rooms = createRoomsModule(kit, { hotels, audit: audit.audit, openNights: (tx, nights) => inventory.roomNightOpening.open(tx, nights) });
  const inventory = createInventoryModule(kit, { hotels, rooms: rooms.rooms, audit: audit.audit });
  const sales = createSalesModule(kit, { hotels, editing });
  const cms = createCmsModule(kit, { hotels, editing });
  const seo = createSeoModule({ hotels, rooms: rooms.rooms, sales: sales.sales, cms: cms.cms });
  const media = createMediaModule(kit, common);
  const content = createContentModule({ news: cms.newsEditor, sales: sales.saleEditor, banners: hotel.bannerEditor, pages: cms.pageEditor });
  // Each table's owner lends its translations port; the module holds the rules (decision 0076).
  const translations = createTranslationsModule({ editing, stores: { ...hotel.hotelTranslations, ...rooms.roomTranslations, ...inventory.planTranslations, ...sales.saleTranslations, ...cms.cmsTranslations } });
  const catalog = createCatalogModule({ ratePlanAdmin: inventory.ratePlanAdmin, roomTypeAdmin: rooms.roomTypeAdmin });

  const session = createSessionModule(kit);
  const sms = createSmsModule(kit, { provider: providers.sms ?? 'console', configs: { aliyun: () => aliyunConfig(smsSettings), tencent: () => tencentConfig(smsSettings) }, secret: secrets.smsCode });
  const user = createUserModule(kit, {
    ...common,
    sessions: session.sessions,
    memberSessions: session.memberSessions,
    smsCodes: sms.smsCodes,
    passwords,
    welcome: (tx, memberId, now) => discounts.discounts.issueWelcome(tx, memberId, now),
    holds: late(() => holds.memberHolds),
    orders: late(() => orders.memberOrders),
    payments: late(() => pay.memberPayments),
    coupons: late(() => discounts.discounts),
    fapiao: late(() => fapiao.memberFapiao),
  });
  const ratePlanCodesOf = async (hotelCode: string) => (await inventory.ratePlanAdmin.list(hotelCode)).map((plan) => plan.code);
  const discounts = createDiscountsModule(kit, { ...common, hotels, memberLevelOf: user.memberLevelOf, ratePlanCodesOf, couponsForHold: (...a) => holds.holdRooms.couponsForHold(...a) });
  const search = createSearchModule(kit, { hotels, rooms: rooms.rooms, inventory: inventory.inventory, discounts: discounts.discounts });

  // Order events owe the guest a confirmation and the hotel a notice (decisions 0041, 0043).
  const confirmations = createConfirmationsModule(kit, { mail: providers.mail ?? 'none', sms: sms.sms, hotels, discounts: discounts.discounts, orders: late(() => orders.orderRecords), amendments: late(() => orders.amendmentRecords), alerts: late(() => notices.alerts), names: { roomTypesOf: (code) => rooms.rooms.roomTypesOf(code), listRatePlans: (code) => inventory.inventory.listRatePlans(code) } });
  const meetings = createMeetingsModule(kit, { ...common, hotels, cms: cms.cms, notices: late(() => notices.meetingNotices) });
  const notices = createNoticesModule(kit, { ...common, mail: confirmations.mail, alertEmail, hotels, discounts: discounts.discounts, confirmations: confirmations.confirmations, orders: late(() => orders.orderRecords), amendments: late(() => orders.amendmentRecords), meetings: meetings.meetingRecords });
  const { orderEvents } = notices;

  // Inventory → holds → orders → pay → the front desk.
  const booked = { hotels, rooms: rooms.rooms, inventory: inventory.inventory, discounts: discounts.discounts };
  const holds = createHoldsModule(kit, { ...booked, unpaidOrders: late(() => orders.unpaidOrders) });
  const orders = createOrdersModule(kit, { ...booked, holds: holds.holds, refundsOfOrders: (ids) => pay.refunds.refundsOfOrders(ids), confirmations: orderEvents, audit: audit.audit, changeRefunds: () => pay.changeRefunds });
  const gateways = paymentGatewaysFor(providers.payment ?? 'simulator', { log, settings: paySettings, simulator: paySimulator });
  const notifyUrl = notifyUrlOf(paySettings.PUBLIC_URL ?? 'http://localhost:3000');
  // Payment links (decision 0059) are written with PUBLIC_URL, like the providers' notify URLs.
  const payLinks = { orders: orders.hotelOrders, channels: { sms: sms.sms, mail: confirmations.mail }, audit: audit.audit, siteUrl: paySettings.PUBLIC_URL ?? 'http://localhost:3000' };
  const pay = createPayModule(kit, { payableOrders: orders.payableOrders, amendments: orders.amendments, wallet: user.wallet, gateways, notifyUrl, expiry: holds.expiry, confirmations: orderEvents, alerts: notices.alerts, payLinks });
  const desk = { hotelOrders: orders.hotelOrders, amendments: orders.amendments, orderMoney: pay.orderMoney, holds: holds.holds, points: user.points, confirmations: orderEvents };
  // Receipts (decision 0070): the order through orders' services, its money through pay's, the issuer through hotel's.
  const receipts = createReceiptsModule(kit, { hotelOrders: orders.hotelOrders, payableOrders: orders.payableOrders, statements: pay.statements, hotels, audit: audit.audit });
  const frontDesk = createFrontDeskModule(kit, { ...common, ...desk, inventory: inventory.inventory, discounts: discounts.discounts });
  const dashboard = createDashboardModule(kit, { orderLookup: frontDesk.orderLookup, occupancy: inventory.occupancy, meetings: meetings.meetings });
  // Staff book for a guest by phone or at the desk (issue 25): the search's availability, user's lookup, orders' writer.
  const deskBooking = createDeskBookingModule(kit, { ...booked, search: search.search, members: user.memberLookup, staffOrders: orders.staffOrders, expiry: holds.expiry, audit: audit.audit });

  // Fapiao requests (issue 28, decision 0071): orders read through orders' records, the guest told like a payment link.
  const fapiao = createFapiaoModule(kit, { orders: orders.orderRecords, hotels, audit: audit.audit, channels: payLinks.channels, siteUrl: payLinks.siteUrl });

  // Personal data past its retention period (decision 0033): each module's own rules.
  const retention = new PersonalDataRetentionService([sms, confirmations, session, staff, holds, meetings, fapiao].flatMap((m) => m.retention), log);
  // Channel managers (issue 26): the connections, and what each owes (migration 0028's triggers).
  const catalogOfChannels = {
    hotelCodesAmong: (codes: Iterable<string>) => hotels.hotelCodesAmong(codes),
    namesByCode: (codes: Iterable<string>) => hotels.namesByCode(codes),
    roomTypesOf: (hotelCode: string) => rooms.rooms.roomTypesOf(hotelCode),
    ratePlansOf: (hotelCode: string) => inventory.inventory.listRatePlans(hotelCode),
  };
  const channels = createChannelsModule(kit, {
    inventory: inventory.inventory,
    catalog: catalogOfChannels,
    // What the rooms page offers anyone (decision 0067): no code, no member level; caps are checked by livePromotions.
    promotions: { publicPromotions: async (hotelCode, now) => (await discounts.discounts.livePromotions(hotelCode, now)).filter((p) => p.code === null && p.memberLevels.length === 0) },
    audit: audit.audit,
    channelOrders: orders.channelOrders,
    notices: notices.notices,
    alerts: notices.alerts,
    secretKey: secrets.channel,
    ...channelSettings,
  });
  // The hotels' PMS (issue 27): webhooks owed by migration 0030's trigger on orders, the reservation as the integration API answers it.
  const webhooks = createWebhooksModule(kit, {
    hotels: { hotelCodesAmong: (codes) => hotels.hotelCodesAmong(codes), namesByCode: (codes) => hotels.namesByCode(codes) },
    reservationOf: async (orderId) => {
      const row = await orders.hotelOrders.findById(orderId);
      return row ? { hotelCode: row.hotelCode, reservation: toIntegrationReservation(row) } : null;
    },
    audit: audit.audit,
    alerts: notices.alerts,
    secretKey: secrets.channel,
    allowedHosts: channelSettings.allowedHosts,
  });
  // A hotel's PMS (issue 27, decision 0065): its reservations since a cursor, and rooms to sell through the grid's bulk edit.
  const integrationApi = createIntegrationApiModule(kit, {
    audit: audit.audit,
    orders: orders.hotelOrders,
    inventory: inventory.ratesBulkEdit,
    hotelCodesAmong: (codes) => hotels.hotelCodesAmong(codes),
  });
  const modules = [audit, staff, hotel, rooms, inventory, sales, cms, seo, media, content, session, sms, user, discounts, search, confirmations, meetings, notices, holds, orders, pay, receipts, frontDesk, dashboard, deskBooking, channels, webhooks, integrationApi, fapiao] as const;
  return {
    ...servicesOf(...modules),
    changes,
    /** purgeExpiredPersonalData(now): app.ts decorates the app with it; the lead runs it daily. */
    retention,
    /** The guest API (decision 0054), in the order it is documented. */
    guestApi: [hotel, rooms, sales, user, search, holds, orders, fapiao, receipts, discounts, pay, meetings, cms].flatMap((m) => m.guestApi),
    /** The back office's routes, in the order they are documented. */
    adminApis: [staff, audit, meetings, notices, user, catalog, frontDesk, deskBooking, pay, receipts, dashboard, content, translations, media, inventory, discounts, channels, webhooks, integrationApi, fapiao].map((m) => m.adminApi),
  };
}

/** The back office's accounts alone, for `npm run admin:create`, which needs no providers. */
export function buildStaffServices(db: Database, clock: Clock) {
  // It creates accounts only: no hotel's names or codes are asked.
  const hotels = { namesByCode: noHotels, hotelCodesAmong: noHotels };
  return createStaffModule({ db, clock }, { audit: createAuditModule({ db, clock }, { hotels }).audit, hotels });
}

const noHotels = () => Promise.reject(new Error('npm run admin:create reads no hotels'));

type Wiring = 'guestApi' | 'adminApi' | 'retention';
type Intersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never;

/** Every module's services in one object (what app.ts, main.ts and the tests use); each module's wiring stays with the root. */
function servicesOf<M extends readonly object[]>(...modules: M): Intersection<{ [I in keyof M]: Omit<M[I], Wiring> }[number]> {
  const services: Record<string, unknown> = {};
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (name === 'guestApi' || name === 'adminApi' || name === 'retention') continue;
      if (name in services) throw new Error(`two modules offer ${name}`);
      services[name] = value;
    }
  }
  return services as never;
}
