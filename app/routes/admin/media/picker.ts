/**
 * `GET /admin/media/picker/?q=&page=`: the media library as the pickers read it (the rich-text
 * editor's image button, the product image and gallery): JSON `{ items, total, page, pages }`,
 * items outside the trash with their thumbnail, the address to insert and why one may not be
 * chosen (no alt text). The owner check is the back office's.
 */
import { pickerPage } from "#modules/media/picker.ts";
import { NO_STORE } from "#modules/shared/cache-control.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/picker";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = await requireOwner(context, request);
  const url = new URL(request.url);
  const page = Number(url.searchParams.get("page") ?? "1");
  const result = await pickerPage(admin.services.db, {
    search: url.searchParams.get("q") ?? "",
    page: Number.isInteger(page) && page > 0 && page < 100_000 ? page : 1,
  });
  return Response.json(result, { headers: NO_STORE });
}
