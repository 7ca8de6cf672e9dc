/**
 * Inline SVG icons (no icon font, no request). Decorative: hidden from assistive technology. The
 * frame and the bean (the product image's placeholder) are in svg.tsx, apart from the header's
 * icons here, which load with the lazy chrome.
 */
import { type IconProps, Svg } from "./svg.tsx";

export function CartIcon({ size = 24 }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6.2" />
      <circle cx="10" cy="20" r="1.3" />
      <circle cx="17" cy="20" r="1.3" />
    </Svg>
  );
}

export function UserIcon({ size = 24 }: IconProps) {
  return (
    <Svg size={size}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
    </Svg>
  );
}

export function MenuIcon({ size = 24 }: IconProps) {
  return (
    <Svg size={size}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}
