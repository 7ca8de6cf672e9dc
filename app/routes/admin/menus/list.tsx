/**
 * `/admin/menus/`: the header, footer and social menus (issue 25 item 3; docs/back-office/menus.md).
 * Reorder and nest by drag and drop or by the move buttons / Alt + arrow keys, each move saved and
 * announced; items are added from a search over pages, posts, categories and products, or as a
 * custom link (the social menu: a network and its address). `?menu=` and `?lang=` pick the menu,
 * `?q=` searches, `?edit=ID` opens an item's form. Every write is modules/content/menus.ts
 * `saveMenu` (checked, versioned, audited).
 */
import { useEffect } from "react";
import { Form, Link } from "react-router";
import { type MenuRow, MenuTree } from "#app/components/admin/menus/menu-tree.tsx";
import { type MenusQuery, menusHref } from "#app/components/admin/menus/menus-href.ts";
import { adminPaths } from "#app/components/admin/paths.ts";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#modules/i18n/messages-admin-menus.ts";
import "#app/styles/admin-taxonomy.css";
import "#app/styles/admin-menus.css";
import { adminHeaders, requireOwner } from "../admin.server.ts";
import type { Route } from "./+types/list";
import { loadMenus, type MenusActionData, menusAction } from "./menus.server.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services } = await requireOwner(context, request);
  return loadMenus(services.db, new URL(request.url));
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = await requireOwner(context, request);
  return menusAction(admin, request, await request.formData());
}

export const headers = adminHeaders;

export const meta: Route.MetaFunction = () => [
  { title: "Menüs · Verwaltung" },
  { name: "robots", content: "noindex" },
];

type LoaderData = Route.ComponentProps["loaderData"];
const LOCATIONS = ["primary", "legal", "social"] as const;
const base = adminPaths.menus;

export default function Menus({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const result = actionData as MenusActionData | undefined;
  const { query, rows } = loaderData;

  // After a move, the same button of the moved item keeps the focus (the list was re-ordered).
  useEffect(() => {
    if (result?.outcome !== "moved" || !rows) return;
    const frame = requestAnimationFrame(() =>
      document.querySelector<HTMLElement>(`[data-move="${result.id}-${result.move}"]`)?.focus(),
    );
    return () => cancelAnimationFrame(frame);
  }, [result, rows]);

  const announcement = result && "announcement" in result ? result.announcement : "";
  return (
    <div className="admin-page admin-menus">
      <div className="admin-page__head">
        <h1>{t("adminMenus.title")}</h1>
      </div>
      <LocationNav query={query} />
      {result?.outcome === "conflict" ? (
        <p className="admin-notice admin-notice--warning" role="alert">
          {t("adminMenus.conflict")}
        </p>
      ) : result?.outcome === "missing" ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("adminMenus.error.missing")}
        </p>
      ) : result?.outcome === "invalid" ? (
        <p className="admin-notice admin-notice--error" role="alert">
          {t("adminMenus.errors")} {result.message}
        </p>
      ) : null}
      <div className="admin-tax__layout admin-menus__layout">
        <section className="admin-card admin-tax__tree" aria-labelledby="admin-menus-items">
          <h2 id="admin-menus-items">
            {t(`adminMenus.location.${query.location}`)}
            {query.location === "social" ? "" : ` · ${t(`adminMenus.lang.${query.lang}`)}`}
          </h2>
          <p className="admin-field__help">
            {loaderData.depth > 1
              ? t("adminMenus.depth", { depth: loaderData.depth })
              : t("adminMenus.depthOne")}{" "}
            {t("adminMenus.intro")}
            {query.location === "social" ? ` ${t("adminMenus.socialShared")}` : ""}
          </p>
          <p className="admin-tax__live" role="status" aria-live="polite" aria-atomic="true">
            {announcement}
          </p>
          <MenuTree
            rows={rows}
            maxDepth={loaderData.depth}
            version={loaderData.version}
            // A saved item's form closes (its "Bearbeiten" opens it again).
            editing={result?.outcome === "saved" ? null : query.edit}
            editHref={(id) => menusHref(base, { ...query, edit: id })}
            renderEditor={(row) => <ItemEditor row={row} data={loaderData} result={result} />}
          />
        </section>
        <AddItems data={loaderData} result={result} />
      </div>
    </div>
  );
}

