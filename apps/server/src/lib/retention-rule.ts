/**
 * One kind of personal record kept for a fixed time (decision 0033): `purge` deletes (or erases)
 * what ended before the moment given. Each module lists its own; user's retention pass runs them all.
 */
export interface RetentionRule {
  name: string;
  keepDays: number;
  purge(before: Date): Promise<number>;
}
