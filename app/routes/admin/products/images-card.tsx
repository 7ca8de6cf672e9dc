/**
 * The product editor's pictures (issue 23 item 2): the product image and the gallery, chosen
 * from the media library through the picker (only items with alt text can be chosen; the server
 * checks again: modules/catalog/product-content.ts). The gallery is reordered with "forward" and
 * "back" buttons (a keyboard-first alternative to dragging) and each change is announced in a
 * polite live region. The choice travels in the hidden inputs `image_id` and `gallery_ids` and is
 * saved with the rest of the form.
 */
import { useState } from "react";
import { MediaPickerDialog, type PickerItem } from "#app/components/admin/media/picker-dialog.tsx";
import { useAdminT } from "#app/components/admin/use-admin-t.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import "#app/styles/admin-rich-text.css";
import "#modules/i18n/messages-admin-rich-text.ts";

type Shown = Pick<PickerItem, "id" | "title" | "thumb">;

function idsOf(raw: string | boolean | undefined): number[] {
  return String(raw ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
}

export function ImagesCard(props: {
  values: Record<string, string | boolean>;
  errors: Partial<Record<string, MessageKey>>;
  pictures: PickerItem[];
}) {
  const t = useAdminT();
  const known = new Map<number, Shown>(props.pictures.map((p) => [p.id, p]));
  const shown = (id: number): Shown => known.get(id) ?? { id, title: `#${id}`, thumb: "" };
  const [main, setMain] = useState<Shown | null>(() => {
    const [id] = idsOf(props.values.image_id);
    return id ? shown(id) : null;
  });
  const [gallery, setGallery] = useState<Shown[]>(() => idsOf(props.values.gallery_ids).map(shown));
  const [picking, setPicking] = useState<"main" | "gallery" | null>(null);
  const [said, setSaid] = useState("");

  const move = (index: number, by: -1 | 1) => {
    const to = index + by;
    if (to < 0 || to >= gallery.length) return;
    const next = [...gallery];
    const [item] = next.splice(index, 1);
    next.splice(to, 0, item!);
    setGallery(next);
    setSaid(t("adminProducts.images.moved", { name: item!.title, position: to + 1 }));
  };
  const remove = (item: Shown) => {
    setGallery(gallery.filter((x) => x.id !== item.id));
    setSaid(t("adminProducts.images.removed", { name: item.title }));
  };
  const choose = (item: PickerItem) => {
    if (picking === "main") setMain(item);
    else setGallery((g) => [...g, item]);
    setPicking(null);
    setSaid(t("adminProducts.images.added", { name: item.title }));
  };
  const imageError = props.errors.imageId;
  const galleryError = props.errors.galleryImageIds;

  return (
    <fieldset className="admin-card admin-products-form__card admin-products-images">
      <legend>{t("adminProducts.images.title")}</legend>
      <input type="hidden" name="image_id" value={main ? String(main.id) : ""} />
      <input type="hidden" name="gallery_ids" value={gallery.map((g) => g.id).join(",")} />
      <p className="admin-field__help">{t("adminProducts.images.help")}</p>
      <div className="admin-field">
        <h3 className="admin-products-images__title" id="p-image-title">
          {t("adminProducts.images.main")}
        </h3>
        {main ? (
          <figure className="admin-products-images__main">
            {main.thumb && <img src={main.thumb} alt="" width={150} height={150} />}
            <figcaption>{main.title}</figcaption>
          </figure>
        ) : (
          <p>{t("adminProducts.images.none")}</p>
        )}
        <div className="admin-products-images__actions">
          <button
            type="button"
            className="admin-button admin-button--quiet"
            aria-describedby={imageError ? "p-image-error" : undefined}
            onClick={() => setPicking("main")}
          >
            {t(main ? "adminProducts.images.change" : "adminProducts.images.choose")}
          </button>
          {main && (
            <button
              type="button"
              className="admin-button admin-button--quiet"
              onClick={() => {
                setSaid(t("adminProducts.images.removed", { name: main.title }));
                setMain(null);
              }}
            >
              {t("adminProducts.images.remove")}
            </button>
          )}
        </div>
        {imageError && (
          <span id="p-image-error" className="admin-field__error">
            {t(imageError)}
          </span>
        )}
      </div>
      <div className="admin-field">
        <h3 className="admin-products-images__title">{t("adminProducts.images.gallery")}</h3>
        {gallery.length === 0 ? (
          <p>{t("adminProducts.images.galleryEmpty")}</p>
        ) : (
          <GalleryList gallery={gallery} onMove={move} onRemove={remove} />
        )}
        <div className="admin-products-images__actions">
          <button
            type="button"
            className="admin-button admin-button--quiet"
            aria-describedby={galleryError ? "p-gallery-error" : undefined}
            onClick={() => setPicking("gallery")}
          >
            {t("adminProducts.images.galleryAdd")}
          </button>
        </div>
        {galleryError && (
          <span id="p-gallery-error" className="admin-field__error">
            {t(galleryError)}
          </span>
        )}
      </div>
      <p className="admin-products-images__said" role="status" aria-live="polite">
        {said}
      </p>
      {picking && (
        <MediaPickerDialog
          onChoose={choose}
          onClose={() => setPicking(null)}
          exclude={picking === "gallery" ? gallery.map((g) => g.id) : []}
        />
      )}
    </fieldset>
  );
}

/** The gallery in its order, each picture with its move forward, move back and remove buttons. */
function GalleryList(props: {
  gallery: Shown[];
  onMove: (index: number, by: -1 | 1) => void;
  onRemove: (item: Shown) => void;
}) {
  const t = useAdminT();
  const { gallery, onMove, onRemove } = props;
  return (
    <ol className="admin-products-images__gallery">
      {gallery.map((g, i) => (
        <li key={g.id}>
          {g.thumb && <img src={g.thumb} alt="" width={96} height={96} />}
          <span className="admin-products-images__name">{g.title}</span>
          <span className="admin-products-images__buttons">
            <button
              type="button"
              className="admin-button admin-button--quiet"
              aria-label={t("adminProducts.images.up", { name: g.title })}
              aria-disabled={i === 0 || undefined}
              onClick={() => onMove(i, -1)}
            >
              ←
            </button>
            <button
              type="button"
              className="admin-button admin-button--quiet"
              aria-label={t("adminProducts.images.down", { name: g.title })}
              aria-disabled={i === gallery.length - 1 || undefined}
              onClick={() => onMove(i, 1)}
            >
              →
            </button>
            <button
              type="button"
              className="admin-button admin-button--quiet"
              aria-label={t("adminProducts.images.removeOne", { name: g.title })}
              onClick={() => onRemove(g)}
            >
              ✕
            </button>
          </span>
        </li>
      ))}
    </ol>
  );
}
