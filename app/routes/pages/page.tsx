import { data, Link, redirect } from "react-router";
import PlacedForm from "#app/components/forms/placed-form.tsx";
import { RouteErrorBoundary } from "#app/components/layout/route-error-boundary.tsx";
import { SearchForm } from "#app/components/search/search-form.tsx";
import { requestStateContext, servicesContext } from "#app/context.ts";
import { useLang, useT } from "#app/hooks/use-t.ts";
import { requireOwner } from "#app/routes/admin/admin.server.ts";
import { nestedPageSlug, pageFamily } from "#modules/blog/page-tree.ts";
import { expandGalleries } from "#modules/blog/store.ts";
import { getPage } from "#modules/content/index.ts";
import { socialImageMeta, socialImageOf } from "#modules/content/social-image.ts";
import { contentWithForms } from "#modules/forms/content-forms.ts";
import { legalData } from "#modules/legal/legal-data.ts";
import { expandLegalShortcodes } from "#modules/legal/render.ts";
import { placedSearchForm } from "#modules/search/forms.ts";
import { placeSearchForms } from "#modules/search/shortcode.ts";
import { getSettings } from "#modules/settings/index.ts";
import { expandShippingTable } from "#modules/shipping/page-table.ts";
import "#modules/i18n/messages-product.ts";
import { localePath, paths } from "#modules/site/paths.ts";
import { newViewToken, submitFormPost } from "../forms/submit.server.ts";
import type { Route } from "./+types/page";

/** Pages by slug (`/impressum/`, `/en/impressum/`); anything else is the German 404 page. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db } = context.get(servicesContext);
  const { lang } = context.get(requestStateContext);
  // The owner's preview of any status (issue 25): `?preview=ID`, owners only (a visitor goes to
  // the sign-in, a customer gets 404); an owner's page is never cached (a session: no-store).
  const previewRaw = new URL(request.url).searchParams.get("preview");
  const previewId = previewRaw && /^\d{1,9}$/.test(previewRaw) ? Number(previewRaw) : undefined;
  if (previewRaw !== null) {
    if (previewId === undefined) throw data(null, { status: 404 });
    await requireOwner(context, request);
  }
  const slug = (params["*"] ?? "").replace(/\/+$/, "");
  const segments = slug.split("/");
  if (!segments.every((s) => /^[a-z0-9][a-z0-9-]*$/.test(s))) throw data(null, { status: 404 });
  if (segments.length > 1) {
    // WordPress's nested permalink (/parent/child/) → the page's own URL.
    const flat = await nestedPageSlug(db, segments, lang);
    if (!flat) throw data(null, { status: 404 });
    throw redirect(localePath(lang, paths.page(flat)), 301);
  }
  const page = await getPage(db, slug, lang, previewId);
  if (!page) throw data(null, { status: 404 });
  const settings = await getSettings(db);
  // The seller's data placed with [legal_data …] (issue 21), from the Rechtliches settings.
  const content = expandLegalShortcodes(page.content, legalData(settings), lang);
  // Forms placed with [ninja_form id=ID] render in place (issue 6), each with its view token.
  // [laden_versandkosten]: the shipping zones' prices as a table (modules/shipping).
  const expanded = await expandShippingTable(db, await expandGalleries(db, content, lang), lang);
  const formParts = (await contentWithForms(db, expanded, lang)).map((p) =>
    "form" in p ? { ...p, viewToken: newViewToken() } : p,
  );
  // Search forms placed with [ivory-search id=ID] (issue 8); the header's form is already on the page.
  const forms = settings["search.forms"];
  const headerForm = placedSearchForm(forms, settings["search.headerFormId"]).id;
  const parts = placeSearchForms(formParts, forms, [headerForm], lang);
  return {
    page: { ...page, content: "" },
    parts,
    family: await pageFamily(db, page.id, lang),
    preview: previewId !== undefined,
    social: socialImageMeta(await socialImageOf(db, "page", page.id), new URL(request.url).origin),
  };
}

/** A form in the content posted without JavaScript (see forms/submit.server.ts). */
export async function action({ request, context }: Route.ActionArgs) {
  return submitFormPost(request, context);
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { page, parts, family, preview, social } = loaderData;
  const t = useT();
  const lang = useLang();
  return (
    <article className="container narrow page-content">
      <title>{page.title}</title>
      {preview ? <meta name="robots" content="noindex, nofollow" /> : null}
      {social.map((m) => (
        <meta key={m.property} property={m.property} content={m.content} />
      ))}
      {family.ancestors.length ? (
        <nav aria-label={t("shop.breadcrumb")} className="woocommerce-breadcrumb page-breadcrumb">
          <ol>
            <li>
              <Link to={localePath(lang, paths.home)}>{t("site.home")}</Link>
            </li>
            {family.ancestors.map((a) => (
              <li key={a.slug}>
                <Link to={localePath(lang, paths.page(a.slug))}>{a.title}</Link>
              </li>
            ))}
            <li aria-current="page">{page.title}</li>
          </ol>
        </nav>
      ) : null}
      <h1>{page.title}</h1>
      {parts.map((part) => {
        if ("html" in part)
          return <div key={part.key} className="prose" dangerouslySetInnerHTML={{ __html: part.html }} />;
        if ("search" in part)
          return <SearchForm key={part.key} form={part.search} className="is-content-search" />;
        return (
          <PlacedForm
            key={part.key}
            form={part.form}
            sent={actionData?.formId === part.form.id ? actionData : undefined}
            viewToken={"viewToken" in part ? part.viewToken : undefined}
          />
        );
      })}
      {family.children.length ? (
        <nav className="page-children" aria-labelledby="page-children-title">
          <h2 id="page-children-title">{t("site.subpages")}</h2>
          <ul>
            {family.children.map((c) => (
              <li key={c.slug}>
                <Link to={localePath(lang, paths.page(c.slug))}>{c.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </article>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
