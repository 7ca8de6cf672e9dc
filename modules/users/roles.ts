/**
 * The account roles, and which of them run the shop: the owner (shop_manager, administrator)
 * sees the admin bar, drafts and the store in coming-soon mode, and may use the owner's REST
 * endpoints. The one place that says so; every check asks `isOwner`.
 */
export const ROLES = ["customer", "shop_manager", "administrator"] as const;
export type Role = (typeof ROLES)[number];

export const OWNER_ROLES = ["shop_manager", "administrator"] as const satisfies readonly Role[];

export function isOwner(role: string | null | undefined): boolean {
  return (OWNER_ROLES as readonly string[]).includes(role ?? "");
}

/** Editing another account (its meta, like the banner flag) is the administrator's alone. */
export function mayEditUser(editor: { id: number; role: string }, targetId: number): boolean {
  return editor.id === targetId || editor.role === "administrator";
}
