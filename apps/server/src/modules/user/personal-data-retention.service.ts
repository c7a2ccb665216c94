import type { FastifyBaseLogger } from 'fastify';
import type { RetentionRule } from '../../lib/retention-rule.ts';

export type PurgeResult = Record<string, number>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Retention (decision 0033, docs/privacy.md): each rule's records older than its period go. The
 * rules come from each module's factory (its `retention`), each over a table that module owns; the
 * table. Safe to run any number of times and on several processes at once (plain deletes).
 */
export class PersonalDataRetentionService {
  constructor(
    private readonly rules: readonly RetentionRule[],
    private readonly log: FastifyBaseLogger,
  ) {}

  async purgeExpiredPersonalData(now: Date): Promise<PurgeResult> {
    const result: PurgeResult = {};
    for (const rule of this.rules) {
      result[rule.name] = await rule.purge(new Date(now.getTime() - rule.keepDays * DAY_MS));
    }
    const total = Object.values(result).reduce((a, b) => a + b, 0);
    if (total > 0) this.log.info({ purged: result }, 'personal data past its retention period purged');
    return result;
  }
}
