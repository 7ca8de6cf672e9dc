/** `/admin/pages/:id/revisions/`: the last 20 revisions, one shown, restore (issue 25 item 1). */
import { type RevisionsData, RevisionsScreen } from "#app/components/admin/content/revisions-screen.tsx";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import { loadRevisions, type RevisionsActionData, revisionsAction } from "../posts/content-tools.server.ts";
import type { Route } from "./+types/revisions";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = await requireOwner(context, request);
  return loadRevisions(admin, "page", params.id, new URL(request.url));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return revisionsAction(admin, "page", params.id, await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Revisionen · ${loaderData?.title ?? ""} · Verwaltung` },
  { name: "robots", content: "noindex" },
];

export default function Revisions({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RevisionsScreen
      data={loaderData as RevisionsData}
      result={actionData as RevisionsActionData | undefined}
    />
  );
}
