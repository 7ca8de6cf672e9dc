/**
 * The back office's rich-text editor on Lexical (vanilla, as the forms' editor): loaded as its own
 * chunk by RichTextField once the page is hydrated, so only back-office screens that show one
 * pay for it. Headings (h2–h4), paragraphs, bulleted and numbered lists, quotes, links, bold,
 * italic, images from the media library, undo and redo; Markdown shortcuts at the start of a
 * line (`## `, `### `, `#### `, `- `, `* `, `1. `, `> `); Ctrl/Cmd+B, I, K (link), Z, Shift+Z and
 * S (submits the surrounding form). The toolbar is an ARIA toolbar: one tab stop, arrow keys,
 * Home and End move, toggles say `aria-pressed`. The HTML goes into a hidden input named `name`
 * (unchanged until the owner edits, so an untouched text is saved as it was); the server cleans
 * it (modules/content/rich-text.ts).
 */

import { createEmptyHistoryState, registerHistory } from "@lexical/history";
import { $generateHtmlFromNodes, $generateNodesFromDOM } from "@lexical/html";
import { $createLinkNode, $isLinkNode, $toggleLink, LinkNode } from "@lexical/link";
import {
  INSERT_ORDERED_LIST_COMMAND,
  INSERT_UNORDERED_LIST_COMMAND,
  ListItemNode,
  ListNode,
  REMOVE_LIST_COMMAND,
  registerList,
} from "@lexical/list";
import {
  type ElementTransformer,
  ORDERED_LIST,
  QUOTE,
  registerMarkdownShortcuts,
  UNORDERED_LIST,
} from "@lexical/markdown";
import {
  $createHeadingNode,
  $createQuoteNode,
  $isHeadingNode,
  $isQuoteNode,
  HeadingNode,
  QuoteNode,
  registerRichText,
} from "@lexical/rich-text";
import { $setBlocksType } from "@lexical/selection";
import {
  $insertTableColumnAtSelection,
  $insertTableRowAtSelection,
  $isTableCellNode,
  INSERT_TABLE_COMMAND,
  registerTablePlugin,
  registerTableSelectionObserver,
  TableCellNode,
  TableNode,
  TableRowNode,
} from "@lexical/table";
import { $getNearestNodeOfType, mergeRegister } from "@lexical/utils";
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isElementNode,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  CAN_REDO_COMMAND,
  CAN_UNDO_COMMAND,
  COMMAND_PRIORITY_HIGH,
  COMMAND_PRIORITY_LOW,
  createEditor,
  type ElementNode,
  FORMAT_TEXT_COMMAND,
  KEY_DOWN_COMMAND,
  type LexicalEditor,
  type LexicalNode,
  REDO_COMMAND,
  UNDO_COMMAND,
} from "lexical";
import {
  type Dispatch,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SetStateAction,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { linkFromInput } from "#modules/content/rich-text-links.ts";
import type { MessageKey } from "#modules/i18n/index.ts";
import { MediaPickerDialog, type PickerItem } from "../media/picker-dialog.tsx";
import { useAdminT } from "../use-admin-t.ts";
import { $createImageNode, ImageNode } from "./image-node.ts";
import {
  EmbedDialog,
  type FormChoice,
  FormDialog,
  GalleryDialog,
  LinkSearch,
  TableDialog,
  type TableSize,
} from "./insert-dialogs.tsx";
import { $createMoreNode, MoreNode, withMoreMarkers } from "./more-node.ts";
import type { RichTextFeatures } from "./rich-text-field.tsx";

export type EditorProps = {
  id: string;
  name: string;
  labelId: string;
  describedBy?: string;
  invalid?: boolean;
  defaultValue: string;
  features: Required<RichTextFeatures>;
  /** The forms the "Formular" button offers (features.forms). */
  forms?: FormChoice[];
};

type Dialog = "link" | "image" | "embed" | "form" | "gallery" | "table";

type Block = "paragraph" | "h2" | "h3" | "h4" | "quote" | "bullet" | "number";
type State = {
  block: Block;
  bold: boolean;
  italic: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
  inTable: boolean;
};

/** `## ` … `#### ` at the start of a line: a heading (h1 is the page's title, never in a text). */
const HEADING: ElementTransformer = {
  dependencies: [HeadingNode],
  export: () => null,
  regExp: /^(#{2,4})\s/,
  replace: (parent, children, match) => {
    const node = $createHeadingNode(`h${match[1]!.length}` as "h2" | "h3" | "h4");
    node.append(...children);
    parent.replace(node);
    node.select(0, 0);
  },
  type: "element",
};

function currentBlock(): Block {
  const sel = $getSelection();
  if (!$isRangeSelection(sel)) return "paragraph";
  const anchor = sel.anchor.getNode();
  const list = $getNearestNodeOfType(anchor, ListNode);
  if (list) return list.getListType() === "number" ? "number" : "bullet";
  const top = anchor.getKey() === "root" ? null : anchor.getTopLevelElement();
  if ($isHeadingNode(top)) {
    const tag = top.getTag();
    return tag === "h2" || tag === "h3" || tag === "h4" ? tag : "h2";
  }
  if ($isQuoteNode(top)) return "quote";
  return "paragraph";
}

function selectedLink(): LinkNode | null {
  const sel = $getSelection();
  if (!$isRangeSelection(sel)) return null;
  const node = sel.anchor.getNode();
  if ($isLinkNode(node)) return node;
  const parent = node.getParent();
  return $isLinkNode(parent) ? parent : null;
}

export function RichTextEditor(p: EditorProps) {
  const t = useAdminT();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const editorRef = useRef<LexicalEditor | null>(null);
  const saved = useRef<BaseSelection | null>(null);
  const [state, setState] = useState<State>({
    block: "paragraph",
    bold: false,
    italic: false,
    link: false,
    canUndo: false,
    canRedo: false,
    inTable: false,
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [ready, setReady] = useState(false);

  useLexical(p, { rootRef, inputRef, editorRef, saved }, { setState, setDialog, setReady });

  MoreNode.defaultLabel = t("adminRte.moreLabel");
  const { run, setBlock, closeDialog, applyLink, insertImage, linkInfo } = useEditorActions(
    { editorRef, saved },
    state.block,
    setDialog,
  );
  const inserts = useInserts({ editorRef, saved }, setDialog);

  const tools = [
    ...toolsFor(p.features, state, {
      setBlock,
      link: () => setDialog("link"),
      image: () => setDialog("image"),
      command: (fn) => run(fn),
    }),
    ...insertTools(p.features, state, { open: setDialog, ...inserts }),
  ];

  return (
    <div className="admin-rte" data-ready={ready || undefined}>
      {/* A hidden input's value is its default value, and React 19 re-applies `defaultValue` on
          every re-render (a toolbar state change): hand back what the editor wrote, never the
          initial HTML, or a re-render after the last edit would post the text as it was. */}
      <input
        ref={inputRef}
        type="hidden"
        name={p.name}
        defaultValue={inputRef.current?.value ?? p.defaultValue}
      />
      <Toolbar label={t("adminRte.toolbar")} controls={p.id}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className="admin-rte__tool"
            aria-label={t(tool.key)}
            title={t(tool.key)}
            aria-pressed={tool.pressed}
            aria-disabled={tool.disabled || undefined}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              if (!tool.disabled) tool.action();
            }}
          >
            {tool.icon}
          </button>
        ))}
      </Toolbar>
      {/* biome-ignore lint/a11y/useSemanticElements: rich text needs a contenteditable (ARIA multi-line textbox) */}
      <div
        id={p.id}
        ref={rootRef}
        className="admin-rte__editable admin-prose"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-labelledby={p.labelId}
        aria-describedby={p.describedBy}
        aria-invalid={p.invalid || undefined}
      />
      {dialog === "link" && (
        <LinkDialog
          {...linkInfo()}
          search={p.features.linkSearch}
          onApply={applyLink}
          onClose={closeDialog}
        />
      )}
      {dialog === "image" && <MediaPickerDialog onChoose={insertImage} onClose={closeDialog} />}
      {dialog === "embed" && <EmbedDialog onInsert={inserts.embed} onClose={closeDialog} />}
      {dialog === "form" && (
        <FormDialog forms={p.forms ?? []} onInsert={inserts.form} onClose={closeDialog} />
      )}
      {dialog === "gallery" && <GalleryDialog onInsert={inserts.gallery} onClose={closeDialog} />}
      {dialog === "table" && <TableDialog onInsert={inserts.table} onClose={closeDialog} />}
    </div>
  );
}

