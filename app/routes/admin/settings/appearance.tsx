/**
 * `/admin/settings/appearance/`: Darstellung (issue 27 item 2) — logo and favicon, colours with
 * their contrast, font, header, search overlay, blog, slider, footer, social links, and a live
 * preview of the real storefront with the unsaved values beside the form.
 */
import { useRef, useState } from "react";
import { Form, useNavigation } from "react-router";
import { MediaField } from "#app/components/admin/media/media-field.tsx";
import type { PickerItem } from "#app/components/admin/media/picker-dialog.tsx";
import {
  AppearancePreview,
  PreviewProvider,
  useAppearancePreview,
  usePreviewRefresh,
} from "#app/components/admin/settings/appearance-preview.tsx";
import { ColourFields } from "#app/components/admin/settings/colour-fields.tsx";
import { ListEditor } from "#app/components/admin/settings/list-editor.tsx";
import {
  type SettingsFormAnswer,
  SettingsInput,
  SettingsNotice,
  SettingsPage,
} from "#app/components/admin/settings/settings-form.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import "#modules/i18n/messages-admin-settings.ts";
import "#modules/i18n/messages-admin-appearance.ts";
import "#modules/i18n/messages-admin-rich-text.ts";
import "#app/styles/admin-settings.css";
import "#app/styles/admin-appearance.css";
import { adminHeaders } from "../admin.server.ts";
import type { Route } from "./+types/appearance";
import { appearanceAction, loadAppearance } from "./appearance.server.ts";
import { APPEARANCE_SECTIONS, PREVIEW_PATHS, SOCIAL_NETWORKS } from "./appearance-fields.ts";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadAppearance(context, request);
}

export function action({ context, request }: Route.ActionArgs) {
  return appearanceAction(context, request);
}

export const headers = adminHeaders;

export function meta() {
  return [{ title: "Darstellung · Einstellungen · Verwaltung" }];
}

type Slide = { title: string; text: string; mediaId?: number; url?: string; linkText?: string };
type Social = { network: string; url: string };
type Answer = SettingsFormAnswer & { previewUrl?: string; previewErrors?: Partial<Record<string, string>> };

const FORM_ID = "appearance-form";

export default function AppearanceSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAdminT();
  const answer = actionData as Answer | undefined;
  const form = useRef<HTMLFormElement>(null);
  const preview = useAppearancePreview(form);
  const [path, setPath] = useState<string>("/");
  const busy = useNavigation().state === "submitting";
  const shown: Record<string, unknown> = { ...loaderData.values, ...answer?.values };
  const media = new Map(loaderData.media.map((m) => [m.id, m]));
  const errors = { ...answer?.errors, ...answer?.previewErrors, ...preview.data?.previewErrors };
  const saveAnswer = answer && answer.ok !== undefined ? answer : undefined;
  const src =
    preview.data?.previewUrl ?? (answer?.previewUrl && !answer.ok ? answer.previewUrl : undefined) ?? path;
  return (
    <SettingsPage groupId="appearance">
      <PreviewProvider refresh={preview.refresh}>
        <div className="admin-appearance">
          <Form
            method="post"
            id={FORM_ID}
            ref={form}
            className="admin-settings__form admin-appearance__form"
            noValidate
            onChange={preview.refresh}
          >
            <SettingsNotice answer={saveAnswer} />
            <fieldset className="admin-card admin-settings__section">
              <legend>{t("admin.appearance.section.brand")}</legend>
              <MediaField
                name="theme.logoMediaId"
                label={t("admin.appearance.logo")}
                help={t("admin.appearance.logo.help")}
                error={errors["theme.logoMediaId"]}
                initial={chosen(media, shown["theme.logoMediaId"])}
                onChange={preview.refresh}
              />
              <MediaField
                name="theme.faviconMediaId"
                label={t("admin.appearance.favicon")}
                help={t("admin.appearance.favicon.help")}
                error={errors["theme.faviconMediaId"]}
                initial={chosen(media, shown["theme.faviconMediaId"])}
                onChange={preview.refresh}
              />
            </fieldset>
            <ColourFields values={shown} errors={errors} />
            {APPEARANCE_SECTIONS.map((section) => (
              <fieldset key={section.title} className="admin-card admin-settings__section">
                {section.title ? <legend>{t(section.title)}</legend> : null}
                {section.fields.map((field) => (
                  <SettingsInput
                    key={field.key}
                    field={field}
                    value={shown[field.key]}
                    error={errors[field.key]}
                  />
                ))}
                {section.title === "admin.appearance.section.slider" ? (
                  <SlidesEditor
                    slides={shown["theme.slides"] as Slide[]}
                    media={media}
                    error={errors["theme.slides"]}
                  />
                ) : null}
              </fieldset>
            ))}
            <SocialEditor
              links={shown["theme.socialLinks"] as Social[]}
              error={errors["theme.socialLinks"]}
            />
            <div className="admin-settings__actions">
              <button type="submit" className="admin-button" disabled={busy}>
                {t("admin.settings.save")}
              </button>
            </div>
          </Form>
          <AppearancePreview
            key={saveAnswer?.ok ? `saved-${saveAnswer.changed}` : "draft"}
            src={src}
            busy={preview.busy}
            invalid={Object.keys(preview.data?.previewErrors ?? {}).length > 0}
            path={path}
            paths={PREVIEW_PATHS}
            onPath={(p) => {
              setPath(p);
              preview.refresh();
            }}
            onRefresh={(e) => {
              e.preventDefault();
              preview.refreshNow();
            }}
            formId={FORM_ID}
          />
        </div>
      </PreviewProvider>
    </SettingsPage>
  );
}

