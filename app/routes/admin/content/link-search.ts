/** `GET /admin/content/link-search/?q=`: the link dialog's internal search (JSON; issue 25 item 1). */
import { requireOwner } from "../admin.server.ts";
import { linkSearch } from "../posts/content-tools.server.ts";
import type { Route } from "./+types/link-search";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireOwner(context, request);
  return linkSearch(admin, new URL(request.url));
}
