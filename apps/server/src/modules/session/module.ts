import { RETENTION_DAYS } from '@hotel/shared/privacy';
import type { Database } from '@hotel/db/client';
import type { ModuleKit } from '../../lib/module-kit.ts';
import type { RetentionRule } from '../../lib/retention-rule.ts';
import { SessionRepository } from './session.repository.ts';
import { SessionService } from './session.service.ts';

/** Members' sessions: signed in, resolved on each request, listed in the member's data and ended on closing. */
export function createSessionModule({ db, clock }: Pick<ModuleKit, 'db' | 'clock'>) {
  const repository = new SessionRepository(db);
  return {
    sessions: new SessionService(repository, clock),
    /** A member's sessions for the data download and the closing (user's ports). */
    memberSessions: {
      listOf: (memberId: number) => repository.listOf(memberId),
      endAllOf: (tx: Database, memberId: number) => repository.deleteAllOf(tx, memberId),
    },
    retention: [{ name: 'memberSessions', keepDays: RETENTION_DAYS.memberSessions, purge: (before) => repository.purgeEndedBefore(before) }] satisfies RetentionRule[],
  };
}
