import { FREE_CANCEL_HOUR } from '@hotel/shared/constants';

/**
 * Free cancellation's deadline as days before arrival and the hour on that day, the same
 * arithmetic as freeCancelDeadlineWording (Japanese) for the other languages' words:
 * 0 → arrival day 18:00, 20 → the day before 22:00, 72 → three days before 18:00.
 */
export function deadlineParts(freeCancelHours = 0): { daysBefore: number; hour: number } {
  const fromMidnight = FREE_CANCEL_HOUR - freeCancelHours;
  const daysBefore = Math.max(0, Math.ceil(-fromMidnight / 24));
  return { daysBefore, hour: fromMidnight + daysBefore * 24 };
}
