/**
 * The categories screen's tree: nested lists (a screen reader hears the levels and positions), a
 * row per category with its product count and four move buttons that post the move (they work
 * without JavaScript), Alt + arrow keys as their shortcut, and drag and drop with the mouse: drop
 * on the upper or lower edge of a row to place a category before or after it, on its middle to
 * nest it there. A drop under itself or a descendant is not offered (the server refuses it too).
 */
import { type DragEvent, type KeyboardEvent, useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import type { MessageKey } from "#modules/i18n/index.ts";
import { useAdminT } from "../use-admin-t.ts";

export type TreeRow = {
  id: number;
  name: string;
  slug: string;
  parentId: number | null;
  menuOrder: number;
  depth: number;
  count: number;
};

type DropPosition = "before" | "after" | "on";

const MOVES: { move: "up" | "down" | "indent" | "outdent"; key: string; label: MessageKey; icon: string }[] =
  [
    { move: "up", key: "ArrowUp", label: "adminTaxonomy.move.up", icon: "↑" },
    { move: "down", key: "ArrowDown", label: "adminTaxonomy.move.down", icon: "↓" },
    { move: "outdent", key: "ArrowLeft", label: "adminTaxonomy.move.outdent", icon: "←" },
    { move: "indent", key: "ArrowRight", label: "adminTaxonomy.move.indent", icon: "→" },
  ];

/** The rows in tree order (parents first) → which moves have somewhere to go. */
function possibleMoves(rows: TreeRow[], row: TreeRow) {
  const siblings = rows.filter((r) => r.parentId === row.parentId);
  const at = siblings.findIndex((r) => r.id === row.id);
  return { up: at > 0, down: at < siblings.length - 1, indent: at > 0, outdent: row.parentId !== null };
}

function isSelfOrBelow(rows: TreeRow[], ancestor: number, id: number): boolean {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  for (let at: number | null | undefined = id, n = 0; at != null && n < 100; at = parentOf.get(at), n++)
    if (at === ancestor) return true;
  return false;
}

export function CategoryTree(props: {
  rows: TreeRow[];
  editHref: (id: number) => string;
  selected?: number;
}) {
  const t = useAdminT();
  const submit = useSubmit();
  const [dragged, setDragged] = useState<number | null>(null);
  const [target, setTarget] = useState<{ id: number; position: DropPosition } | null>(null);
  const { rows } = props;

  const post = (fields: Record<string, string>) =>
    submit(fields, { method: "post", preventScrollReset: true });

  const onKeyDown = (row: TreeRow) => (e: KeyboardEvent) => {
    if (!e.altKey || e.ctrlKey || e.metaKey) return;
    const m = MOVES.find((x) => x.key === e.key);
    if (!m) return;
    e.preventDefault();
    if (possibleMoves(rows, row)[m.move]) post({ intent: "move", id: String(row.id), move: m.move });
  };

  const positionAt = (e: DragEvent<HTMLElement>): DropPosition => {
    const box = e.currentTarget.getBoundingClientRect();
    const y = (e.clientY - box.top) / Math.max(box.height, 1);
    return y < 0.3 ? "before" : y > 0.7 ? "after" : "on";
  };

  const onDrop = (row: TreeRow) => (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    const id = dragged ?? Number(e.dataTransfer.getData("text/plain"));
    setDragged(null);
    setTarget(null);
    if (!id || isSelfOrBelow(rows, id, row.id)) return;
    const position = positionAt(e);
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
          const can = possibleMoves(rows, row);
          const dropClass = target?.id === row.id ? ` admin-tax-row--drop-${target.position}` : "";
          return (
            <li key={row.id} className="admin-tax-tree__item" data-category={row.slug}>
              {/* biome-ignore lint/a11y/noStaticElementInteractions: the mouse's drag and drop; the buttons are its keyboard way. */}
              <div
                className={`admin-tax-row${props.selected === row.id ? " admin-tax-row--selected" : ""}${dragged === row.id ? " admin-tax-row--dragged" : ""}${dropClass}`}
                draggable
                data-testid={`category-row-${row.slug}`}
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
                  const position = positionAt(e);
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
                  <Link to={props.editHref(row.id)} className="admin-tax-row__name" draggable={false}>
                    {row.name}
                  </Link>
                  <span className="admin-tax-row__meta">
                    <span className="admin-tax-row__slug">{row.slug}</span>
                    {" · "}
                    {row.count === 1
                      ? t("adminTaxonomy.categories.countOne")
                      : t("adminTaxonomy.categories.count", { count: row.count })}
                  </span>
                </span>
                <Form method="post" className="admin-tax-row__moves" preventScrollReset>
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="id" value={row.id} />
                  {MOVES.map((m) => (
                    <button
                      key={m.move}
                      type="submit"
                      name="move"
                      value={m.move}
                      className="admin-tax-row__move"
                      data-move={`${row.id}-${m.move}`}
                      aria-label={t("adminTaxonomy.move.label", { name: row.name, move: t(m.label) })}
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
              </div>
              {renderLevel(row.id)}
            </li>
          );
        })}
      </ol>
    );
  };

  return rows.length === 0 ? <p>{t("adminTaxonomy.categories.none")}</p> : renderLevel(null);
}
