/** The frame of the pages before the back office (sign-in, first setup): a calm centred card. */
import { useAdminT } from "./use-admin-t.ts";

export function AuthFrame({ title, children }: { title: string; children: React.ReactNode }) {
  const t = useAdminT();
  return (
    <main className="admin-auth">
      <div className="admin-auth__card">
        <p className="admin-auth__brand">{t("admin.title")}</p>
        <h1 className="admin-auth__title">{title}</h1>
        {children}
      </div>
      <p className="admin-auth__foot">
        <a href="/">{t("admin.auth.toShop")}</a>
      </p>
    </main>
  );
}
