import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { SMS_RESEND_SECONDS } from '@hotel/shared/constants';
import { SERVER_MESSAGES, SMS_PREFIX_DAILY_LIMIT, smsResendWaitMessage } from '@hotel/shared/messages';
import type { SmsPurpose } from '@hotel/shared/schemas/user';
import type { Database } from '@hotel/db/client';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RunInTransaction } from '../../lib/transaction.ts';
import type { SmsCodeRepository } from './sms-code.repository.ts';
import { SmsDeliveryError, type SmsProvider } from './sms-provider.ts';
import type { SiteLanguage } from '@hotel/shared/site-language';
import { smsCodeText } from './sms-text.ts';

export interface SmsCodeRules {
  /** How long a code can be used. */
  ttlSeconds: number;
  /** Tries per code, the right one included; after this many wrong ones the code is dead. */
  maxAttempts: number;
  /** Minimum gap between two codes for one number (any purpose). */
  resendSeconds: number;
  /** Codes per number and per client address in any 24 hours. */
  dailyPerMobile: number;
  dailyPerAddress: number;
  /**
   * SMS pumping: codes to the numbers of one block (the number without its last four digits:
   * 10,000 numbers, for 11-digit mainland and E.164 numbers alike) in any 24 hours, from every
   * address together (decisions 0028, 0077).
   */
  dailyPerPrefix: number;
}

export const SMS_CODE_RULES: SmsCodeRules = {
  ttlSeconds: 10 * 60,
  maxAttempts: 5,
  resendSeconds: SMS_RESEND_SECONDS,
  dailyPerMobile: 10,
  dailyPerAddress: 30,
  dailyPerPrefix: 30,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** A number's block: all but its last four digits (the SQL `left(mobile, -4)` of the block index). */
const blockOf = (mobile: string) => mobile.slice(0, -4);
const tooMany = (message: string) => new ApiError(429, message);

/** What the guest is told when the provider refused: about their number when it was about the number. */
function refusalMessage(error: unknown): string {
  if (!(error instanceof SmsDeliveryError)) return SERVER_MESSAGES.smsSendFailed;
  if (error.refusal === 'number') return SERVER_MESSAGES.smsNumberRefused;
  if (error.refusal === 'number-limit') return SERVER_MESSAGES.smsNumberLimited;
  return SERVER_MESSAGES.smsSendFailed;
}

/**
 * One-time SMS codes: six digits from the CSPRNG, stored only as an HMAC bound to the number and
 * purpose, single use, short-lived, with a try limit and send limits per number and address.
 */
export class SmsCodeService {
  constructor(
    private readonly inTransaction: RunInTransaction,
    private readonly codes: SmsCodeRepository,
    private readonly provider: SmsProvider,
    private readonly clock: Clock,
    /** HMAC key; never stored in the database, so a copy of the table reveals no code. */
    private readonly secret: Buffer,
    private readonly rules: SmsCodeRules = SMS_CODE_RULES,
  ) {}

  /** Issues a code and hands it to the provider; 429 when a send limit says no. */
  async send(mobile: string, purpose: SmsPurpose, clientAddress: string, language: SiteLanguage = 'ja'): Promise<void> {
    const clientIp = clientAddress.slice(0, 64);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock();
    const id = await this.inTransaction(async (tx) => {
      await this.codes.lock(tx, `sms:ip:${clientIp}`);
      await this.codes.lock(tx, `sms:prefix:${blockOf(mobile)}`);
      await this.codes.lock(tx, `sms:mobile:${mobile}`);
      const since = new Date(now.getTime() - DAY_MS);
      await this.codes.deleteOlderThan(tx, since);
      await this.checkSendLimits(tx, mobile, clientIp, since, now);
      return this.codes.insert(tx, {
        mobile,
        purpose,
        codeHash: this.hash(mobile, purpose, code),
        clientIp,
        createdAt: now,
        expiresAt: new Date(now.getTime() + this.rules.ttlSeconds * 1000),
      });
    });
    try {
      await this.provider.send({ mobile, purpose, code, body: smsCodeText(purpose, code, Math.round(this.rules.ttlSeconds / 60), language), language });
    } catch (error) {
      // Not delivered: withdraw it so it neither works nor blocks a retry.
      await this.codes.delete(id);
      throw Object.assign(new ApiError(503, refusalMessage(error)), { cause: error });
    }
  }

  private async checkSendLimits(tx: Database, mobile: string, clientIp: string, since: Date, now: Date): Promise<void> {
    const toMobile = await this.codes.countSince(tx, { mobile }, since);
    if (toMobile.lastSentAt) {
      const waitMs = toMobile.lastSentAt.getTime() + this.rules.resendSeconds * 1000 - now.getTime();
      if (waitMs > 0) throw tooMany(smsResendWaitMessage(Math.ceil(waitMs / 1000)));
    }
    if (toMobile.sent >= this.rules.dailyPerMobile) throw tooMany(SERVER_MESSAGES.smsMobileDailyLimit);
    const fromAddress = await this.codes.countSince(tx, { clientIp }, since);
    if (fromAddress.sent >= this.rules.dailyPerAddress) throw tooMany(SERVER_MESSAGES.smsAddressDailyLimit);
    const toBlock = await this.codes.countSince(tx, { block: blockOf(mobile) }, since);
    if (toBlock.sent >= this.rules.dailyPerPrefix) throw tooMany(SMS_PREFIX_DAILY_LIMIT);
  }

  /**
   * Uses up the newest code for the number and purpose if `code` matches. Refusals: no usable
   * code (none, expired, used, superseded) 400; wrong code 400; out of tries 429.
   */
  async verify(mobile: string, purpose: SmsPurpose, code: string): Promise<void> {
    const now = this.clock();
    const latest = await this.codes.latest(mobile, purpose);
    if (!latest || latest.consumedAt || latest.expiresAt.getTime() <= now.getTime()) throw badRequest(SERVER_MESSAGES.smsCodeInvalid);
    if (latest.attempts >= this.rules.maxAttempts) throw tooMany(SERVER_MESSAGES.smsCodeLocked);

    const attempts = await this.codes.reserveAttempt(latest.id, now, this.rules.maxAttempts);
    if (attempts === undefined) {
      // A parallel request used the code or its last try between the read and the update.
      throw badRequest(SERVER_MESSAGES.smsCodeInvalid);
    }
    if (!this.matches(latest.codeHash, mobile, purpose, code)) throw badRequest(SERVER_MESSAGES.smsCodeWrong);
    if (!(await this.codes.consume(latest.id, now))) throw badRequest(SERVER_MESSAGES.smsCodeInvalid);
  }

  private hash(mobile: string, purpose: SmsPurpose, code: string): string {
    return createHmac('sha256', this.secret).update(`${mobile}:${purpose}:${code}`).digest('hex');
  }

  private matches(stored: string, mobile: string, purpose: SmsPurpose, code: string): boolean {
    const expected = Buffer.from(stored, 'hex');
    const actual = Buffer.from(this.hash(mobile, purpose, code), 'hex');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}
