import { requestStateContext } from "#app/context.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(requestStateContext);
  const body = [
    "User-agent: *",
    "Disallow: /cart/",
    "Disallow: /checkout/",
    "Disallow: /my-account/",
    "Disallow: /wp-admin/",
    "Disallow: /*?add-to-cart=",
    "Allow: /wp-admin/admin-ajax.php",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
