/**
 * An image from the media library inside the rich text: an inline Lexical node that renders a
 * plain `<img>` (no React: the editor is vanilla Lexical, as the forms' one). It carries the
 * address, the alt text (required: the picker offers only items with one) and the size; it reads
 * `<img>` from stored HTML and writes `<img src alt width height>` back.
 */
import {
  $applyNodeReplacement,
  DecoratorNode,
  type DOMConversionMap,
  type DOMConversionOutput,
  type DOMExportOutput,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from "lexical";

export type ImagePayload = { src: string; alt: string; width?: number; height?: number };

type SerializedImageNode = Spread<ImagePayload, SerializedLexicalNode>;

const size = (v: string | null) => (v && /^\d{1,5}$/.test(v) && Number(v) > 0 ? Number(v) : undefined);

function convertImage(dom: HTMLElement): DOMConversionOutput | null {
  if (!(dom instanceof HTMLImageElement)) return null;
  const src = dom.getAttribute("src") ?? "";
  if (!src) return null;
  return {
    node: $createImageNode({
      src,
      alt: dom.getAttribute("alt") ?? "",
      width: size(dom.getAttribute("width")),
      height: size(dom.getAttribute("height")),
    }),
  };
}

export class ImageNode extends DecoratorNode<null> {
  __src: string;
  __alt: string;
  __width: number | undefined;
  __height: number | undefined;

  static getType(): string {
    return "laden-image";
  }

  static clone(node: ImageNode): ImageNode {
    return new ImageNode(
      { src: node.__src, alt: node.__alt, width: node.__width, height: node.__height },
      node.__key,
    );
  }

  static importJSON(json: SerializedImageNode): ImageNode {
    return $createImageNode(json);
  }

  static importDOM(): DOMConversionMap | null {
    return { img: () => ({ conversion: convertImage, priority: 0 }) };
  }

  constructor(payload: ImagePayload, key?: NodeKey) {
    super(key);
    this.__src = payload.src;
    this.__alt = payload.alt;
    this.__width = payload.width;
    this.__height = payload.height;
  }

  exportJSON(): SerializedImageNode {
    return {
      ...super.exportJSON(),
      src: this.__src,
      alt: this.__alt,
      width: this.__width,
      height: this.__height,
    };
  }

  private img(): HTMLImageElement {
    const img = document.createElement("img");
    img.src = this.__src;
    img.alt = this.__alt;
    if (this.__width) img.width = this.__width;
    if (this.__height) img.height = this.__height;
    return img;
  }

  createDOM(): HTMLElement {
    const span = document.createElement("span");
    span.className = "admin-rte__image";
    span.appendChild(this.img());
    return span;
  }

  updateDOM(): false {
    return false;
  }

  exportDOM(): DOMExportOutput {
    return { element: this.img() };
  }

  isInline(): boolean {
    return true;
  }

  decorate(): null {
    return null;
  }
}

export function $createImageNode(payload: ImagePayload): ImageNode {
  return $applyNodeReplacement(new ImageNode(payload));
}
