/** 13800138000 → 138****8000: enough to match a complaint to a log line, not enough to text anyone. */
export function maskMobile(mobile: string): string {
  if (mobile.length < 8) return '*'.repeat(mobile.length);
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`;
}
