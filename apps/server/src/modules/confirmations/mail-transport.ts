/** One e-mail as it leaves the server: the address, both parts and the calendar file. */
export interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  ics: string | null;
  /** Order number + event: what the mail is about, the only thing the log says about it. */
  reference: string;
}

/**
 * How an e-mail leaves the server. send() resolves once the transport accepted the message and
 * rejects when it did not; the confirmation job is then retried. A new transport implements this
 * and is picked in confirmations' factory (module.ts), like the SMS providers.
 */
export interface MailTransport {
  readonly name: string;
  send(mail: OutgoingMail): Promise<void>;
}
