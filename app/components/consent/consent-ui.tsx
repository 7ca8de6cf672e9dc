import { useEffect, useId, useRef, useState } from "react";
import type { ConsentChoice } from "../../../modules/consent/index.ts";
import { type ConsentMessageKey, consentText } from "../../../modules/i18n/messages-consent.ts";
import { localePath, paths } from "../../../modules/site/paths.ts";
import { useLang } from "../../hooks/use-t.ts";
import { saveChoice, storedChoice } from "../../lib/consent.ts";

type Props = {
  mode: "banner" | "dialog";
  onMode: (mode: "banner" | "dialog" | null) => void;
  onClose: () => void;
};

/**
 * The consent banner (a labelled region at the end of the page, fixed to the bottom; "accept
 * all" and "necessary only" side by side and equally prominent) and the settings dialog (a
 * native modal `<dialog>`: focus moves in, stays in, Escape closes, focus returns).
 */
export default function ConsentUi({ mode, onMode, onClose }: Props) {
  const lang = useLang();
  const t = (key: ConsentMessageKey) => consentText(lang, key);
  const save = (choice: ConsentChoice) => {
    saveChoice(document, choice);
    onMode(null);
  };
  const privacy = localePath(lang, paths.page("datenschutz"));
  if (mode === "dialog") return <ConsentDialog onSave={save} onClose={onClose} privacy={privacy} />;
  return (
    <section className="consent-banner" aria-labelledby="consent-banner-title" data-consent-banner="">
      <div className="consent-banner__inner">
        <h2 id="consent-banner-title" className="consent-banner__title">
          {t("consent.title")}
        </h2>
        <p className="consent-banner__text">
          {t("consent.text")} <a href={privacy}>{t("consent.privacyLink")}</a>
        </p>
        <div className="consent-banner__actions">
          <button
            type="button"
            className="button"
            onClick={() => save({ statistics: true, marketing: true })}
          >
            {t("consent.acceptAll")}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => save({ statistics: false, marketing: false })}
          >
            {t("consent.necessaryOnly")}
          </button>
          <button type="button" className="button button--ghost" onClick={() => onMode("dialog")}>
            {t("consent.settings")}
          </button>
        </div>
      </div>
    </section>
  );
}

function ConsentDialog({
  onSave,
  onClose,
  privacy,
}: {
  onSave: (choice: ConsentChoice) => void;
  onClose: () => void;
  privacy: string;
}) {
  const lang = useLang();
  const t = (key: ConsentMessageKey) => consentText(lang, key);
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [choice, setChoice] = useState<ConsentChoice>(
    () => storedChoice(document) ?? { statistics: false, marketing: false },
  );
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const category = (key: "necessary" | "statistics" | "marketing") => {
    const checked = key === "necessary" ? true : choice[key];
    return (
      <li className="consent-dialog__category">
        <input
          type="checkbox"
          id={`${id}-${key}`}
          name={key}
          checked={checked}
          disabled={key === "necessary"}
          aria-describedby={`${id}-${key}-text`}
          onChange={
            key === "necessary"
              ? undefined
              : (e) => setChoice((c) => ({ ...c, [key]: e.currentTarget.checked }))
          }
        />
        <label htmlFor={`${id}-${key}`}>{t(`consent.${key}`)}</label>
        <p id={`${id}-${key}-text`} className="muted">
          {t(`consent.${key}Text`)}
        </p>
      </li>
    );
  };
  return (
    <dialog
      ref={ref}
      className="consent-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={onClose}
      data-consent-dialog=""
    >
      <form
        method="dialog"
        onSubmit={(e) => {
          e.preventDefault();
          onSave(choice);
        }}
      >
        <h2 id={`${id}-title`}>{t("consent.dialogTitle")}</h2>
        <p id={`${id}-intro`}>
          {t("consent.dialogIntro")} <a href={privacy}>{t("consent.privacyLink")}</a>
        </p>
        <ul className="consent-dialog__categories">
          {category("necessary")}
          {category("statistics")}
          {category("marketing")}
        </ul>
        <div className="consent-banner__actions">
          <button type="submit" className="button">
            {t("consent.save")}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => onSave({ statistics: true, marketing: true })}
          >
            {t("consent.acceptAll")}
          </button>
          <button type="button" className="button button--ghost" onClick={() => ref.current?.close()}>
            {t("consent.close")}
          </button>
        </div>
      </form>
    </dialog>
  );
}
