import { RETENTION_DAYS } from '@hotel/shared/privacy';
import type { ModuleKit } from '../../lib/module-kit.ts';
import type { RetentionRule } from '../../lib/retention-rule.ts';
import type { DiscountService } from '../discounts/index.ts';
import type { HotelService } from '../hotel/index.ts';
import type { SendingGaveUp } from '../notices/index.ts';
import type { OrderRow } from '../orders/index.ts';
import type { StayNameSources } from '../rooms/index.ts';
import type { SmsProvider } from '../sms/index.ts';
import type { AmendmentRecords } from './amendment-facts.ts';
import { ConfirmationRepository } from './confirmation.repository.ts';
import { ConfirmationService } from './confirmation.service.ts';
import { MailOutboxRepository } from './mail-outbox.repository.ts';
import type { MailTransport } from './mail-transport.ts';
import { OutboxMailTransport } from './outbox-mail-transport.ts';
import { SmtpMailTransport } from './smtp-mail-transport.ts';

/**
 * Where confirmation e-mail goes (decision 0041): SMTP (SMTP_URL, MAIL_FROM), demo mode's
 * mail_outbox (`outbox`, shown at GET /__dev/mail), nowhere (`none`), or a ready transport (tests).
 */
export type MailChoice = MailTransport | 'outbox' | 'none' | { smtpUrl: string; from: string };

export interface ConfirmationsModuleDeps {
  mail: MailChoice;
  sms: SmsProvider;
  hotels: HotelService;
  discounts: DiscountService;
  /** Orders': the order a confirmation is about, read when the job sends it. */
  orders: { findById(id: number): Promise<OrderRow | undefined> };
  /** Notices': a confirmation whose last attempt failed alerts the group administrator once (decision 0043). */
  alerts: { sendingGaveUp(failure: SendingGaveUp): Promise<void> };
  /**
   * Orders': an applied booking change by its id, so its mail tells the stay before and after
   * (decision 0059). Optional: without it a change's mail tells the booking as it now is.
   */
  amendments?: AmendmentRecords;
  /** Rooms' room types and inventory's plans with their translations: the names in the order's language (decision 0074). */
  names?: StayNameSources;
}

/** Confirmations to guests (decision 0041): owed inside the order's and payment's transactions, sent by a job. */
export function createConfirmationsModule({ db, log, clock }: Pick<ModuleKit, 'db' | 'log' | 'clock'>, deps: ConfirmationsModuleDeps) {
  const outbox = new MailOutboxRepository(db);
  const mail = transportFor(deps.mail);
  const confirmations = new ConfirmationService(
    new ConfirmationRepository(db),
    db,
    (id) => deps.orders.findById(id),
    deps.hotels,
    mail,
    deps.sms,
    log,
    clock,
    ({ event, ...failure }) => deps.alerts.sendingGaveUp({ what: 'confirmation', kind: event, ...failure }),
    (order) => deps.discounts.namesOf(order),
    deps.amendments ?? null,
    deps.names ?? null,
  );
  return {
    confirmations,
    /** The transport notices send by too; null without e-mail. */
    mail,
    /** Demo mode's caught e-mail (GET /__dev/mail); null with SMTP or without e-mail. */
    outboxMail: mail instanceof OutboxMailTransport ? mail : null,
    /** Whether confirmation e-mail leaves at all (main.ts says so at startup). */
    mailTransport: mail?.name ?? null,
    // Demo mode's caught e-mail: as short as the console SMS outbox.
    retention: [{ name: 'mailOutbox', keepDays: RETENTION_DAYS.smsOutbox, purge: (before) => outbox.purgeSentBefore(before) }] satisfies RetentionRule[],
  };

  function transportFor(choice: MailChoice): MailTransport | null {
    if (typeof choice !== 'string' && 'send' in choice) return choice;
    if (typeof choice !== 'string') return new SmtpMailTransport(choice.smtpUrl, choice.from);
    if (choice === 'outbox') return new OutboxMailTransport(outbox, log, clock);
    return null;
  }
}
