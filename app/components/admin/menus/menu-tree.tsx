/**
 * The menus screen's items as nested lists (a screen reader hears levels and positions), in the
 * categories tree's look: per row the label, what it links, four move buttons that post the move
 * (they work without JavaScript), Alt + arrow keys as their shortcut, "Bearbeiten" (an inline
 * form) and "Entfernen"; drag and drop with the mouse (upper or lower edge of a row: before or
 * after it, its middle: nest under it, where the location's depth allows).
 */
import { type DragEvent, type KeyboardEvent, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";

export type MenuRow = {
  id: number;
  parentId: number | null;
  depth: number;
  index: number;
  siblings: number;
  label: string;
  url: string;
  object: string;
  network: string;
};

type DropPosition = "before" | "after" | "on";

const MOVES: { move: "up" | "down" | "indent" | "outdent"; key: string; label: MessageKey; icon: string }[] =
  [
    { move: "up", key: "ArrowUp", label: "adminMenus.move.up", icon: "↑" },
    { move: "down", key: "ArrowDown", label: "adminMenus.move.down", icon: "↓" },
    { move: "outdent", key: "ArrowLeft", label: "adminMenus.move.outdent", icon: "←" },
    { move: "indent", key: "ArrowRight", label: "adminMenus.move.indent", icon: "→" },
  ];

/** How many levels the row and its sub-items take. */
function height(rows: MenuRow[], id: number): number {
  const below = rows.filter((r) => r.parentId === id);
  return 1 + Math.max(0, ...below.map((r) => height(rows, r.id)));
}

function possibleMoves(rows: MenuRow[], row: MenuRow, maxDepth: number) {
  const fits = row.depth + 1 + height(rows, row.id) <= maxDepth;
  return {
    up: row.index > 0,
    down: row.index < row.siblings - 1,
    indent: row.index > 0 && fits,
    outdent: row.parentId !== null,
  };
}

function isSelfOrBelow(rows: MenuRow[], ancestor: number, id: number): boolean {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  for (let at: number | null | undefined = id, n = 0; at != null && n < 100; at = parentOf.get(at), n++)
    if (at === ancestor) return true;
  return false;
}

/** A row's move buttons (the keyboard's way to arrange; Alt + arrows do the same), edit and remove. */
function MenuRowControls({
  row,
  version,
  can,
  editHref,
}: {
  row: MenuRow;
  version: string;
  can: ReturnType<typeof possibleMoves>;
  editHref: (id: number) => string;
}) {
  const t = useAdminT();
  return (
    <>
      <Form method="post" className="admin-tax-row__moves" preventScrollReset>
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="id" value={row.id} />
        <input type="hidden" name="version" value={version} />
        {MOVES.map((m) => (
          <button
            key={m.move}
            type="submit"
            name="move"
            value={m.move}
            className="admin-tax-row__move"
            data-move={`${row.id}-${m.move}`}
            aria-label={t("adminMenus.move.label", { name: row.label, move: t(m.label) })}
            title={`${t(m.label)} (Alt + ${m.icon})`}
            aria-disabled={can[m.move] ? undefined : "true"}
            onClick={(e) => {
              if (!can[m.move]) e.preventDefault();
            }}
          >
            <span aria-hidden="true">{m.icon}</span>
          </button>
        ))}
      </Form>
      <span className="admin-menu-row__actions">
        <Link
          to={editHref(row.id)}
          preventScrollReset
          aria-label={t("adminMenus.editLabel", { name: row.label })}
          draggable={false}
        >
          {t("adminMenus.edit")}
        </Link>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={row.id} />
          <input type="hidden" name="version" value={version} />
          <button
            type="submit"
            className="admin-button admin-button--quiet admin-menu-row__remove"
            aria-label={t("adminMenus.removeLabel", { name: row.label })}
          >
            {t("adminMenus.remove")}
          </button>
        </Form>
      </span>
    </>
  );
}

export function MenuTree(props: {
  rows: MenuRow[];
  maxDepth: number;
  version: number;
  editHref: (id: number) => string;
  editing: number | null;
  renderEditor: (row: MenuRow) => React.ReactNode;
}) {
  const t = useAdminT();
  const submit = useSubmit();
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<{ id: number; position: DropPosition } | null>(null);
  const { rows, maxDepth } = props;
  const version = String(props.version);

  const post = (fields: Record<string, string>) =>
    submit({ ...fields, version }, { method: "post", preventScrollReset: true });

  const onKeyDown = (row: MenuRow) => (e: KeyboardEvent) => {
    if (!e.altKey || e.ctrlKey || e.metaKey) return;
    const m = MOVES.find((x) => x.key === e.key);
    if (!m) return;
    e.preventDefault();
    if (possibleMoves(rows, row, maxDepth)[m.move])
      post({ intent: "move", id: String(row.id), move: m.move });
  };

  const positionAt = (e: DragEvent<HTMLElement>, row: MenuRow): DropPosition => {
    const box = e.currentTarget.getBoundingClientRect();
    const y = (e.clientY - box.top) / Math.max(box.height, 1);
    const nestable = dragged !== null && row.depth + 1 + height(rows, dragged) <= maxDepth;
    if (!nestable) return y < 0.5 ? "before" : "after";
    return y < 0.3 ? "before" : y > 0.7 ? "after" : "on";
  };

  const onDrop = (row: MenuRow) => (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    const id = dragged ?? Number(e.dataTransfer.getData("text/plain"));
    setDragged(null);
    setTarget(null);
    if (!id || isSelfOrBelow(rows, id, row.id)) return;
    const position = positionAt(e, row);
    if (position === "on") {
      post({ intent: "place", id: String(id), parent: String(row.id), index: "100000" });
      return;
    }
    const siblings = rows.filter((r) => r.parentId === row.parentId && r.id !== id);
    const index = siblings.findIndex((r) => r.id === row.id) + (position === "after" ? 1 : 0);
    post({ intent: "place", id: String(id), parent: String(row.parentId ?? 0), index: String(index) });
  };

  const renderLevel = (parentId: number | null) => {
    const level = rows.filter((r) => r.parentId === parentId);
    if (level.length === 0) return null;
    return (
      <ol className={parentId === null ? "admin-tax-tree" : "admin-tax-tree__children"}>
        {level.map((row) => {
          const can = possibleMoves(rows, row, maxDepth);
          const dropClass = target?.id === row.id ? ` admin-tax-row--drop-${target.position}` : "";
          return (
            <li key={row.id} className="admin-tax-tree__item" data-menu-item={row.label}>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: the mouse's drag and drop; the buttons are its keyboard way. */}
              <div
                className={`admin-tax-row${props.editing === row.id ? " admin-tax-row--selected" : ""}${dragged === row.id ? " admin-tax-row--dragged" : ""}${dropClass}`}
                draggable
                onDragStart={(e) => {
                  e.dataTransfer.setData("text/plain", String(row.id));
                  e.dataTransfer.effectAllowed = "move";
                  setDragged(row.id);
                }}
                onDragEnd={() => {
                  setDragged(null);
                  setTarget(null);
                }}
                onDragOver={(e) => {
                  if (dragged === null || isSelfOrBelow(rows, dragged, row.id)) return;
                  e.preventDefault();
                  e.dataTransfer.dropEffect = "move";
                  const position = positionAt(e, row);
                  if (target?.id !== row.id || target.position !== position)
                    setTarget({ id: row.id, position });
                }}
                onDragLeave={() => setTarget((cur) => (cur?.id === row.id ? null : cur))}
                onDrop={onDrop(row)}
                onKeyDown={onKeyDown(row)}
              >
                <span className="admin-tax-row__handle" aria-hidden="true">
                  ⠿
                </span>
                <span className="admin-tax-row__main">
                  <span className="admin-tax-row__name admin-menu-row__label">{row.label}</span>
                  <span className="admin-tax-row__meta">
                    {t(`adminMenus.kind.${row.object}` as MessageKey)}
                    {" · "}
                    <span className="admin-tax-row__slug">{row.url}</span>
                  </span>
                </span>
                <MenuRowControls row={row} version={version} can={can} editHref={props.editHref} />
              </div>
              {props.editing === row.id ? props.renderEditor(row) : null}
              {renderLevel(row.id)}
            </li>
          );
        })}
      </ol>
    );
  };

  return rows.length === 0 ? <p>{t("adminMenus.empty")}</p> : renderLevel(null);
}
