import type { Database } from '@hotel/db/client';
import { randomInt } from 'node:crypto';
import { SERVER_MESSAGES } from '@hotel/shared/messages';
import { INITIAL_MEMBER_LEVEL } from '@hotel/shared/member-levels';
import { LOGIN_MODE, SMS_PURPOSE, type LoginMode, type SmsPurpose } from '@hotel/shared/schemas/user';
import { PRIVACY_POLICY_VERSION } from '@hotel/shared/privacy';
import { ApiError, badRequest } from '../../lib/api-error.ts';
import { truncateAddress } from '../../lib/truncate-address.ts';
import type { Clock } from '../../lib/clock.ts';
import type { SessionService } from '../session/index.ts';
import type { SmsCodeService } from '../sms/index.ts';
import type { MemberRepository } from './member.repository.ts';
import type { PasswordHashing } from '../../lib/password.ts';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@hotel/shared/site-language';

export interface Registration {
  Name: string;
  mobile: string;
  SmsCode: string;
  Pwd: string;
  BirthDay?: string;
  Sex: number;
  country?: string;
  dialCode?: string;
  /** The form's terms checkbox; absent from a spec client's payload (decision 0033). */
  agreeStatus?: true;
}

export interface Login {
  mobile: string;
  mode: LoginMode;
  code?: string;
  Pwd?: string;
}

/** Consecutive wrong passwords before password login pauses, and for how long. */
export const PASSWORD_LOCK = { maxFailures: 5, minutes: 15 };
const CARD_NUMBER_TRIES = 5;
type LoginMember = { id: number; name: string };
const conflict = (message: string) => new ApiError(409, message);

/** 'FT' and eight random digits. */
export function newCardNumber(): string {
  return `FT${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Becoming a member and logging in: SMS codes, registration, the two login modes. */
export class AccountService {
  constructor(
    private readonly members: MemberRepository,
    private readonly smsCodes: SmsCodeService,
    private readonly sessions: SessionService,
    private readonly clock: Clock,
    private readonly passwords: PasswordHashing,
    /** In the registration's transaction: the welcome coupon (discounts, decision 0042). */
    private readonly welcome?: (tx: Database, memberId: number, now: Date) => Promise<void>,
  ) {}

  /**
   * Registration codes only for new numbers, login codes only for members. This tells a caller
   * whether a number is registered; so does registering, and the limits on sending bound it.
   */
  /** The code's text in `language`, the page's (decision 0074). */
  async requestSmsCode(mobile: string, purpose: SmsPurpose, clientIp: string, language: SiteLanguage = DEFAULT_LANGUAGE): Promise<void> {
    const registered = await this.members.existsByMobile(mobile);
    if (purpose === SMS_PURPOSE.register && registered) throw conflict(SERVER_MESSAGES.mobileAlreadyRegistered);
    if (purpose === SMS_PURPOSE.login && !registered) throw badRequest(SERVER_MESSAGES.mobileNotRegistered);
    await this.smsCodes.send(mobile, purpose, clientIp, language);
  }

  /** `clientIp` is kept only truncated to its network, with the consent (decision 0033). */
  async register(input: Registration, clientIp = '', language: SiteLanguage = DEFAULT_LANGUAGE): Promise<void> {
    // Before the code check, so a taken number does not use up the code's tries.
    if (await this.members.existsByMobile(input.mobile)) throw conflict(SERVER_MESSAGES.mobileAlreadyRegistered);
    await this.smsCodes.verify(input.mobile, SMS_PURPOSE.register, input.SmsCode);
    const passwordHash = await this.passwords.hash(input.Pwd);
    const now = this.clock();
    for (let i = 0; i < CARD_NUMBER_TRIES; i++) {
      const result = await this.members.create({
        mobile: input.mobile,
        dialCode: input.dialCode || '+86',
        name: input.Name,
        sex: input.Sex,
        birthday: input.BirthDay || null,
        country: input.country || null,
        language,
        passwordHash,
        cardNo: newCardNumber(),
        level: INITIAL_MEMBER_LEVEL,
        createdAt: now,
        updatedAt: now,
      }, {
        kind: 'privacy_policy',
        policyVersion: PRIVACY_POLICY_VERSION,
        source: input.agreeStatus ? 'checkbox' : 'unstated',
        clientNetwork: truncateAddress(clientIp),
        givenAt: now,
      }, this.welcome && ((tx, memberId) => this.welcome!(tx, memberId, now)));
      if (result.created) return;
      if (result.conflict === 'mobile') throw conflict(SERVER_MESSAGES.mobileAlreadyRegistered);
    }
    throw new Error(`no free card number after ${CARD_NUMBER_TRIES} tries`);
  }

  /** Starts a session; the caller decides whether the token goes in the body or a cookie. */
  async login(input: Login, userAgent: string | undefined): Promise<{ token: string; name: string; expiresAt: Date }> {
    const member = input.mode === LOGIN_MODE.password ? await this.checkPassword(input.mobile, input.Pwd ?? '') : await this.checkCode(input);
    const session = await this.sessions.start(member.id, userAgent);
    return { ...session, name: member.name };
  }

  private async checkCode({ mobile, code }: Login): Promise<LoginMember> {
    const member = await this.members.findForLogin(mobile);
    if (!member) throw badRequest(SERVER_MESSAGES.mobileNotRegistered);
    await this.smsCodes.verify(mobile, SMS_PURPOSE.login, code ?? '');
    return member;
  }

  /** One answer for an unknown number and a wrong password, after the same amount of work. */
  private async checkPassword(mobile: string, password: string): Promise<LoginMember> {
    const now = this.clock();
    const member = await this.members.findForLogin(mobile);
    if (member?.passwordLockedUntil && member.passwordLockedUntil.getTime() > now.getTime()) {
      throw new ApiError(429, SERVER_MESSAGES.passwordLocked);
    }
    const lockedUntil = new Date(now.getTime() + PASSWORD_LOCK.minutes * 60_000);
    // The try is counted before the comparison: parallel guesses get no more than the limit.
    if (member && !(await this.members.reservePasswordTry(member.id, PASSWORD_LOCK.maxFailures, now, lockedUntil))) {
      throw new ApiError(429, SERVER_MESSAGES.passwordLocked);
    }
    const matches = member ? await this.passwords.verify(password, member.passwordHash) : await this.passwords.verifyNothing(password);
    if (!member || !matches) {
      if (member) await this.members.settleWrongPassword(member.id, PASSWORD_LOCK.maxFailures, lockedUntil);
      throw new ApiError(401, SERVER_MESSAGES.loginFailed);
    }
    const rehashed = this.passwords.needsRehash(member.passwordHash) ? await this.passwords.hash(password) : undefined;
    await this.members.recordPasswordSuccess(member.id, rehashed);
    return member;
  }
}
