/**
 * `/admin/posts/:id/preview/`: the real post page before publishing (issue 25 item 3), owners
 * only: sends the owner to `/blog/SLUG/?preview=ID`, which renders the post whatever its status
 * (noindex; an owner's page is never cached).
 */
import { data, redirect } from "react-router";
import { getEntry } from "#modules/content/editing/entries.ts";
import { requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/preview";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  const id = params.id && /^\d{1,9}$/.test(params.id) ? Number(params.id) : undefined;
  const row = id === undefined ? undefined : await getEntry(services.db, "post", id);
  if (!row) throw data(null, { status: 404 });
  const prefix = row.lang === "en" ? "/en" : "";
  throw redirect(`${prefix}/blog/${row.slug}/?preview=${row.id}`, {
    headers: { "Cache-Control": "no-store" },
  });
}
