/**
 * The top social links' icons (glossary C4): inline SVG referencing the shapes in the self-hosted
 * sprite public/social-icons.svg (line style, stroke = currentColor, so they follow the header's
 * colour). The shapes stay out of every page's JavaScript; the sprite is one cached request.
 * The networks are the settings' (theme.socialLinks), each a symbol there. Decorative: the link
 * names the network.
 */
export const SOCIAL_SPRITE = "/social-icons.svg";
export function SocialIcon({ network, size = 18 }: { network: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <use href={`${SOCIAL_SPRITE}#${network}`} />
    </svg>
  );
}
