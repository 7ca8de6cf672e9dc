/**
 * One image chosen from the media library as a form value (a hidden input with its id, 0 for
 * none): the thumbnail, "choose" opening the library's picker dialog, and "remove". Used by the
 * appearance settings (logo, favicon, a slide's image).
 */
import { useId, useState } from "react";
import { useAdminT } from "../use-admin-t.ts";
import { MediaPickerDialog, type PickerItem } from "./picker-dialog.tsx";

type Chosen = Pick<PickerItem, "id" | "title" | "thumb">;

export function MediaField(props: {
  name: string;
  label: string;
  help?: string;
  error?: string;
  initial: Chosen | null;
  onChange?: () => void;
}) {
  const t = useAdminT();
  const [chosen, setChosen] = useState<Chosen | null>(props.initial);
  const [picking, setPicking] = useState(false);
  const id = useId();
  const set = (item: Chosen | null) => {
    setChosen(item);
    props.onChange?.();
  };
  return (
    <fieldset
      className="admin-field admin-media-field"
      aria-describedby={
        [props.help ? `${id}-help` : "", props.error ? `${id}-error` : ""].join(" ").trim() || undefined
      }
    >
      <legend>{props.label}</legend>
      <input type="hidden" name={props.name} value={chosen ? String(chosen.id) : "0"} />
      <div className="admin-media-field__body">
        {chosen ? (
          <figure className="admin-media-field__figure">
            {chosen.thumb ? <img src={chosen.thumb} alt="" width={64} height={64} /> : null}
            <figcaption>{chosen.title}</figcaption>
          </figure>
        ) : (
          <p className="admin-media-field__none">{t("adminMediaField.none")}</p>
        )}
        <button type="button" className="admin-button admin-button--quiet" onClick={() => setPicking(true)}>
          {t(chosen ? "adminMediaField.replace" : "adminMediaField.choose")}
          <span className="admin-visually-hidden">: {props.label}</span>
        </button>
        {chosen ? (
          <button type="button" className="admin-button admin-button--quiet" onClick={() => set(null)}>
            {t("adminMediaField.remove")}
            <span className="admin-visually-hidden">: {props.label}</span>
          </button>
        ) : null}
      </div>
      {props.help ? (
        <p id={`${id}-help`} className="admin-field__help">
          {props.help}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${id}-error`} className="admin-field__error">
          {props.error}
        </p>
      ) : null}
      {picking ? (
        <MediaPickerDialog
          onChoose={(item) => {
            setPicking(false);
            set(item);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </fieldset>
  );
}
