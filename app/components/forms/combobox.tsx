/**
 * The searchable dropdown (spec §4/§8/§9), loaded lazily by SelectField after hydration; the
 * server-rendered form keeps the plain <select>. ARIA 1.2 combobox: a text input with
 * role=combobox controlling a listbox, the active option in aria-activedescendant, result counts
 * announced in a live region. Options come from the field (filtered here) or, with
 * `dropdown_source`, from a GET endpoint with `q` and `page` answering `{results, more}`.
 * With `multiple` (a multi-select) the choices are shown as removable chips before the input, the
 * listbox is multi-selectable and, at `maxSelection`, says "You can only select N item(s)" (§8)
 * instead of offering more; Backspace in the empty input removes the last choice.
 */
import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import type { FieldOption } from "#modules/forms/engine/types.ts";
import type { FormsMessageKey } from "#modules/forms/messages.ts";

/** Options shown per page; the next page comes within 50 px of the list's end. */
export const PAGE_SIZE = 20;
const LOAD_MORE_PX = 50;

type Item = { value: string; label: string };
type Props = {
  id: string;
  name: string;
  options: FieldOption[];
  source?: string;
  value: string | string[];
  multiple?: boolean;
  /** Multi-select: the most choices (0 = no limit). */
  maxSelection?: number;
  minInput: number;
  maxInput: number;
  describedBy?: string;
  invalid?: boolean;
  required?: boolean;
  t: (key: FormsMessageKey, params?: Record<string, string | number>) => string;
  onSelect: (value: string | string[]) => void;
  onBlur: () => void;
};

type Message = { key: FormsMessageKey; n?: number } | null;

export function Combobox(p: Props) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(-1);
  const { items, more, page, status, setStatus, load, abortRef } = useResults(p);
  const [selectedLabel, setSelectedLabel] = useState(
    () => p.options.find((o) => o.value === p.value)?.label ?? "",
  );
  const chosen = Array.isArray(p.value) ? p.value.filter((v) => v !== "") : [];
  // Labels of chosen values (remote terms are remembered as they are chosen).
  const [labels, setLabels] = useState<Record<string, string>>(() =>
    Object.fromEntries(p.options.map((o) => [o.value, o.label])),
  );
  const atMax = !!p.multiple && (p.maxSelection ?? 0) > 0 && chosen.length >= (p.maxSelection ?? 0);
  const listRef = useRef<HTMLDivElement>(null);
  const listId = `${p.id}-listbox`;
  const optId = (i: number) => `${p.id}-opt-${i}`;

  const tooShort = query.length < p.minInput;
  const tooLong = p.maxInput > 0 && query.length > p.maxInput;

  const openList = (q: string) => {
    setOpen(true);
    setActive(-1);
    load(q, 1);
  };
  const close = () => {
    abortRef.current?.abort();
    setOpen(false);
    setActive(-1);
    setQuery("");
    setStatus("idle");
  };
  const choose = (it: Item) => {
    if (p.multiple) {
      setLabels((l) => ({ ...l, [it.value]: it.label }));
      if (chosen.includes(it.value)) p.onSelect(chosen.filter((v) => v !== it.value));
      else if (!atMax) p.onSelect([...chosen, it.value]);
    } else {
      setSelectedLabel(it.label);
      p.onSelect(it.value);
    }
    close(); // closeOnSelect
  };
  const unchoose = (value: string) => p.onSelect(chosen.filter((v) => v !== value));

  const message = open
    ? comboboxMessage({ atMax, tooShort, tooLong, status, count: items.length, query, p })
    : null;
  const messageText = message ? p.t(message.key, message.n === undefined ? undefined : { n: message.n }) : "";
  const announce = !open
    ? ""
    : messageText || p.t("forms.dropdown.resultCount", { n: items.length + (more ? "+" : "") });

  const move = (to: number) => {
    if (!items.length) return;
    const i = Math.max(0, Math.min(items.length - 1, to));
    setActive(i);
    document.getElementById(optId(i))?.scrollIntoView({ block: "nearest" });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const act = comboboxKeyAction(e.key, {
      open,
      hasActive: active >= 0 && items[active] !== undefined,
      removable: !!p.multiple && query === "" && chosen.length > 0,
    });
    if (!act) return;
    e.preventDefault();
    if (act === "open") openList(query);
    else if (act === "next") move(active + 1);
    else if (act === "previous") {
      if (open) move(active - 1);
    } else if (act === "first") move(0);
    else if (act === "last") move(items.length - 1);
    else if (act === "choose") choose(items[active] as Item);
    else if (act === "removeLast") unchoose(chosen[chosen.length - 1] as string);
    else close();
  };

  const onScroll = () => {
    const el = listRef.current;
    if (!el || !more || status !== "idle") return;
    if (el.scrollHeight - el.scrollTop - el.clientHeight <= LOAD_MORE_PX) load(query, page + 1);
  };

  return (
    <div className={p.multiple ? "nf-combobox nf-combobox-multiple" : "nf-combobox"}>
      <ChosenValues p={p} chosen={chosen} labels={labels} unchoose={unchoose} />
      <input
        id={p.id}
        type="text"
        role="combobox"
        className="ninja-forms-field nf-element nf-combobox-input"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optId(active) : undefined}
        aria-describedby={p.describedBy}
        aria-invalid={p.invalid || undefined}
        aria-required={p.required || undefined}
        placeholder={p.multiple ? p.t("forms.select") : selectedLabel || p.t("forms.select")}
        value={open || p.multiple ? query : selectedLabel}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
          load(e.target.value, 1);
        }}
        onClick={() => (open ? undefined : openList(query))}
        onKeyDown={onKeyDown}
        onBlur={(e) => {
          if (e.relatedTarget && listRef.current?.contains(e.relatedTarget)) return;
          close();
          p.onBlur();
        }}
      />
      <OptionList
        p={p}
        listId={listId}
        listRef={listRef}
        items={items}
        active={active}
        chosen={chosen}
        hidden={!open || items.length === 0 || atMax}
        optId={optId}
        onScroll={onScroll}
        choose={choose}
      />
      {message ? <div className="nf-combobox-message">{messageText}</div> : null}
      <div className="screen-reader-text" role="status" aria-live="polite">
        {announce}
      </div>
    </div>
  );
}

