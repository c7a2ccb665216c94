/** Hotel time is UTC+8 all year (no daylight saving), so a fixed offset needs no locale data. */
const HOTEL_OFFSET_MS = 8 * 3_600_000;

/** An ISO instant from the API → 2026/11/23 14:05 in hotel time; the same on the server and in every browser. */
export function formatHotelDateTime(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + HOTEL_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ').replaceAll('-', '/');
}

/** An ISO instant → 2026/11/23 14:05:09 in hotel time (a retry seconds away). */
export function formatHotelDateTimeSeconds(iso: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return iso;
  return new Date(time + HOTEL_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', '/');
}

/** An ISO instant → 2026/11/23 in hotel time. */
export function formatHotelDate(iso: string): string {
  return formatHotelDateTime(iso).slice(0, 10);
}
