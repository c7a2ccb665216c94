import { describe, expect, it } from 'vitest';
import { SMS_PURPOSE } from '@hotel/shared/schemas/user';
import { expectSuccess } from './helpers/expectations.ts';
import { randomMobile, requestCode, sentCode, useMemberApp } from './helpers/member-app.ts';
import { capturingLogger } from './helpers/sms-stand-in.ts';

const logger = capturingLogger();
const t = useMemberApp({ appOptions: { logger: { level: 'info', stream: logger.stream } } });

describe('console SMS provider', () => {
  it('keeps the code in sms_outbox only: its log line has the masked number and no code', async () => {
    const mobile = randomMobile();
    logger.lines.length = 0;
    expectSuccess(await requestCode(t.app, mobile, SMS_PURPOSE.register));
    const code = await sentCode(t.app, mobile);

    const providerLines = logger.lines.filter((line) => line.includes('"sms":'));
    expect(providerLines).toHaveLength(1);
    expect(providerLines[0]).toContain(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
    expect(providerLines[0]).not.toContain(mobile);
    // No line at all (request logs included) carries the code.
    for (const line of logger.lines) expect(line).not.toMatch(new RegExp(`(?<!\\d)${code}(?!\\d)`));
  });
});
