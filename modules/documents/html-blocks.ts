/**
 * A legal page's sanitised HTML as a list of blocks a PDF can draw (headings, paragraphs, list
 * items, table rows), parsed with htmlparser2 (the parser sanitize-html uses). Inline markup
 * becomes plain text; a link whose text is not its address keeps the address in brackets, so the
 * printed page still says where it points.
 */
import { DomUtils, ElementType, parseDocument } from "htmlparser2";

export type Block =
  | { kind: "heading"; level: number; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "item"; marker: string; depth: number; text: string }
  | { kind: "row"; cells: string[]; header: boolean };

type Node = ReturnType<typeof parseDocument>["children"][number];
type Tag = Extract<Node, { attribs: Record<string, string> }>;
type Text = Extract<Node, { type: typeof ElementType.Text }>;

// Script and style are tags too, of their own types: sanitised pages have none, and SKIPPED drops them.
const isTag = (node: Node): node is Tag => "attribs" in node;
const isText = (node: Node): node is Text => node.type === ElementType.Text;

const HEADINGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "br",
  "cite",
  "code",
  "em",
  "i",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
]);
const SKIPPED = new Set(["script", "style", "template", "img", "figure", "iframe", "form", "button"]);

/** The text of inline nodes: whitespace collapsed per line, <br> a line break. */
function inlineText(nodes: readonly Node[]): string {
  let raw = "";
  const visit = (node: Node): void => {
    if (isText(node)) {
      raw += node.data.replace(/\s+/g, " ");
      return;
    }
    if (!isTag(node) || SKIPPED.has(node.name)) return;
    if (node.name === "br") {
      raw += "\n";
      return;
    }
    const before = raw.length;
    node.children.forEach(visit);
    const href = node.name === "a" ? (node.attribs.href ?? "") : "";
    const target = href.replace(/^mailto:/, "");
    const shown = raw.slice(before).trim();
    if (/^(https?:|mailto:)/.test(href) && shown !== target && shown !== href) raw += ` (${target})`;
  };
  nodes.forEach(visit);
  return raw
    .split("\n")
    .map((line) => line.replace(/ +/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

function listItems(list: Node, depth: number, out: Block[]): void {
  if (!isTag(list)) return;
  let n = 0;
  for (const li of list.children) {
    if (!isTag(li) || li.name !== "li") continue;
    n++;
    const nested = li.children.filter((c) => isTag(c) && (c.name === "ul" || c.name === "ol"));
    const own = li.children.filter((c) => !nested.includes(c));
    const marker = list.name === "ol" ? `${n}.` : "•";
    out.push({ kind: "item", marker, depth, text: inlineText(own) });
    for (const sub of nested) listItems(sub, depth + 1, out);
  }
}

function tableRows(table: Node, out: Block[]): void {
  if (!isTag(table)) return;
  for (const tr of DomUtils.getElementsByTagName("tr", table)) {
    const cells = tr.children.filter((c) => isTag(c) && (c.name === "td" || c.name === "th"));
    if (cells.length === 0) continue;
    out.push({
      kind: "row",
      cells: cells.map((c) => inlineText([c])),
      header: cells.every((c) => isTag(c) && c.name === "th"),
    });
  }
}

function walk(nodes: readonly Node[], out: Block[]): void {
  let inline: Node[] = [];
  const flush = () => {
    const text = inlineText(inline);
    if (text) out.push({ kind: "paragraph", text });
    inline = [];
  };
  for (const node of nodes) {
    if (isText(node) || (isTag(node) && INLINE.has(node.name))) {
      inline.push(node);
      continue;
    }
    if (!isTag(node) || SKIPPED.has(node.name)) continue;
    flush();
    if (HEADINGS.has(node.name)) {
      const text = inlineText(node.children);
      if (text) out.push({ kind: "heading", level: Number(node.name.slice(1)), text });
    } else if (node.name === "ul" || node.name === "ol") listItems(node, 0, out);
    else if (node.name === "table") tableRows(node, out);
    else walk(node.children, out);
  }
  flush();
}

/** The blocks of `html`, in reading order. */
export function htmlBlocks(html: string): Block[] {
  const out: Block[] = [];
  walk(parseDocument(html).children, out);
  return out;
}
