/**
 * A pass that is asked for far more often than it needs to run (each committed change kicks the
 * channel and webhook senders): a request during a pass folds into one more pass after it, never
 * a second pass at the same time. A failed pass is reported and the next request runs again.
 */
export class CoalescedRun {
  private running = false;
  private again = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly failed: (error: unknown) => void,
  ) {}

  request(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void (async () => {
      do {
        this.again = false;
        await this.pass();
      } while (this.again);
    })()
      .catch(this.failed)
      .finally(() => {
        this.running = false;
      });
  }
}