function chosen(media: Map<number, PickerItem>, id: unknown): PickerItem | null {
  const n = Number(id);
  return n > 0
    ? (media.get(n) ?? {
        id: n,
        title: `#${n}`,
        thumb: "",
        alt: "",
        src: "",
        width: 0,
        height: 0,
        refusal: null,
      })
    : null;
}

function SlidesEditor(props: { slides: Slide[]; media: Map<number, PickerItem>; error?: string }) {
  const t = useAdminT();
  const refresh = usePreviewRefresh();
  return (
    <ListEditor<Slide>
      legend={t("admin.appearance.slides")}
      help={t("admin.appearance.slides.help")}
      error={props.error}
      errorId="setting-theme-slides"
      initial={props.slides ?? []}
      blank={{ title: "", text: "" }}
      max={10}
      rowLabel={(i) => t("admin.appearance.slide", { n: i + 1 })}
      addLabel={t("admin.appearance.slides.add")}
      onChange={refresh}
      renderRow={(slide, _i, id) => (
        <>
          <div className="admin-field">
            <label htmlFor={`${id}-title`}>{t("admin.appearance.slide.title")}</label>
            <input
              id={`${id}-title`}
              name="theme.slides.title"
              className="admin-input"
              maxLength={120}
              defaultValue={slide.title}
            />
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-text`}>{t("admin.appearance.slide.text")}</label>
            <textarea
              id={`${id}-text`}
              name="theme.slides.text"
              className="admin-input"
              rows={2}
              maxLength={300}
              defaultValue={slide.text}
            />
          </div>
          <div className="admin-list-editor__pair">
            <div className="admin-field">
              <label htmlFor={`${id}-url`}>{t("admin.appearance.slide.url")}</label>
              <input
                id={`${id}-url`}
                name="theme.slides.url"
                className="admin-input"
                maxLength={300}
                defaultValue={slide.url ?? ""}
              />
            </div>
            <div className="admin-field">
              <label htmlFor={`${id}-link`}>{t("admin.appearance.slide.linkText")}</label>
              <input
                id={`${id}-link`}
                name="theme.slides.linkText"
                className="admin-input"
                maxLength={60}
                defaultValue={slide.linkText ?? ""}
              />
            </div>
          </div>
          <MediaField
            name="theme.slides.mediaId"
            label={t("admin.appearance.slide.image")}
            initial={chosen(props.media, slide.mediaId)}
            onChange={refresh}
          />
        </>
      )}
    />
  );
}

function SocialEditor(props: { links: Social[]; error?: string }) {
  const t = useAdminT();
  const refresh = usePreviewRefresh();
  return (
    <ListEditor<Social>
      legend={t("admin.appearance.social")}
      help={t("admin.appearance.social.help")}
      error={props.error}
      errorId="setting-theme-socialLinks"
      initial={props.links ?? []}
      blank={{ network: "instagram", url: "" }}
      max={20}
      rowLabel={(i) => t("admin.appearance.socialLink", { n: i + 1 })}
      addLabel={t("admin.appearance.social.add")}
      onChange={refresh}
      renderRow={(link, _i, id) => (
        <div className="admin-list-editor__pair">
          <div className="admin-field">
            <label htmlFor={`${id}-network`}>{t("admin.appearance.social.network")}</label>
            <select
              id={`${id}-network`}
              name="theme.socialLinks.network"
              className="admin-input"
              defaultValue={link.network}
            >
              {SOCIAL_NETWORKS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="admin-field">
            <label htmlFor={`${id}-url`}>{t("admin.appearance.social.url")}</label>
            <input
              id={`${id}-url`}
              name="theme.socialLinks.url"
              className="admin-input"
              maxLength={300}
              defaultValue={link.url}
            />
          </div>
        </div>
      )}
    />
  );
}
