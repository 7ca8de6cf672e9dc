/** The inline SVG icons' frame (icons.tsx) and the bean, the shop's logo and image placeholder. */
export type IconProps = { size?: number };

export function Svg({ size, children }: { size: number; children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function BeanIcon({ size = 28 }: IconProps) {
  return (
    <Svg size={size}>
      <ellipse cx="12" cy="12" rx="6.5" ry="9" transform="rotate(35 12 12)" />
      <path d="M8.5 17.5c3-2 1-6 4-9.5s3.2-2.5 3.2-2.5" />
    </Svg>
  );
}
