import { Svg } from "./svg.tsx";

/** A magnifier (decorative; the control carries the label). Apart from icons.tsx so the search form's chunk stays small. */
export function SearchIcon({ size = 22 }: { size?: number }) {
  return (
    <Svg size={size}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </Svg>
  );
}
