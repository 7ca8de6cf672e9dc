/**
 * Media in post content: links to audio and video files become native players (German labels),
 * links to YouTube/Vimeo become click-to-load embeds (nothing is fetched from the provider before
 * the click: GDPR). The stored content keeps the plain links, so without JavaScript they work.
 */
export type ContentMedia =
  | { kind: "audio" | "video"; url: string }
  | { kind: "embed"; url: string; embedUrl: string; host: string };

const AUDIO = /\.(mp3|m4a|ogg|oga|wav|flac)(\?.*)?$/i;
const VIDEO = /\.(mp4|m4v|webm|ogv|mov)(\?.*)?$/i;

export function embedOf(url: string): { embedUrl: string; host: string } | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  const host = u.hostname.replace(/^www\./, "");
  if (host === "youtube.com" || host === "m.youtube.com") {
    const id = u.searchParams.get("v");
    if (id && /^[\w-]{6,20}$/.test(id))
      return { embedUrl: `https://www.youtube-nocookie.com/embed/${id}`, host: "YouTube" };
  }
  if (host === "youtu.be") {
    const id = u.pathname.slice(1);
    if (/^[\w-]{6,20}$/.test(id))
      return { embedUrl: `https://www.youtube-nocookie.com/embed/${id}`, host: "YouTube" };
  }
  if (host === "vimeo.com") {
    const id = /^\/(\d+)/.exec(u.pathname)?.[1];
    if (id) return { embedUrl: `https://player.vimeo.com/video/${id}?dnt=1`, host: "Vimeo" };
  }
  return null;
}

/** The media links of sanitised HTML, in order, each URL once. */
export function contentMedia(html: string): ContentMedia[] {
  const out: ContentMedia[] = [];
  const seen = new Set<string>();
  for (const m of html.matchAll(/<a\s[^>]*href="([^"]+)"/gi)) {
    const url = (m[1] ?? "").replace(/&amp;/g, "&");
    if (seen.has(url) || !/^https?:\/\//i.test(url)) continue;
    seen.add(url);
    const path = (() => {
      try {
        return new URL(url).pathname;
      } catch {
        return url;
      }
    })();
    if (AUDIO.test(path)) out.push({ kind: "audio", url });
    else if (VIDEO.test(path)) out.push({ kind: "video", url });
    else {
      const e = embedOf(url);
      if (e) out.push({ kind: "embed", url, ...e });
    }
  }
  return out;
}
