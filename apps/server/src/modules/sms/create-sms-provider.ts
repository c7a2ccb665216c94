import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@hotel/db/client';
import type { Clock } from '../../clock.ts';
import { ConsoleSmsProvider } from './console-sms-provider.ts';
import { SmsOutboxRepository } from './sms-outbox.repository.ts';
import type { SmsProvider } from './sms-provider.ts';

/** SMS_PROVIDER values; a real provider adds its name here and in env.ts. */
export type SmsProviderName = 'console';

export function createSmsProvider(name: SmsProviderName, deps: { db: Database; log: FastifyBaseLogger; clock: Clock }): SmsProvider {
  switch (name) {
    case 'console':
      return new ConsoleSmsProvider(new SmsOutboxRepository(deps.db), deps.log, deps.clock);
  }
}
