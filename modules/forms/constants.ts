/** The form runtime's fixed numbers from the spec (§9). */

/** Rich text editor height in px (§9). */
export const RTE_HEIGHT_PX = 150;
/** Media items the rich text editor's media dialog shows (one REST page). */
export const RTE_MEDIA_PAGE_SIZE = 30;
/** Multi-select default size (§9). */
export const MULTI_SELECT_SIZE = 5;
