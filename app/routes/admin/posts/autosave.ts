/** `POST /admin/posts/:id/autosave/`: the editor's autosave (JSON; issue 25 item 1; content-tools.server.ts). */
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/autosave";
import { autosaveAction } from "./content-tools.server.ts";

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return autosaveAction(admin, "post", params.id, await request.formData());
}
