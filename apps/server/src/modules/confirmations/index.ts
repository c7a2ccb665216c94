/**
 * Confirmations guests keep (decision 0041): the e-mail (with the stay's .ics and schema.org
 * markup) and the SMS on a confirmed booking, a change (decision 0059), a cancellation and a refund, owed in the event's
 * transaction (guest_confirmations) and sent by the send-confirmation job. The mail transports
 * (SMTP through nodemailer; demo mode's mail_outbox, shown at GET /__dev/mail) are picked in this module's factory (module.ts).
 */
export type { AmendedStayFacts, AmendmentFacts, AmendmentRecords } from './amendment-facts.ts';
export { confirmationKey } from './confirmation-event.ts';
export { ConfirmationService } from './confirmation.service.ts';
export { devMailRoutes } from './dev-mail.routes.ts';
export type { MailTransport, OutgoingMail } from './mail-transport.ts';
export { createConfirmationsModule, type MailChoice } from './module.ts';
