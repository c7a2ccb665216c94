import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SMS_PREFIX_DAILY_LIMIT } from '@hotel/shared/messages';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { SMS_CODE_RULES } from '../src/modules/sms/index.ts';
import { expectFailure, expectSuccess } from './helpers/expectations.ts';
import { DAY, MINUTE, randomIp, randomMobile, requestCode, useMemberApp } from './helpers/member-app.ts';

const t = useMemberApp();
const CAP = SMS_CODE_RULES.dailyPerPrefix;

/** A block of 10,000 numbers nobody else in this file uses: 16 and five random digits. */
const randomBlock = () => `16${String(randomInt(0, 100_000)).padStart(5, '0')}`;
const numbersOf = (block: string, count: number) => Array.from({ length: count }, (_, i) => `${block}${String(i).padStart(4, '0')}`);

describe('SMS pumping: codes per block of numbers (all but the last four digits)', () => {
  it(`sends ${CAP} codes to one block in 24 hours, from any addresses, then refuses with 429 and a Japanese message`, async () => {
    const block = randomBlock();
    const [extra, ...numbers] = numbersOf(block, CAP + 1);
    for (const mobile of numbers) expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register, randomIp()));

    const refused = await requestCode(t.app, extra!, SMS_PURPOSE.register, randomIp());
    expectFailure(refused, 429);
    expect(refused.body.message).toBe(SMS_PREFIX_DAILY_LIMIT);
    // Another block is not affected.
    expectSuccess(await requestCode(t.app, randomMobile(), SMS_PURPOSE.register, randomIp()));

    // The window slides: 24 hours after the first codes the block takes codes again.
    t.clock.advance(DAY + MINUTE);
    expectSuccess(await requestCode(t.app, extra!, SMS_PURPOSE.register, randomIp()));
  });

  it('holds under parallel requests: never more than the cap, whatever the interleaving', async () => {
    const numbers = numbersOf(randomBlock(), CAP + 10);
    const answers = await Promise.all(numbers.map((mobile) => requestCode(t.app, mobile, SMS_PURPOSE.register, randomIp())));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(CAP);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(10);
    for (const answer of refused) expect(answer.body.message).toBe(SMS_PREFIX_DAILY_LIMIT);
  });
});
