/** `POST /admin/pages/:id/autosave/`: the editor's autosave (JSON; issue 25 item 1; ../posts/content-tools.server.ts). */
import { requireOwner } from "../admin.server.ts";
import { autosaveAction } from "../posts/content-tools.server.ts";
import type { Route } from "./+types/autosave";

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return autosaveAction(admin, "page", params.id, await request.formData());
}
