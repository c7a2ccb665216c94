import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { endpoints } from '@hotel/shared/api/endpoints';
import { MESSAGES, SERVER_MESSAGES } from '@hotel/shared/messages';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { smsCodes } from '@hotel/db/schema/sms';
import { members } from '@hotel/db/schema/user';
import { DEMO_MEMBER } from '@hotel/db/seed/seed-demo-member';
import { MemberRepository } from '../src/modules/user/member.repository.ts';
import { verifyPassword } from '../src/lib/password.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { call, freshCode, randomMobile, registration, registerMember, useMemberApp } from './helpers/member-app.ts';
import { TEST_PASSWORD_COST } from './helpers/password-cost.ts';

const t = useMemberApp();
const register = (body: unknown) => call(t.app, 'POST', endpoints.register.path, { body });

describe('POST /user/register', () => {
  it('creates a silver member with a card number and a scrypt password hash', async () => {
    const mobile = randomMobile();
    const code = await freshCode(t.app, mobile, SMS_PURPOSE.register);
    const response = await register(registration(mobile, code, { Name: '  佐藤 健  ', country: '日本', dialCode: '+86' }));
    expectSuccess(response);
    expect(response.body.message).toBe(SERVER_MESSAGES.registered);

    const [member] = await t.db.select().from(members).where(eq(members.mobile, mobile));
    expect(member).toMatchObject({ name: '佐藤 健', sex: 1, birthday: '1990-05-20', country: '日本', dialCode: '+86', level: 'silver', points: 0, balance: 0 });
    expect(member?.cardNo).toMatch(/^FT\d{8}$/);
    // At the cost the suites hash with (decision 0039); production's is password.test.ts's.
    expect(member?.passwordHash).toMatch(new RegExp(`^\\$scrypt\\$ln=${TEST_PASSWORD_COST.ln},r=8,p=1\\$`));
    expect(member?.passwordHash).not.toContain('Secret123');
    expect(await verifyPassword('Secret123', member!.passwordHash)).toBe(true);
  });

  it('accepts the form-style strings for Sex and an empty BirthDay', async () => {
    const mobile = randomMobile();
    const code = await freshCode(t.app, mobile, SMS_PURPOSE.register);
    expectSuccess(await register(registration(mobile, code, { Sex: '0', BirthDay: '' })));
    const [member] = await t.db.select().from(members).where(eq(members.mobile, mobile));
    expect(member).toMatchObject({ sex: 0, birthday: null, dialCode: '+86' });
  });

  it('gives each member a different card number', async () => {
    const a = await registerMember(t.app);
    const b = await registerMember(t.app);
    const rows = await t.db.select({ mobile: members.mobile, cardNo: members.cardNo }).from(members);
    const cardOf = (mobile: string) => rows.find((r) => r.mobile === mobile)?.cardNo;
    expect(cardOf(a.mobile)).not.toBe(cardOf(b.mobile));
  });

  it('refuses a number that is already registered (409) without using up a code try', async () => {
    const member = await registerMember(t.app);
    const response = await register(registration(member.mobile, '123456'));
    expectFailure(response, 409);
    expect(response.body.message).toBe(SERVER_MESSAGES.mobileAlreadyRegistered);
    const codes = await t.db.select({ attempts: smsCodes.attempts }).from(smsCodes).where(eq(smsCodes.mobile, member.mobile));
    expect(codes.map((c) => c.attempts)).toEqual([1]);

    const demo = await register(registration(DEMO_MEMBER.mobile, '123456'));
    expectFailure(demo, 409);
  });

  it('tells a taken card number from a taken mobile number, so a card clash is retried', async () => {
    const repo = new MemberRepository(t.db);
    const base = { name: '重複 確認', sex: 1, passwordHash: 'x', level: 'silver' as const, dialCode: '+86', birthday: null, country: null };
    const now = new Date();
    const consent = { kind: 'privacy_policy' as const, policyVersion: 'test', source: 'checkbox' as const, clientNetwork: null, givenAt: now };
    const first = await repo.create({ ...base, mobile: randomMobile(), cardNo: 'FT00000001', createdAt: now, updatedAt: now }, consent);
    expect(first).toMatchObject({ created: true });
    expect(await repo.create({ ...base, mobile: randomMobile(), cardNo: 'FT00000001', createdAt: now, updatedAt: now }, consent)).toEqual({ created: false, conflict: 'cardNo' });
    expect(await repo.create({ ...base, mobile: DEMO_MEMBER.mobile, cardNo: 'FT00000002', createdAt: now, updatedAt: now }, consent)).toEqual({ created: false, conflict: 'mobile' });
  });

  it('refuses a registration without any code sent', async () => {
    const response = await register(registration(randomMobile(), '123456'));
    expectFailure(response, 400);
    expect(response.body.message).toBe(SERVER_MESSAGES.smsCodeInvalid);
  });
});