function LocationNav({ query }: { query: MenusQuery }) {
  const t = useAdminT();
  return (
    <div className="admin-menus__nav">
      <nav className="admin-subnav" aria-label={t("adminMenus.locations")}>
        <ul>
          {LOCATIONS.map((location) => (
            <li key={location}>
              <Link
                to={menusHref(base, { location, lang: query.lang })}
                aria-current={location === query.location ? "page" : undefined}
              >
                {t(`adminMenus.location.${location}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {query.location === "social" ? null : (
        <nav className="admin-subnav" aria-label={t("adminMenus.language")}>
          <ul>
            {(["de", "en"] as const).map((lang) => (
              <li key={lang}>
                <Link
                  to={menusHref(base, { location: query.location, lang })}
                  aria-current={lang === query.lang ? "page" : undefined}
                  hrefLang={lang}
                >
                  {t(`adminMenus.lang.${lang}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

type Props = { data: LoaderData; result: MenusActionData | undefined };

/** A text or URL field with its German error from the last save. */
function Field(props: {
  id: string;
  name: string;
  label: MessageKey;
  value: string;
  error?: string;
  help?: MessageKey;
  url?: boolean;
  required?: boolean;
}) {
  const t = useAdminT();
  const describedBy = [props.help ? `${props.id}-help` : "", props.error ? `${props.id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="admin-field">
      <label htmlFor={props.id}>{t(props.label)}</label>
      <input
        id={props.id}
        name={props.name}
        className="admin-input"
        type="text"
        inputMode={props.url ? "url" : undefined}
        spellCheck={props.url ? false : undefined}
        autoComplete="off"
        defaultValue={props.value}
        aria-required={props.required || undefined}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {props.help ? (
        <span id={`${props.id}-help`} className="admin-field__help">
          {t(props.help)}
        </span>
      ) : null}
      {props.error ? (
        <span id={`${props.id}-error`} className="admin-field__error">
          {props.error}
        </span>
      ) : null}
    </div>
  );
}

function NetworkSelect(props: { id: string; value: string; data: LoaderData; error?: string }) {
  const t = useAdminT();
  const { id, error } = props;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{t("adminMenus.network")}</label>
      <select
        id={id}
        name="network"
        defaultValue={props.value}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t("adminMenus.choose")}</option>
        {props.data.networks.map((n) => (
          <option key={n.value} value={n.value}>
            {n.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className="admin-field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

function ItemEditor({ row, data, result }: { row: MenuRow } & Props) {
  const t = useAdminT();
  const invalid = result?.outcome === "invalid" && result.intent === "update" ? result : undefined;
  const v = (name: string, fallback: string) => invalid?.values[name] ?? fallback;
  const err = (field: string) => (invalid?.field === field ? invalid.message : undefined);
  const id = `menu-item-${row.id}`;
  return (
    <Form
      method="post"
      className="admin-menu-editor"
      preventScrollReset
      aria-label={t("adminMenus.editLabel", { name: row.label })}
    >
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="version" value={data.version} />
      {data.query.location === "social" ? (
        <NetworkSelect
          id={`${id}-network`}
          value={v("network", row.network)}
          data={data}
          error={err("network")}
        />
      ) : null}
      <Field
        id={`${id}-label`}
        name="label"
        label="adminMenus.label"
        value={v("label", row.label)}
        error={err("label")}
        required
      />
      {row.object === "custom" ? (
        <Field
          id={`${id}-url`}
          name="url"
          label="adminMenus.url"
          help="adminMenus.urlHelp"
          value={v("url", row.url)}
          error={err("url")}
          url
          required
        />
      ) : null}
      <div className="admin-menu-editor__actions">
        <button type="submit" className="admin-button">
          {t("adminMenus.save")}
        </button>
        <Link to={menusHref(base, { ...data.query, edit: null })} preventScrollReset>
          {t("adminMenus.cancel")}
        </Link>
      </div>
    </Form>
  );
}

function AddItems({ data, result }: Props) {
  const t = useAdminT();
  const { query } = data;
  const invalid = result?.outcome === "invalid" && result.intent === "add-custom" ? result : undefined;
  const v = (name: string) => invalid?.values[name] ?? "";
  const err = (field: string) => (invalid?.field === field ? invalid.message : undefined);
  return (
    <section className="admin-card admin-menus__add" aria-labelledby="admin-menus-add">
      <h2 id="admin-menus-add">{t("adminMenus.add")}</h2>
      {query.location === "social" ? null : (
        <>
          <Form method="get" className="admin-menus__search" role="search">
            <input type="hidden" name="menu" value={query.location} />
            {query.lang === "en" ? <input type="hidden" name="lang" value="en" /> : null}
            <div className="admin-field">
              <label htmlFor="menu-search">{t("adminMenus.search")}</label>
              <span className="admin-menus__search-row">
                <input
                  id="menu-search"
                  name="q"
                  type="search"
                  className="admin-input"
                  defaultValue={query.q}
                />
                <button type="submit" className="admin-button admin-button--quiet">
                  {t("adminMenus.searchButton")}
                </button>
              </span>
            </div>
          </Form>
          {query.q ? (
            data.targets.length === 0 ? (
              <p>{t("adminMenus.noResults", { q: query.q })}</p>
            ) : (
              <ul className="admin-menus__results" aria-label={t("adminMenus.results")}>
                {data.targets.map((target) => (
                  <li key={`${target.object}-${target.objectId}`}>
                    <span className="admin-menus__result">
                      <span>{target.label}</span>
                      <span className="admin-field__help">
                        {t(`adminMenus.kind.${target.object}`)} · {target.url}
                      </span>
                    </span>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="add-target" />
                      <input type="hidden" name="object" value={target.object} />
                      <input type="hidden" name="object_id" value={target.objectId} />
                      <input type="hidden" name="version" value={data.version} />
                      <button
                        type="submit"
                        className="admin-button admin-button--quiet"
                        aria-label={t("adminMenus.addItemLabel", { name: target.label })}
                      >
                        {t("adminMenus.addItem")}
                      </button>
                    </Form>
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </>
      )}
      <h3>{t(query.location === "social" ? "adminMenus.addSocial" : "adminMenus.custom")}</h3>
      <Form method="post" preventScrollReset key={result?.outcome === "added" ? data.version : "custom"}>
        <input type="hidden" name="intent" value="add-custom" />
        <input type="hidden" name="version" value={data.version} />
        {query.location === "social" ? (
          <NetworkSelect id="menu-new-network" value={v("network")} data={data} error={err("network")} />
        ) : null}
        <Field
          id="menu-new-label"
          name="label"
          label="adminMenus.label"
          value={v("label")}
          error={err("label")}
          required={query.location !== "social"}
        />
        <Field
          id="menu-new-url"
          name="url"
          label="adminMenus.url"
          help="adminMenus.urlHelp"
          value={v("url")}
          error={err("url")}
          url
          required
        />
        <button type="submit" className="admin-button">
          {t(query.location === "social" ? "adminMenus.addSocial" : "adminMenus.addCustom")}
        </button>
      </Form>
    </section>
  );
}
