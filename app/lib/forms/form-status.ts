/**
 * What the submit flow tells the form's components: `processing` (a request is on its way: the
 * submit button is disabled and shows its processing label). A tiny store the React side reads
 * with useSyncExternalStore; the flow (a lazy chunk) writes it.
 */
/** `uploads`: file uploads under way (the submit button waits for them). */
export type FormStatus = Readonly<{ processing: boolean; uploads: number }>;

export class FormStatusStore {
  private status: FormStatus = { processing: false, uploads: 0 };
  private readonly listeners = new Set<() => void>();

  get = (): FormStatus => this.status;

  set(patch: Partial<FormStatus>): void {
    const next = { ...this.status, ...patch };
    if (next.processing === this.status.processing && next.uploads === this.status.uploads) return;
    this.status = next;
    for (const l of this.listeners) l();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}
