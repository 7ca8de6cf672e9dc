/** `/admin/`: the owner's overview (the dashboard issue item 2 fills it with figures). */
import { useAdminT } from "../../components/admin/use-admin-t.ts";
import type { Route } from "./+types/dashboard";
import { requireOwner } from "./admin.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  await requireOwner(context, request);
  return null;
}

export const meta: Route.MetaFunction = () => [{ title: "Übersicht · Verwaltung" }];

export default function Dashboard() {
  const t = useAdminT();
  return (
    <div className="admin-page">
      <h1>{t("admin.nav.dashboard")}</h1>
    </div>
  );
}
