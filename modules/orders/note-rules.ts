/** The limits of an owner's order note, shared by the back office's form (browser) and modules/orders/notes.ts. */
export const NOTE_MAX_LENGTH = 5000;
/** The same note again within this many seconds is taken for a repeat of the first. */
export const NOTE_REPEAT_SECONDS = 120;