type Refs = {
  rootRef: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  editorRef: RefObject<LexicalEditor | null>;
  saved: RefObject<BaseSelection | null>;
};
type Setters = {
  setState: Dispatch<SetStateAction<State>>;
  setDialog: (d: Dialog | null) => void;
  setReady: (ready: boolean) => void;
};

/**
 * What the toolbar and the dialogs do to the editor: change the block, add or remove a link,
 * insert an image, each at the selection saved before the focus left the text.
 */
function useEditorActions(
  refs: Pick<Refs, "editorRef" | "saved">,
  current: Block,
  setDialog: Setters["setDialog"],
) {
  const { editorRef, saved } = refs;
  const run = (fn: (editor: LexicalEditor) => void) => {
    const editor = editorRef.current;
    if (editor) fn(editor);
  };
  const restore = () => {
    if (saved.current) $setSelection(saved.current.clone());
  };

  const setBlock = (block: Block) =>
    run((editor) => {
      if (block === "bullet" || block === "number") {
        const same = current === block;
        editor.dispatchCommand(
          same
            ? REMOVE_LIST_COMMAND
            : block === "bullet"
              ? INSERT_UNORDERED_LIST_COMMAND
              : INSERT_ORDERED_LIST_COMMAND,
          undefined,
        );
        return;
      }
      const target = current === block ? "paragraph" : block;
      editor.update(() => {
        restore();
        // Never focused yet: the block at the end of the text.
        if (!$isRangeSelection($getSelection())) {
          const root = $getRoot();
          if (root.getChildrenSize() === 0) root.append($createParagraphNode());
          const last = root.getLastChild();
          if ($isElementNode(last)) last.selectEnd();
        }
        const sel = $getSelection();
        const make = (): ElementNode =>
          target === "paragraph"
            ? $createParagraphNode()
            : target === "quote"
              ? $createQuoteNode()
              : $createHeadingNode(target);
        $setBlocksType(sel, make);
      });
      editor.focus();
    });

  const closeDialog = () => {
    setDialog(null);
    editorRef.current?.focus();
  };

  const applyLink = (href: string | null, text: string) => {
    setDialog(null);
    run((editor) => {
      editor.update(() => {
        restore();
        const sel = $getSelection();
        if (href && $isRangeSelection(sel) && sel.isCollapsed() && !selectedLink()) {
          const link = $createLinkNode(href);
          link.append($createTextNode(text || href));
          sel.insertNodes([link]);
        } else {
          $toggleLink(href);
        }
      });
      editor.focus();
    });
  };

  const insertImage = (item: PickerItem) => {
    setDialog(null);
    run((editor) => {
      editor.update(() => {
        restore();
        const sel = $getSelection();
        if (!$isRangeSelection(sel)) $getRoot().selectEnd();
        $insertNodes([
          $createImageNode({ src: item.src, alt: item.alt, width: item.width, height: item.height }),
        ]);
      });
      editor.focus();
    });
  };

  const linkInfo = () =>
    editorRef.current?.getEditorState().read(() => {
      const link = selectedLink();
      const sel = saved.current;
      return {
        url: link?.getURL() ?? "",
        needsText: !link && (!$isRangeSelection(sel) || sel.isCollapsed()),
      };
    }) ?? { url: "", needsText: true };

  return { run, setBlock, closeDialog, applyLink, insertImage, linkInfo };
}