type Status = "idle" | "searching" | "loadingMore" | "error";

/** The options for a query: filtered from the field's own, or paged from `source` (aborting the previous request). */
function useResults(p: Pick<Props, "options" | "source" | "minInput" | "maxInput">) {
  const [items, setItems] = useState<Item[]>([]);
  const [more, setMore] = useState(false);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<Status>("idle");
  const abortRef = useRef<AbortController | null>(null);
  // Load page `pg` for `q` (page 1 replaces, later pages append).
  const load = (q: string, pg: number) => {
    if (q.length < p.minInput || (p.maxInput > 0 && q.length > p.maxInput)) {
      setItems([]);
      setMore(false);
      return;
    }
    if (!p.source) {
      const needle = q.trim().toLocaleLowerCase();
      const all = p.options
        .filter((o) => o.visible !== false && o.value !== "")
        .filter((o) => !needle || o.label.toLocaleLowerCase().includes(needle));
      setItems(all.slice(0, pg * PAGE_SIZE));
      setMore(all.length > pg * PAGE_SIZE);
      setPage(pg);
      setStatus("idle");
      return;
    }
    abortRef.current?.abort();
    const ac = new AbortController();
    abortRef.current = ac;
    setStatus(pg === 1 ? "searching" : "loadingMore");
    const url = new URL(p.source, window.location.href);
    url.searchParams.set("q", q);
    url.searchParams.set("page", String(pg));
    fetch(url, { signal: ac.signal, headers: { accept: "application/json" } })
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const body = (await r.json()) as { results: Item[]; more: boolean };
        if (ac.signal.aborted) return;
        setItems((prev) => (pg === 1 ? body.results : [...prev, ...body.results]));
        setMore(!!body.more);
        setPage(pg);
        setStatus("idle");
      })
      .catch((err: unknown) => {
        if (ac.signal.aborted) return; // §8: an abort is ignored
        console.error("dropdown: results could not be loaded", err);
        setStatus("error");
      });
  };

  useEffect(() => () => abortRef.current?.abort(), []);
  return { items, more, page, status, setStatus, load, abortRef };
}

