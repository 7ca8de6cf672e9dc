import { useT } from "#app/hooks/use-t.ts";
import { SOCIAL_NETWORKS } from "#modules/content/menu-tree.ts";
import { SocialIcon } from "../ui/social-icons.tsx";

const NAMES: Record<string, string> = SOCIAL_NETWORKS;

/** Top social icons (glossary C4): 40 px wide each; on the smallest size only the first 8 (CSS). */
export function TopSocial({ links }: { links: { network: string; url: string; label?: string }[] }) {
  const t = useT();
  return (
    <nav className="top-social" aria-label={t("theme.socialNav")}>
      <ul>
        {links.map((l, i) => {
          const name = l.label || NAMES[l.network] || l.network;
          const external = l.url.startsWith("https://");
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list from the settings; a network may appear twice.
            <li key={`${l.network}-${i}`}>
              <a href={l.url} title={name} {...(external ? { rel: "noopener noreferrer me" } : {})}>
                <SocialIcon network={l.network} />
                <span className="screen-reader-text">{name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
