import type { ImageRef } from "#modules/catalog/types.ts";
import { BeanIcon } from "../ui/svg.tsx";

/** A product image with width/height (no layout shift) and a srcset of the stored sizes. */
export function ProductImage({
  image,
  sizes,
  eager = false,
  className,
}: {
  image: Omit<ImageRef, "id"> | null;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  // No image: the shop's placeholder tile (the bean on the paper tone), same size as a photo.
  if (!image)
    return (
      <span className={`product-image product-image--placeholder ${className ?? ""}`} aria-hidden="true">
        <BeanIcon size={48} />
      </span>
    );
  const srcSet = image.srcset.length ? image.srcset.map((s) => `${s.url} ${s.width}w`).join(", ") : undefined;
  return (
    <img
      className={`product-image ${className ?? ""}`}
      src={image.srcset[0]?.url ?? image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
    />
  );
}