/**
 * One Lexical editor for the component's life on the root element: rich text, lists, history,
 * Markdown shortcuts, the Ctrl/Cmd+S and K keys, the toolbar's states and the hidden input.
 */
function useLexical(p: EditorProps, refs: Refs, set: Setters): void {
  const { rootRef, inputRef, editorRef, saved } = refs;
  const { setState, setDialog, setReady } = set;
  // One editor for the component's life; later values come from the editor itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: created once
  useEffect(() => {
    const editor = createEditor({
      namespace: p.id,
      nodes: [
        HeadingNode,
        QuoteNode,
        ListNode,
        ListItemNode,
        LinkNode,
        ImageNode,
        MoreNode,
        TableNode,
        TableRowNode,
        TableCellNode,
      ],
      theme: {
        text: { bold: "admin-rte__bold", italic: "admin-rte__italic" },
        quote: "admin-rte__quote",
        link: "admin-rte__link",
        table: "admin-rte__table",
        tableCell: "admin-rte__cell",
        tableCellHeader: "admin-rte__cell--head",
      },
      onError: (e) => console.error("rich text:", e),
    });
    editorRef.current = editor;
    editor.setRootElement(rootRef.current);
    if (p.defaultValue) {
      editor.update(
        () => {
          const dom = new DOMParser().parseFromString(withMoreMarkers(p.defaultValue), "text/html");
          $getRoot().clear().select();
          $insertNodes($generateNodesFromDOM(editor, dom));
          $setSelection(null);
        },
        { discrete: true },
      );
    }
    let edited = false;
    const submit = () => {
      if (inputRef.current && edited) inputRef.current.value = html(editor);
      inputRef.current?.form?.requestSubmit();
    };
    const off = mergeRegister(
      registerRichText(editor),
      registerList(editor),
      ...(p.features.tables
        ? [registerTablePlugin(editor), registerTableSelectionObserver(editor, true)]
        : []),
      registerHistory(editor, createEmptyHistoryState(), 300),
      registerMarkdownShortcuts(editor, [
        HEADING,
        ...(p.features.quote ? [QUOTE] : []),
        ...(p.features.lists ? [UNORDERED_LIST, ORDERED_LIST] : []),
      ]),
      editor.registerCommand(
        KEY_DOWN_COMMAND,
        (e) => {
          if (!(e.ctrlKey || e.metaKey) || e.altKey) return false;
          const key = e.key.toLowerCase();
          if (key === "s") {
            e.preventDefault();
            submit();
            return true;
          }
          if (key === "k" && p.features.links) {
            e.preventDefault();
            setDialog("link");
            return true;
          }
          return false;
        },
        COMMAND_PRIORITY_HIGH,
      ),
      editor.registerCommand(
        CAN_UNDO_COMMAND,
        (canUndo) => {
          setState((s) => ({ ...s, canUndo }));
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(
        CAN_REDO_COMMAND,
        (canRedo) => {
          setState((s) => ({ ...s, canRedo }));
          return false;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
        editorState.read(() => {
          const sel = $getSelection();
          if ($isRangeSelection(sel)) {
            saved.current = sel.clone();
            const block = currentBlock();
            const link = selectedLink() !== null;
            const bold = sel.hasFormat("bold");
            const italic = sel.hasFormat("italic");
            const inTable = $findCell(sel.anchor.getNode()) !== null;
            setState((s) =>
              s.block === block &&
              s.link === link &&
              s.bold === bold &&
              s.italic === italic &&
              s.inTable === inTable
                ? s
                : { ...s, block, link, bold, italic, inTable },
            );
          }
        });
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
        edited = true;
        if (inputRef.current) inputRef.current.value = html(editor);
      }),
    );
    setReady(true);
    return () => {
      off();
      editor.setRootElement(null);
    };
  }, []);
}

type Tool = { key: MessageKey; icon: ReactNode; action: () => void; pressed?: boolean; disabled?: boolean };

/** The toolbar's buttons for the features asked for, with their pressed and disabled states. */
function toolsFor(
  features: Required<RichTextFeatures>,
  state: State,
  on: {
    setBlock: (block: Block) => void;
    link: () => void;
    image: () => void;
    command: (fn: (editor: LexicalEditor) => void) => void;
  },
): Tool[] {
  const setBlock = on.setBlock;
  const run = on.command;
  const p = { features };
  const tools: Tool[] = [];
  if (p.features.headings)
    tools.push(
      {
        key: "adminRte.paragraph",
        icon: <span aria-hidden="true">¶</span>,
        action: () => setBlock("paragraph"),
        pressed: state.block === "paragraph",
      },
      {
        key: "adminRte.h2",
        icon: <span aria-hidden="true">H2</span>,
        action: () => setBlock("h2"),
        pressed: state.block === "h2",
      },
      {
        key: "adminRte.h3",
        icon: <span aria-hidden="true">H3</span>,
        action: () => setBlock("h3"),
        pressed: state.block === "h3",
      },
    );
  tools.push(
    {
      key: "adminRte.bold",
      icon: <b aria-hidden="true">B</b>,
      action: () => run((ed) => ed.dispatchCommand(FORMAT_TEXT_COMMAND, "bold")),
      pressed: state.bold,
    },
    {
      key: "adminRte.italic",
      icon: <i aria-hidden="true">I</i>,
      action: () => run((ed) => ed.dispatchCommand(FORMAT_TEXT_COMMAND, "italic")),
      pressed: state.italic,
    },
  );
  if (p.features.lists)
    tools.push(
      {
        key: "adminRte.bulletList",
        icon: <ListIcon numbered={false} />,
        action: () => setBlock("bullet"),
        pressed: state.block === "bullet",
      },
      {
        key: "adminRte.numberedList",
        icon: <ListIcon numbered />,
        action: () => setBlock("number"),
        pressed: state.block === "number",
      },
    );
  if (p.features.quote)
    tools.push({
      key: "adminRte.quote",
      icon: <Icon d="M4 5h5v5H6c0 2 1 3 3 3v2c-3 0-5-2-5-5V5zm7 0h5v5h-3c0 2 1 3 3 3v2c-3 0-5-2-5-5V5z" />,
      action: () => setBlock("quote"),
      pressed: state.block === "quote",
    });
  if (p.features.links)
    tools.push({
      key: "adminRte.link",
      icon: (
        <Icon
          d="M8.5 11.5l3-3M7 9.5L5.5 11a2.5 2.5 0 003.5 3.5L10.5 13M13 10.5l1.5-1.5A2.5 2.5 0 0011 5.5L9.5 7"
          stroke
        />
      ),
      action: on.link,
      pressed: state.link,
    });
  if (p.features.images)
    tools.push({
      key: "adminRte.image",
      icon: <Icon d="M3 4h14v12H3zM3 13l4-4 3 3 2-2 5 5M13 8.5a1 1 0 100-.01" stroke />,
      action: on.image,
    });
  tools.push(
    {
      key: "adminRte.undo",
      icon: <span aria-hidden="true">↶</span>,
      action: () => run((ed) => ed.dispatchCommand(UNDO_COMMAND, undefined)),
      disabled: !state.canUndo,
    },
    {
      key: "adminRte.redo",
      icon: <span aria-hidden="true">↷</span>,
      action: () => run((ed) => ed.dispatchCommand(REDO_COMMAND, undefined)),
      disabled: !state.canRedo,
    },
  );

  return tools;
}

function html(editor: LexicalEditor): string {
  return editor.getEditorState().read(() => $generateHtmlFromNodes(editor, null));
}

/** An ARIA toolbar with a roving tab stop (arrow keys, Home, End). */
function Toolbar({ label, controls, children }: { label: string; controls: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState(0);
  useEffect(() => {
    const buttons = [...(ref.current?.querySelectorAll<HTMLButtonElement>("button") ?? [])];
    for (const [i, b] of buttons.entries()) b.tabIndex = i === at ? 0 : -1;
  });
  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
    const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (from < 0) return;
    const n = buttons.length;
    const to =
      e.key === "ArrowRight"
        ? (from + 1) % n
        : e.key === "ArrowLeft"
          ? (from - 1 + n) % n
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? n - 1
              : -1;
    if (to < 0) return;
    e.preventDefault();
    setAt(to);
    buttons[to]?.focus();
  };
  return (
    <div
      ref={ref}
      className="admin-rte__toolbar"
      role="toolbar"
      aria-label={label}
      aria-controls={controls}
      onKeyDown={onKey}
      onFocus={(e) => {
        const buttons = [...e.currentTarget.querySelectorAll<HTMLButtonElement>("button")];
        const i = e.target instanceof HTMLButtonElement ? buttons.indexOf(e.target) : -1;
        if (i >= 0 && i !== at) setAt(i);
      }}
    >
      {children}
    </div>
  );
}

/** A 20×20 toolbar icon from one path (filled, or stroked like a line drawing). */
function Icon({ d, stroke = false }: { d: string; stroke?: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={d}
        fill={stroke ? "none" : "currentColor"}
        stroke={stroke ? "currentColor" : "none"}
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function ListIcon({ numbered }: { numbered: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      {[5, 10, 15].map((y) =>
        numbered ? (
          <rect key={y} x="2" y={y - 1.5} width="3" height="3" fill="currentColor" />
        ) : (
          <circle key={y} cx="3.5" cy={y} r="1.6" fill="currentColor" />
        ),
      )}
      {[5, 10, 15].map((y) => (
        <rect key={`l${y}`} x="7" y={y - 1} width="11" height="2" fill="currentColor" />
      ))}
    </svg>
  );
}

/** Add, change or remove a link (modal; Escape cancels). */
function LinkDialog(props: {
  url: string;
  needsText: boolean;
  search?: boolean;
  onApply: (href: string | null, text: string) => void;
  onClose: () => void;
}) {
  const t = useAdminT();
  const ref = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), url: useId(), text: useId(), error: useId() };
  const [url, setUrl] = useState(props.url);
  const [text, setText] = useState("");
  const [error, setError] = useState<MessageKey | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const apply = () => {
    const href = linkFromInput(url);
    if (!href) return setError("adminRte.linkBadUrl");
    if (props.needsText && !text.trim()) return setError("adminRte.linkNeedsText");
    props.onApply(href, text.trim());
  };
  const onEnter = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    apply();
  };
  return (
    <dialog
      ref={ref}
      className="admin-picker admin-rte__link-dialog"
      aria-labelledby={ids.title}
      onClose={props.onClose}
    >
      <h2 id={ids.title} className="admin-dialog__title">
        {t("adminRte.linkTitle")}
      </h2>
      {props.search && (
        <LinkSearch
          onPick={(target) => {
            setUrl(target.url);
            if (props.needsText && !text.trim()) setText(target.title);
            setError(null);
            document.getElementById(ids.url)?.focus();
          }}
        />
      )}
      <div className="admin-field">
        <label htmlFor={ids.url}>{t("adminRte.linkUrl")}</label>
        <input
          id={ids.url}
          className="admin-input"
          type="text"
          inputMode="url"
          value={url}
          aria-invalid={error === "adminRte.linkBadUrl" || undefined}
          aria-describedby={error ? ids.error : undefined}
          onChange={(e) => setUrl(e.target.value)}
          onKeyDown={onEnter}
        />
      </div>
      {props.needsText && (
        <div className="admin-field">
          <label htmlFor={ids.text}>{t("adminRte.linkText")}</label>
          <input
            id={ids.text}
            className="admin-input"
            type="text"
            value={text}
            aria-invalid={error === "adminRte.linkNeedsText" || undefined}
            aria-describedby={error ? ids.error : undefined}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onEnter}
          />
        </div>
      )}
      <p id={ids.error} className="admin-field__error" role="alert">
        {error ? t(error) : null}
      </p>
      <div className="admin-dialog__actions">
        {props.url && (
          <button
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => props.onApply(null, "")}
          >
            {t("adminRte.linkRemove")}
          </button>
        )}
        <button type="button" className="admin-button admin-button--quiet" onClick={props.onClose}>
          {t("adminRte.cancel")}
        </button>
        <button type="button" className="admin-button" onClick={apply}>
          {t("adminRte.linkApply")}
        </button>
      </div>
    </dialog>
  );
}

