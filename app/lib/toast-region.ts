/** The toasts' live region (rendered by the root layout, filled by toast.ts), apart so the root does not load toast.ts. */
export const TOAST_REGION_ID = "toast-region";