describe('POST /user/register: validation messages (spec §5)', () => {
  const mobile = '13912345678';
  const cases: [label: string, overrides: Record<string, unknown>, message: string][] = [
    ['empty Name', { Name: '' }, MESSAGES.fullNameRequired],
    ['blank Name', { Name: '   ' }, MESSAGES.fullNameRequired],
    ['missing Name', { Name: undefined }, MESSAGES.fullNameRequired],
    ['Name over 50 characters', { Name: '山'.repeat(51) }, SERVER_MESSAGES.nameTooLong],
    ['malformed mobile', { mobile: '1391234567' }, MESSAGES.mobileInvalid],
    ['mobile not starting with 1', { mobile: '23912345678' }, MESSAGES.mobileInvalid],
    ['missing mobile', { mobile: undefined }, MESSAGES.mobileInvalid],
    ['empty SmsCode', { SmsCode: '' }, MESSAGES.smsCodeRequired],
    ['missing SmsCode', { SmsCode: undefined }, MESSAGES.smsCodeRequired],
    ['SmsCode not six digits', { SmsCode: '12ab' }, SERVER_MESSAGES.smsCodeWrong],
    ['Pwd of 5 characters', { Pwd: 'abc12' }, MESSAGES.passwordTooShort],
    ['empty Pwd', { Pwd: '' }, MESSAGES.passwordTooShort],
    ['Pwd of letters only', { Pwd: 'abcdefgh' }, MESSAGES.passwordRule],
    ['Pwd of digits only', { Pwd: '12345678' }, MESSAGES.passwordRule],
    ['Pwd of symbols and digits', { Pwd: '!!!!1234' }, MESSAGES.passwordRule],
    ['Pwd over 64 characters', { Pwd: `a1${'x'.repeat(63)}` }, MESSAGES.passwordRule],
    ['BirthDay not a date', { BirthDay: '1990-02-30' }, SERVER_MESSAGES.birthDayInvalid],
    ['BirthDay in the future', { BirthDay: '2999-01-01' }, SERVER_MESSAGES.birthDayInvalid],
    ['BirthDay over 100 years back', { BirthDay: '1800-01-01' }, SERVER_MESSAGES.birthDayInvalid],
    ['Sex 2', { Sex: 2 }, SERVER_MESSAGES.sexRequired],
    ['missing Sex', { Sex: undefined }, SERVER_MESSAGES.sexRequired],
    ['malformed dialCode', { dialCode: '86' }, SERVER_MESSAGES.dialCodeInvalid],
    // The form's countries only (decision 0077).
    ['a dialCode off the list', { dialCode: '+380' }, SERVER_MESSAGES.dialCodeInvalid],
  ];

  it.each(cases)('%s → 400 with its message', async (_label, overrides, message) => {
    const response = await register(registration(mobile, '123456', overrides));
    expectFailure(response, 400);
    expect(response.body.message).toBe(message);
  });

  it('reports the first problem in the spec order: name, mobile, code, password', async () => {
    const all = { Name: '', mobile: 'x', SmsCode: '', Pwd: 'a' };
    expect((await register(registration(mobile, '', all))).body.message).toBe(MESSAGES.fullNameRequired);
    expect((await register(registration(mobile, '', { ...all, Name: '佐藤 健' }))).body.message).toBe(MESSAGES.mobileInvalid);
    expect((await register(registration(mobile, '', { ...all, Name: '佐藤 健', mobile }))).body.message).toBe(MESSAGES.smsCodeRequired);
    expect((await register(registration(mobile, '123456', { Pwd: 'a' }))).body.message).toBe(MESSAGES.passwordTooShort);
  });

  it('sends no code and creates no member for a refused body', async () => {
    await register(registration(mobile, '123456', { Pwd: 'short' }));
    expect(await t.db.select().from(members).where(eq(members.mobile, mobile))).toEqual([]);
  });
});