function $findCell(node: LexicalNode | null): TableCellNode | null {
  for (let n = node; n; n = n.getParent()) if ($isTableCellNode(n)) return n;
  return null;
}

/**
 * What the post and page editor's insert buttons do (features embeds, forms, galleries, tables,
 * more), each at the selection saved before the focus left the text: a block after the current
 * one (a video link, a shortcode), a table, the "more" line; rows and columns inside a table.
 */
function useInserts(refs: Pick<Refs, "editorRef" | "saved">, setDialog: Setters["setDialog"]) {
  const { editorRef, saved } = refs;
  const inEditor = (fn: () => void) => {
    setDialog(null);
    const editor = editorRef.current;
    if (!editor) return;
    editor.update(() => {
      if (saved.current) $setSelection(saved.current.clone());
      if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
      fn();
    });
    editor.focus();
  };
  // A paragraph of its own after the block holding the caret ($insertNodes would merge it into a
  // non-empty paragraph, leaving the shortcode or video link inline in the text).
  const block = (make: () => LexicalNode) =>
    inEditor(() => {
      const paragraph = $createParagraphNode();
      paragraph.append(make());
      const selection = $getSelection();
      const current = $isRangeSelection(selection) ? selection.anchor.getNode().getTopLevelElement() : null;
      if (current) current.insertAfter(paragraph);
      else $getRoot().append(paragraph);
      paragraph.selectEnd();
    });
  return {
    embed: (url: string) =>
      block(() => {
        const link = $createLinkNode(url);
        link.append($createTextNode(url));
        return link;
      }),
    form: (id: number) => block(() => $createTextNode(`[ninja_form id=${id}]`)),
    gallery: (ids: number[], columns: number) =>
      block(() => $createTextNode(`[gallery ids="${ids.join(",")}" columns="${columns}"]`)),
    more: (label: string) => inEditor(() => $insertNodes([$createMoreNode(label), $createParagraphNode()])),
    table: (size: TableSize) => {
      setDialog(null);
      const editor = editorRef.current;
      if (!editor) return;
      editor.update(() => {
        if (saved.current) $setSelection(saved.current.clone());
        if (!$isRangeSelection($getSelection())) $getRoot().selectEnd();
      });
      editor.dispatchCommand(INSERT_TABLE_COMMAND, {
        rows: String(size.rows),
        columns: String(size.columns),
        includeHeaders: size.header ? { rows: true, columns: false } : false,
      });
      editor.focus();
    },
    row: () => inEditor(() => void $insertTableRowAtSelection(true)),
    column: () => inEditor(() => void $insertTableColumnAtSelection(true)),
  };
}

