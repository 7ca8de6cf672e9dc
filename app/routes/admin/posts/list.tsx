/** `/admin/posts/`: the posts list (issue 25 item 2; app/components/admin/content/list-screen.tsx). */
import { ContentList, type ListData } from "#app/components/admin/content/list-screen.tsx";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/list";
import { type ListActionData, listAction, loadList } from "./content.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  return loadList(services.db, "post", new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return listAction(admin, "post", await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Beiträge · Verwaltung" },
  { name: "robots", content: "noindex" },
];

export default function PostList({ loaderData, actionData }: Route.ComponentProps) {
  return <ContentList data={loaderData as ListData} result={actionData as ListActionData | undefined} />;
}
