/** `/admin/pages/new/` and `/admin/pages/:id/`: the page editor (issue 25 item 2; app/components/admin/content/editor-screen.tsx). */
import {
  ContentEditor,
  type EditorData,
  type EditorResult,
} from "#app/components/admin/content/editor-screen.tsx";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import { entryParam, loadEditor, saveEditor } from "../posts/content.server.ts";
import type { Route } from "./+types/edit";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { services, owner } = await requireOwner(context, request);
  return loadEditor(services.db, "page", entryParam(params.id), owner.id, new URL(request.url));
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return saveEditor(admin, "page", entryParam(params.id), await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${(loaderData?.form.title as string) || "Seite"} · Seiten · Verwaltung` },
  { name: "robots", content: "noindex" },
];

export default function PageEditor({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentEditor data={loaderData as EditorData} result={actionData as EditorResult | undefined} />;
}