/** The insert buttons for the features asked for (after the text tools). */
function insertTools(
  features: Required<RichTextFeatures>,
  state: State,
  on: ReturnType<typeof useInserts> & { open: (d: Dialog) => void },
): Tool[] {
  const tools: Tool[] = [];
  if (features.galleries)
    tools.push({
      key: "adminRte.gallery",
      icon: <Icon d="M2 5h7v5H2zM11 5h7v5h-7zM2 12h7v5H2zM11 12h7v5h-7z" stroke />,
      action: () => on.open("gallery"),
    });
  if (features.embeds)
    tools.push({
      key: "adminRte.embed",
      icon: <Icon d="M3 5h14v10H3zM8.5 7.5v5l4-2.5z" stroke />,
      action: () => on.open("embed"),
    });
  if (features.forms)
    tools.push({
      key: "adminRte.form",
      icon: <Icon d="M4 3h12v14H4zM7 7h6M7 10h6M7 13h3" stroke />,
      action: () => on.open("form"),
    });
  if (features.tables)
    tools.push(
      {
        key: "adminRte.table",
        icon: <Icon d="M3 4h14v12H3zM3 8h14M3 12h14M8 4v12M12.5 4v12" stroke />,
        action: () => on.open("table"),
        disabled: state.inTable,
      },
      {
        key: "adminRte.tableRow",
        icon: <Icon d="M3 4h14v8H3zM3 8h14M10 14v4M8 16h4" stroke />,
        action: on.row,
        disabled: !state.inTable,
      },
      {
        key: "adminRte.tableColumn",
        icon: <Icon d="M3 3h9v14H3zM7.5 3v14M15 8v4M13 10h4" stroke />,
        action: on.column,
        disabled: !state.inTable,
      },
    );
  if (features.more)
    tools.push({
      key: "adminRte.more",
      icon: <Icon d="M2 10h3M7 10h6M15 10h3M6 6l4 -2 4 2M6 14l4 2 4-2" stroke />,
      action: () => on.more(MoreNode.defaultLabel),
    });
  return tools;
}
