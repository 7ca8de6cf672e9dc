import { useT } from "#app/hooks/use-t.ts";
import { SocialIcon } from "../ui/social-icons.tsx";

const NAMES: Record<string, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  x: "X",
  youtube: "YouTube",
  pinterest: "Pinterest",
  linkedin: "LinkedIn",
  mastodon: "Mastodon",
  tiktok: "TikTok",
  xing: "XING",
  email: "E-Mail",
  rss: "RSS-Feed",
};

/** Top social icons (glossary C4): 40 px wide each; on the smallest size only the first 8 (CSS). */
export function TopSocial({ links }: { links: { network: string; url: string }[] }) {
  const t = useT();
  return (
    <nav className="top-social" aria-label={t("theme.socialNav")}>
      <ul>
        {links.map((l, i) => {
          const name = NAMES[l.network] ?? l.network;
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
