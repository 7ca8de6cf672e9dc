import { Svg } from "../ui/svg.tsx";

/** The password toggle's icon (decorative: the button carries the label). */
export function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <Svg size={22}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </Svg>
  );
}
