/**
 * What a per-process cache needs to hear about changes other processes make (implemented by
 * db/change-feed.ts over PostgreSQL LISTEN/NOTIFY). Kept as a type here so the cache logic stays
 * free of pg and can be unit-tested with a fake.
 */
export type ChangeSignal = {
  /** True only while every change on the feed's channels is being announced. */
  readonly listening: boolean;
  /**
   * Calls `onChange` after every change on `channel`, and whenever listening stops or starts
   * again (changes in between are not announced). Returns the unsubscribe function.
   */
  subscribe(channel: string, onChange: () => void): () => void;
};

/** The channel the settings table's trigger notifies (migration 0015). */
export const SETTINGS_CHANNEL = "laden_settings";
