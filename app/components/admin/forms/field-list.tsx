/**
 * The form's fields as an ordered list: drag an item onto another to move it there (native drag
 * and drop), or with the keyboard — the up/down buttons, or Alt+Arrow on a field's name — with
 * the new position announced in a live region and focus kept on the moved field.
 */
import { type DragEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { PublishProblem } from "#modules/forms/builder/publish-check.ts";
import type { FieldDef } from "#modules/forms/engine/types.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";

type Moved = { id: number; direction: "up" | "down" | "drop" };

export function FieldList({
  fields,
  selected,
  problems,
  onSelect,
  onMove,
  onRemove,
}: {
  fields: FieldDef[];
  selected: number | null;
  problems: PublishProblem[];
  onSelect: (id: number) => void;
  onMove: (id: number, to: number) => void;
  onRemove: (id: number) => void;
}) {
  const t = useAdminT();
  const [moved, setMoved] = useState<Moved | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const refs = useRef(new Map<string, HTMLButtonElement>());

  // The fields as last rendered, for the focus step after a move (which must run once per move,
  // not on every later change of the list, or it would pull the focus out of the side panel).
  const current = useRef(fields);
  current.current = fields;
  useEffect(() => {
    if (!moved) return;
    const list = current.current;
    const index = list.findIndex((f) => f.id === moved.id);
    const edge =
      moved.direction === "up" ? index === 0 : moved.direction === "down" ? index === list.length - 1 : true;
    refs.current.get(`${moved.id}:${edge ? "name" : moved.direction}`)?.focus();
  }, [moved]);

  const move = (id: number, to: number, direction: Moved["direction"]) => {
    onMove(id, to);
    setMoved({ id, direction });
  };

  const onKey = (event: KeyboardEvent, index: number, id: number) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    const up = event.key === "ArrowUp";
    if ((up && index === 0) || (!up && index === fields.length - 1)) return;
    move(id, up ? index - 1 : index + 1, "drop");
  };

  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    const id = Number(event.dataTransfer.getData("text/plain") || dragging);
    setDragging(null);
    setOver(null);
    if (id) move(id, index, "drop");
  };

  const typeName = (type: string) => t(`adminForms.type.${type}` as MessageKey);
  const name = (f: FieldDef) => f.label.trim() || f.key;
  const movedField = moved ? fields.find((f) => f.id === moved.id) : undefined;
  return (
    <div className="admin-forms-list">
      <p id="form-fields-help" className="admin-field__help">
        {t("adminForms.fields.help")}
      </p>
      {fields.length === 0 ? <p>{t("adminForms.fields.none")}</p> : null}
      <ol className="admin-forms-fields" aria-describedby="form-fields-help">
        {fields.map((f, index) => {
          const wrong = problems.filter((p) => p.target === `field:${f.id}`);
          return (
            <li
              key={f.id}
              className={[
                "admin-forms-fields__item",
                selected === f.id ? "is-selected" : "",
                dragging === f.id ? "is-dragging" : "",
                over === index && dragging !== f.id ? "is-over" : "",
                wrong.length ? "has-problem" : "",
              ]
                .filter(Boolean)
                .join(" ")}
              draggable
              data-builder-key={f.key}
              onDragStart={(e) => {
                e.dataTransfer.setData("text/plain", String(f.id));
                e.dataTransfer.effectAllowed = "move";
                setDragging(f.id);
              }}
              onDragEnd={() => {
                setDragging(null);
                setOver(null);
              }}
              onDragOver={(e) => {
                e.preventDefault();
                setOver(index);
              }}
              onDrop={(e) => onDrop(e, index)}
            >
              <span className="admin-forms-fields__handle" aria-hidden="true">
                ⠿
              </span>
              <button
                type="button"
                className="admin-forms-fields__name"
                aria-pressed={selected === f.id}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                ref={(el) => {
                  if (el) refs.current.set(`${f.id}:name`, el);
                  else refs.current.delete(`${f.id}:name`);
                }}
                onClick={() => onSelect(f.id)}
                onKeyDown={(e) => onKey(e, index, f.id)}
              >
                <span className="admin-forms-fields__label">{name(f)}</span>
                <span className="admin-forms-fields__type">
                  {typeName(f.date_mode === "time_only" ? "time" : f.type)}
                  {f.required ? ` · ${t("adminForms.fields.required")}` : ""}
                </span>
                {wrong.length ? (
                  <span className="admin-forms-fields__problem">{t("adminForms.fields.hasProblem")}</span>
                ) : null}
              </button>
              <span className="admin-forms-fields__buttons">
                {(["up", "down"] as const).map((direction) => (
                  <button
                    key={direction}
                    type="button"
                    className="admin-button admin-button--quiet admin-forms-fields__move"
                    ref={(el) => {
                      if (el) refs.current.set(`${f.id}:${direction}`, el);
                      else refs.current.delete(`${f.id}:${direction}`);
                    }}
                    aria-label={t(direction === "up" ? "adminForms.fields.up" : "adminForms.fields.down", {
                      name: name(f),
                    })}
                    disabled={direction === "up" ? index === 0 : index === fields.length - 1}
                    onClick={() => move(f.id, direction === "up" ? index - 1 : index + 1, direction)}
                  >
                    <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
                  </button>
                ))}
                <button
                  type="button"
                  className="admin-button admin-button--quiet admin-forms-fields__remove"
                  aria-label={t("adminForms.fields.remove", { name: name(f) })}
                  onClick={() => onRemove(f.id)}
                >
                  <span aria-hidden="true">✕</span>
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <p className="admin-visually-hidden" aria-live="polite" data-testid="field-moved">
        {movedField
          ? t("adminForms.fields.moved", {
              name: name(movedField),
              position: fields.indexOf(movedField) + 1,
              total: fields.length,
            })
          : ""}
      </p>
    </div>
  );
}
