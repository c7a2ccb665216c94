import { randomBytes } from 'node:crypto';
import { RETENTION_DAYS } from '@hotel/shared/privacy';
import type { ModuleKit } from '../../lib/module-kit.ts';
import type { RetentionRule } from '../../lib/retention-rule.ts';
import { AliyunSmsProvider, type AliyunSmsConfig } from './aliyun-sms-provider.ts';
import { ConsoleSmsProvider } from './console-sms-provider.ts';
import { SmsCodeRepository } from './sms-code.repository.ts';
import { SmsCodeService } from './sms-code.service.ts';
import { SmsOutboxRepository } from './sms-outbox.repository.ts';
import type { SmsProvider } from './sms-provider.ts';
import { TencentSmsProvider, type TencentSmsConfig } from './tencent-sms-provider.ts';

/** SMS_PROVIDER: `console` writes codes to the log and the outbox (demo and development). */
export type SmsProviderName = 'console' | 'aliyun' | 'tencent';

export interface SmsModuleOptions {
  /** By name (from the environment) or ready-made (tests hand in recording fakes). */
  provider: SmsProviderName | SmsProvider;
  /** The chosen provider's settings, read only when it is chosen (a missing one throws then). */
  configs: { aliyun: () => AliyunSmsConfig; tencent: () => TencentSmsConfig };
  /** HMAC key for stored SMS codes (SMS_CODE_SECRET); unset: a random key for this process. */
  secret?: string;
}

/** Login and registration codes by SMS, and the provider that also carries confirmations. */
export function createSmsModule({ db, log, clock, inTransaction }: Pick<ModuleKit, 'db' | 'log' | 'clock' | 'inTransaction'>, { provider: choice, configs, secret }: SmsModuleOptions) {
  const outbox = new SmsOutboxRepository(db);
  const codeRows = new SmsCodeRepository(db);
  const sms = providerFor(choice);
  const retention: RetentionRule[] = [
    { name: 'smsOutbox', keepDays: RETENTION_DAYS.smsOutbox, purge: (before) => outbox.purgeSentBefore(before) },
    { name: 'smsCodes', keepDays: RETENTION_DAYS.smsCodes, purge: (before) => codeRows.purgeIssuedBefore(before) },
  ];
  return {
    sms,
    smsCodes: new SmsCodeService(inTransaction, codeRows, sms, clock, secret ? Buffer.from(secret) : randomBytes(32)),
    /** The console provider when codes go to the log and outbox (in demo mode it also serves GET /__dev/sms); null otherwise. */
    consoleSms: sms instanceof ConsoleSmsProvider ? sms : null,
    retention,
  };

  function providerFor(provider: SmsProviderName | SmsProvider): SmsProvider {
    if (typeof provider !== 'string') return provider;
    switch (provider) {
      case 'console':
        return new ConsoleSmsProvider(outbox, log, clock);
      case 'aliyun':
        return new AliyunSmsProvider(configs.aliyun(), log);
      case 'tencent':
        return new TencentSmsProvider(configs.tencent(), log);
      default:
        throw new Error(`unknown SMS provider: ${String(provider satisfies never)}`);
    }
  }
}
