/**
 * The form's fields as an ordered list: drag an item onto another to move it there (native drag
 * and drop), or with the keyboard — the up/down buttons, or Alt+Arrow on a field's name — with
 * the new position announced in a live region and focus kept on the moved field.
 */
import {
  type DragEvent,
  type KeyboardEvent,
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import type { PublishProblem } from "#modules/forms/builder/publish-check.ts";
import type { FieldDef } from "#modules/forms/engine/types.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";

type Moved = { id: number; direction: "up" | "down" | "drop" };
type SetRef = (key: string, el: HTMLButtonElement | null) => void;

const fieldName = (f: FieldDef) => f.label.trim() || f.key;

/**
 * Moves a field and then focuses it once: its name button, or the move button used if the field
 * can still move that way.
 */
function useMoveFocus(fields: FieldDef[], onMove: (id: number, to: number) => void) {
  const [moved, setMoved] = useState<Moved | null>(null);
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
  const setRef: SetRef = useCallback((key, el) => {
    if (el) refs.current.set(key, el);
    else refs.current.delete(key);
  }, []);
  return { moved, move, setRef };
}

/** What an item can do, by field id and position: one stable object, so unchanged items do not re-render. */
type ItemActions = {
  select: (id: number) => void;
  key: (event: KeyboardEvent, index: number, id: number) => void;
  move: (id: number, to: number, direction: Moved["direction"]) => void;
  remove: (id: number) => void;
  dragStart: (event: DragEvent, id: number) => void;
  dragEnd: () => void;
  dragOver: (event: DragEvent, index: number) => void;
  drop: (event: DragEvent, index: number) => void;
};

/** One field of the list: its name (to select it), its type, and the move and remove buttons. */
const FieldItem = memo(function FieldItem({
  field: f,
  index,
  count,
  selected,
  dragging,
  over,
  problem,
  actions: a,
  setRef,
}: {
  field: FieldDef;
  index: number;
  count: number;
  selected: boolean;
  dragging: boolean;
  over: boolean;
  problem: boolean;
  actions: ItemActions;
  setRef: SetRef;
}) {
  const t = useAdminT();
  const typeName = (type: string) => t(`adminForms.type.${type}` as MessageKey);
  return (
    <li
      className={[
        "admin-forms-fields__item",
        selected ? "is-selected" : "",
        dragging ? "is-dragging" : "",
        over ? "is-over" : "",
        problem ? "has-problem" : "",
      ]
        .filter(Boolean)
        .join(" ")}
      draggable
      data-builder-key={f.key}
      onDragStart={(e) => a.dragStart(e, f.id)}
      onDragEnd={a.dragEnd}
      onDragOver={(e) => a.dragOver(e, index)}
      onDrop={(e) => a.drop(e, index)}
    >
      <span className="admin-forms-fields__handle" aria-hidden="true">
        ⠿
      </span>
      <button
        type="button"
        className="admin-forms-fields__name"
        aria-pressed={selected}
        aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
        ref={(el) => setRef(`${f.id}:name`, el)}
        onClick={() => a.select(f.id)}
        onKeyDown={(e) => a.key(e, index, f.id)}
      >
        <span className="admin-forms-fields__label">{fieldName(f)}</span>
        <span className="admin-forms-fields__type">
          {typeName(f.date_mode === "time_only" ? "time" : f.type)}
          {f.required ? ` · ${t("adminForms.fields.required")}` : ""}
        </span>
        {problem ? (
          <span className="admin-forms-fields__problem">{t("adminForms.fields.hasProblem")}</span>
        ) : null}
      </button>
      <span className="admin-forms-fields__buttons">
        {(["up", "down"] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className="admin-button admin-button--quiet admin-forms-fields__move"
            ref={(el) => setRef(`${f.id}:${direction}`, el)}
            aria-label={t(direction === "up" ? "adminForms.fields.up" : "adminForms.fields.down", {
              name: fieldName(f),
            })}
            disabled={direction === "up" ? index === 0 : index === count - 1}
            onClick={() => a.move(f.id, direction === "up" ? index - 1 : index + 1, direction)}
          >
            <span aria-hidden="true">{direction === "up" ? "↑" : "↓"}</span>
          </button>
        ))}
        <button
          type="button"
          className="admin-button admin-button--quiet admin-forms-fields__remove"
          aria-label={t("adminForms.fields.remove", { name: fieldName(f) })}
          onClick={() => a.remove(f.id)}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </span>
    </li>
  );
});

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
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const { moved, move, setRef } = useMoveFocus(fields, onMove);

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

  // The latest handlers behind one stable actions object (memoised items keep their props).
  const latest = useRef({ onSelect, onRemove, move, onKey, onDrop });
  latest.current = { onSelect, onRemove, move, onKey, onDrop };
  const actions = useMemo<ItemActions>(
    () => ({
      select: (id) => latest.current.onSelect(id),
      key: (e, index, id) => latest.current.onKey(e, index, id),
      move: (id, to, direction) => latest.current.move(id, to, direction),
      remove: (id) => latest.current.onRemove(id),
      dragStart: (e, id) => {
        e.dataTransfer.setData("text/plain", String(id));
        e.dataTransfer.effectAllowed = "move";
        setDragging(id);
      },
      dragEnd: () => {
        setDragging(null);
        setOver(null);
      },
      dragOver: (e, index) => {
        e.preventDefault();
        setOver(index);
      },
      drop: (e, index) => latest.current.onDrop(e, index),
    }),
    [],
  );
  const withProblem = useMemo(() => new Set(problems.map((p) => p.target)), [problems]);

  const movedField = moved ? fields.find((f) => f.id === moved.id) : undefined;
  return (
    <div className="admin-forms-list">
      <p id="form-fields-help" className="admin-field__help">
        {t("adminForms.fields.help")}
      </p>
      {fields.length === 0 ? <p>{t("adminForms.fields.none")}</p> : null}
      <ol className="admin-forms-fields" aria-describedby="form-fields-help">
        {fields.map((f, index) => (
          <FieldItem
            key={f.id}
            field={f}
            index={index}
            count={fields.length}
            selected={selected === f.id}
            dragging={dragging === f.id}
            over={over === index && dragging !== f.id}
            problem={withProblem.has(`field:${f.id}`)}
            actions={actions}
            setRef={setRef}
          />
        ))}
      </ol>
      <p className="admin-visually-hidden" aria-live="polite" data-testid="field-moved">
        {movedField
          ? t("adminForms.fields.moved", {
              name: fieldName(movedField),
              position: fields.indexOf(movedField) + 1,
              total: fields.length,
            })
          : ""}
      </p>
    </div>
  );
}
