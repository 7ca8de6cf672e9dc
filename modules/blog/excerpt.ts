/**
 * The plain-text start of a post for lists and feeds when it has no excerpt of its own. Only
 * words a reader wrote: shortcodes (galleries, forms, captions' markup), embedded media and bare
 * links (a YouTube URL on its own line becomes a player on the post page, never text in a list)
 * are left out. A "more" break (`<!--more-->`) ends it there, however long the text before.
 */
const ENTITIES: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  "#039": "'",
};

export function excerptOf(html: string, words = 40): string {
  // The owner's "more" break ends the excerpt where it stands (WordPress's <!--more-->).
  const more = /<!--\s*more\b[^>]*?-->/i.exec(html);
  const before = more ? html.slice(0, more.index) : html;
  const text = before
    .replace(/\[(embed|video|audio|playlist)\b[^\]]*\][\s\S]*?\[\/\1\]/gi, " ")
    .replace(/\[\/?[a-z_][\w-]*\b[^\]]*\]/gi, " ")
    .replace(/<(script|style|iframe|audio|video|figure)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<a\b[^>]*>\s*https?:\/\/[^<\s]*\s*<\/a>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(nbsp|amp|lt|gt|quot|#0?39);/g, (_, name: string) => ENTITIES[name] ?? " ")
    .replace(/\bhttps?:\/\/\S+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const list = text.split(" ");
  if (more) return text ? `${text} …` : text;
  return list.length > words ? `${list.slice(0, words).join(" ")} …` : text;
}
