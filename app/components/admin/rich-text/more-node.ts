/**
 * The "more" break inside the rich text (WordPress's `<!--more-->`: the excerpt ends here): a
 * block Lexical node shown as a labelled line. Lexical reads no HTML comments, so the editor
 * turns a stored `<!--more-->` into `<hr data-laden-more>` before reading (`withMoreMarkers`)
 * and writes that back; the server stores it as `<!--more-->` again
 * (modules/content/rich-text.ts).
 */
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMExportOutput,
  type NodeKey,
  type SerializedLexicalNode,
} from "lexical";

/** Stored `<!--more-->` as the marker the node reads. */
export function withMoreMarkers(html: string): string {
  return html.replace(/<!--\s*more\b[^>]*?-->/gi, "<hr data-laden-more>");
}

export class MoreNode extends DecoratorNode<null> {
  __label: string;

  static getType(): string {
    return "laden-more";
  }

  static clone(node: MoreNode): MoreNode {
    return new MoreNode(node.__label, node.__key);
  }

  static importJSON(json: SerializedLexicalNode & { label?: string }): MoreNode {
    return $createMoreNode(json.label ?? "");
  }

  static importDOM(): DOMConversionMap | null {
    return {
      hr: (dom: HTMLElement) =>
        dom.hasAttribute("data-laden-more")
          ? { conversion: () => ({ node: $createMoreNode(MoreNode.defaultLabel) }), priority: 1 }
          : null,
    };
  }

  /** The line's visible text (set by the editor from the catalogue before it reads HTML). */
  static defaultLabel = "Weiterlesen";

  constructor(label: string, key?: NodeKey) {
    super(key);
    this.__label = label || MoreNode.defaultLabel;
  }

  exportJSON(): SerializedLexicalNode & { label: string } {
    return { ...super.exportJSON(), label: this.__label };
  }

  createDOM(): HTMLElement {
    const div = document.createElement("div");
    div.className = "admin-rte__more";
    div.setAttribute("role", "separator");
    div.setAttribute("aria-label", this.__label);
    div.textContent = this.__label;
    div.contentEditable = "false";
    return div;
  }

  updateDOM(): false {
    return false;
  }

  exportDOM(): DOMExportOutput {
    const hr = document.createElement("hr");
    hr.setAttribute("data-laden-more", "");
    return { element: hr };
  }

  isInline(): false {
    return false;
  }

  decorate(): null {
    return null;
  }
}

export function $createMoreNode(label: string): MoreNode {
  return $applyNodeReplacement(new MoreNode(label));
}
