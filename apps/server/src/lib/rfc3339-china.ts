/**
 * An instant written the way WeChat Pay v3 writes times (time_expire, success_time, create_time):
 * RFC 3339 in China Standard Time, whole seconds, e.g. 2026-11-21T18:00:00+08:00.
 * China has no daylight saving, so a fixed +08:00 is exact all year.
 */
export function rfc3339China(date: Date): string {
  const shifted = new Date(date.getTime() + 8 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+08:00`;
}
