import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { SMS_RESEND_SECONDS } from '../../../packages/shared/src/constants.ts';

/** Seeded by the server (README): the only member every fresh database has. */
export const DEMO_MEMBER = { mobile: '13800138000', password: 'Demo1234' };

/** The headers the website sends; cookie-authenticated writes without them are refused (CSRF). */
export const SITE_HEADERS = { channel: 'officialweb', groupcode: '110', random: '1', timestamp: '1' };

/** A number no other test uses: 1 + 10 random digits (the spec's mobile rule). */
export function randomMobile(): string {
  return `1${String(Math.floor(Math.random() * 1e10)).padStart(10, '0')}`;
}

interface SentCode {
  code: string;
  sentAt: string;
}

/** The latest code the console SMS provider "sent" to a number, or null when none was. */
export async function latestSms(request: APIRequestContext, mobile: string): Promise<SentCode | null> {
  const res = await request.get(`/__dev/sms?mobile=${encodeURIComponent(mobile)}`);
  if (res.status() === 404) return null;
  expect(res.ok()).toBe(true);
  return (await res.json()).data as SentCode;
}

/** Reads the code sent after `since` (polling briefly: the send and the test race). */
export async function codeSentSince(request: APIRequestContext, mobile: string, since: number): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const sent = await latestSms(request, mobile);
      code = sent && Date.parse(sent.sentAt) >= since - 1000 ? sent.code : '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** One code per number per 60 s: waits out a code another test (or a retry) sent just before. */
export async function waitForResendWindow(request: APIRequestContext, mobile: string): Promise<void> {
  const sent = await latestSms(request, mobile);
  if (!sent) return;
  const wait = Date.parse(sent.sentAt) + SMS_RESEND_SECONDS * 1000 + 500 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

export interface TestMember {
  mobile: string;
  password: string;
  name: string;
}

/** A brand-new member, registered through the real API (one SMS code). */
export async function registerMember(request: APIRequestContext, name = `検証 会員${Math.floor(Math.random() * 1000)}`): Promise<TestMember> {
  const mobile = randomMobile();
  const password = 'Felton2024';
  const since = Date.now();
  // Each new member asks from an address of their own, as real guests do (the e2e server trusts the
  // proxy header): the suite registers more members than the per-address limit of 30 codes a day.
  const octet = () => Math.floor(Math.random() * 254) + 1;
  const address = `10.${octet()}.${octet()}.${octet()}`;
  const sent = await request.get(`/crsapi/v1/user/smscode?mobile=${mobile}&type=1`, { headers: { ...SITE_HEADERS, 'x-forwarded-for': address } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const SmsCode = await codeSentSince(request, mobile, since);
  const res = await request.post('/crsapi/v1/user/register', {
    headers: SITE_HEADERS,
    data: { Name: name, mobile, SmsCode, Pwd: password, Sex: 1, BirthDay: '' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { mobile, password, name };
}

/** Opens a page and waits until its scripts have loaded, so the first click reaches React. */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'networkidle' });
}

/** Logs in through the login modal in password mode (the modal must be open). */
export async function loginInModalWithPassword(page: Page, member: { mobile: string; password: string }): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'ログイン' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'パスワードでログイン' }).click();
  await dialog.getByLabel('携帯電話番号').fill(member.mobile);
  await dialog.getByLabel('パスワード', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'ログイン', exact: true }).click();
  await expect(dialog).toBeHidden();
}
