/**
 * A mobile number to show in the login modal the next time it opens (after registering).
 * Read when the form mounts and cleared when the modal closes, so a StrictMode double render
 * still sees it. Written only by browser event handlers.
 */
let prefill: string | null = null;

export function setLoginPrefill(mobile: string): void {
  prefill = mobile;
}

export function peekLoginPrefill(): string | null {
  return prefill;
}

export function clearLoginPrefill(): void {
  prefill = null;
}