/** What the list says instead of (or besides) options, in the spec's order of precedence. */
export function comboboxMessage(m: {
  atMax: boolean;
  tooShort: boolean;
  tooLong: boolean;
  status: Status;
  count: number;
  query: string;
  p: Pick<Props, "maxSelection" | "minInput" | "maxInput">;
}): Message {
  if (m.atMax) return { key: "forms.msg.maximumSelected", n: m.p.maxSelection };
  if (m.tooShort) return { key: "forms.dropdown.inputTooShort", n: m.p.minInput - m.query.length };
  if (m.tooLong) return { key: "forms.dropdown.inputTooLong", n: m.query.length - m.p.maxInput };
  if (m.status === "error") return { key: "forms.dropdown.errorLoading" };
  if (m.status === "searching") return { key: "forms.dropdown.searching" };
  if (m.status === "loadingMore") return { key: "forms.dropdown.loadingMore" };
  if (m.count === 0) return { key: "forms.dropdown.noResults" };
  return null;
}

/** The submitted value(s) as hidden inputs, and a multi-select's choices as removable chips. */
function ChosenValues({
  p,
  chosen,
  labels,
  unchoose,
}: {
  p: Props;
  chosen: string[];
  labels: Record<string, string>;
  unchoose: (value: string) => void;
}) {
  if (!p.multiple)
    return <input type="hidden" name={p.name} value={typeof p.value === "string" ? p.value : ""} />;
  return (
    <>
      {chosen.map((v) => (
        <input key={v} type="hidden" name={`${p.name}[]`} value={v} />
      ))}
      {chosen.length ? (
        <ul className="nf-combobox-chips">
          {chosen.map((v) => (
            <li key={v} className="nf-combobox-chip">
              <span>{labels[v] ?? v}</span>
              <button
                type="button"
                className="nf-combobox-remove"
                aria-label={p.t("forms.dropdown.remove", { label: labels[v] ?? v })}
                onClick={() => unchoose(v)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** The listbox: options with ids for aria-activedescendant, chosen by click (the input keeps focus). */
function OptionList({
  p,
  listId,
  listRef,
  items,
  active,
  chosen,
  hidden,
  optId,
  onScroll,
  choose,
}: {
  p: Props;
  listId: string;
  listRef: RefObject<HTMLDivElement | null>;
  items: Item[];
  active: number;
  chosen: string[];
  hidden: boolean;
  optId: (i: number) => string;
  onScroll: () => void;
  choose: (item: Item) => void;
}) {
  return (
    <div
      id={listId}
      ref={listRef}
      role="listbox"
      aria-label={p.t("forms.select")}
      aria-multiselectable={p.multiple || undefined}
      className="nf-combobox-list"
      style={{
        maxHeight: 240,
        overflowY: "auto",
        margin: 0,
        padding: 0,
        listStyle: "none",
        border: "1px solid #767676",
      }}
      hidden={hidden}
      onScroll={onScroll}
    >
      {items.map((it, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keyboard (ARIA 1.2)
        <div
          key={it.value}
          tabIndex={-1}
          id={optId(i)}
          role="option"
          aria-selected={p.multiple ? chosen.includes(it.value) : i === active}
          className={i === active ? "nf-combobox-option is-active" : "nf-combobox-option"}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => choose(it)}
        >
          {it.label}
        </div>
      ))}
    </div>
  );
}

type KeyAction = "open" | "next" | "previous" | "first" | "last" | "choose" | "removeLast" | "close";

/** What a key does in the combobox (ARIA 1.2 pattern); undefined: the input handles it as text. */
export function comboboxKeyAction(
  key: string,
  state: { open: boolean; hasActive: boolean; removable: boolean },
): KeyAction | undefined {
  switch (key) {
    case "ArrowDown":
      return state.open ? "next" : "open";
    case "ArrowUp":
      // Kept from the text input even while closed (the caret would jump to the start).
      return "previous";
    case "Home":
      return state.open ? "first" : undefined;
    case "End":
      return state.open ? "last" : undefined;
    case "Enter":
      return state.open && state.hasActive ? "choose" : undefined;
    case "Backspace":
      return state.removable ? "removeLast" : undefined;
    case "Escape":
      return state.open ? "close" : undefined;
    default:
      return undefined;
  }
}
