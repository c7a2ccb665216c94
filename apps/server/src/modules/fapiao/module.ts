import type { ModuleKit } from '../../lib/module-kit.ts';
import type { RetentionRule } from '../../lib/retention-rule.ts';
import { bindGuestRoutes } from '../../lib/guest-endpoint.ts';
import { RETENTION_DAYS } from '@hotel/shared/privacy';
import type { Database } from '@hotel/db/client';
import type { AuditTrail } from '../audit/index.ts';
import type { AdminApi } from '../staff/index.ts';
import { fapiaoAdminRoutes } from './fapiao-admin.routes.ts';
import { FapiaoNotifier } from './fapiao-notifier.ts';
import type { FapiaoChannels, FapiaoOrders } from './fapiao-ports.ts';
import { FapiaoQueueService } from './fapiao-queue.service.ts';
import { fapiaoRoutes } from './fapiao.routes.ts';
import { FapiaoRepository } from './fapiao.repository.ts';
import { MemberFapiaoService } from './member-fapiao.service.ts';

export interface FapiaoModuleDeps {
  orders: FapiaoOrders;
  hotels: { namesByCode(codes: Iterable<string>): Promise<Map<string, string>> };
  audit: AuditTrail;
  channels: FapiaoChannels;
  /** PUBLIC_URL: the history page the guest's message links to. */
  siteUrl: string;
}

/**
 * Fapiao (发票) requests (issue 28, decision 0071): the member asks for one per order, the hotel's
 * finance staff upload the issued e-invoice and tell the guest, or send the request back.
 */
export function createFapiaoModule({ db, clock, log, inTransaction }: Pick<ModuleKit, 'db' | 'clock' | 'log' | 'inTransaction'>, deps: FapiaoModuleDeps) {
  const repository = new FapiaoRepository(db);
  const hotelNameOf = async (code: string) => (await deps.hotels.namesByCode([code])).get(code) ?? code;
  const notifier = new FapiaoNotifier(deps.channels, hotelNameOf, deps.siteUrl, log);
  const fapiao = new MemberFapiaoService(inTransaction, repository, deps.orders, deps.audit);
  const fapiaoQueue = new FapiaoQueueService(inTransaction, repository, deps.orders, notifier, deps.audit, clock, log);
  return {
    fapiaoQueue,
    /** User's port: the member's requests in the data download, erased when the account closes (decision 0033). */
    memberFapiao: {
      exportOf: (memberId: number) => repository.exportOf(memberId),
      anonymize: (tx: Database, memberId: number, now: Date) => repository.anonymize(tx, memberId, now),
    },
    guestApi: bindGuestRoutes(fapiaoRoutes, { fapiao, clock }),
    adminApi: ((admin, { guard }) => admin.register(fapiaoAdminRoutes, { queue: fapiaoQueue, guard })) satisfies AdminApi,
    retention: [{ name: 'rejectedFapiaoRequests', keepDays: RETENTION_DAYS.rejectedFapiaoRequests, purge: (before) => repository.eraseRejectedBefore(before) }] satisfies RetentionRule[],
  };
}
