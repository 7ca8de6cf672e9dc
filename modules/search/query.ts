/**
 * What a typed query becomes: folded words, the PostgreSQL tsquery text, and the highlighting of
 * matches. Pure; the folding mirrors the SQL function `laden_search_fold` (search migration).
 */

/** Longest query accepted (characters); a longer one is refused with `search_query_too_long`. */
export const MAX_QUERY_LENGTH = 200;
/** Only this many words of a query are searched. */
export const MAX_QUERY_WORDS = 8;
/** Words shorter than this match whole words only (a one- or two-letter prefix matches nearly all). */
export const MIN_PREFIX_LENGTH = 3;
/** Words this long or longer (without digits) are also matched with close vocabulary words (typos). */
export const MIN_TYPO_LENGTH = 4;

const UMLAUTS: Record<string, string> = {
  ä: "ae",
  ö: "oe",
  ü: "ue",
  Ä: "Ae",
  Ö: "Oe",
  Ü: "Ue",
  ß: "ss",
  ẞ: "SS",
};

/** ä→ae, ö→oe, ü→ue, ß→ss, other accents removed, lower case: "Café Müßig" → "cafe muessig". */
export function foldText(text: string): string {
  return text
    .replace(/[äöüÄÖÜßẞ]/g, (c) => UMLAUTS[c] ?? c)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase();
}

/** The folded words of a query (letters and digits; everything else separates), at most 8. */
export function queryWords(query: string): string[] {
  const words = foldText(query).match(/[\p{L}\p{N}]+/gu) ?? [];
  const unique: string[] = [];
  for (const w of words) {
    const word = w.slice(0, 40);
    if (!unique.includes(word)) unique.push(word);
    if (unique.length === MAX_QUERY_WORDS) break;
  }
  return unique;
}

/** Whether a word is looked up in the vocabulary for close spellings. */
export function wantsTypoAlternatives(word: string): boolean {
  return word.length >= MIN_TYPO_LENGTH && !/\p{N}/u.test(word);
}

/** A word whose prefix is looked up in the vocabulary (letters only, at least MIN_PREFIX_LENGTH). */
export function wantsPrefixExpansion(word: string): boolean {
  return word.length >= MIN_PREFIX_LENGTH && !/\p{N}/u.test(word);
}

const WORD = /^[\p{L}\p{N}]+$/u;

function operand(word: string, expansions: ReadonlyMap<string, string[]>): string {
  const known = expansions.get(word);
  if (known) {
    // The vocabulary's words that start with it, as whole words: GIN looks each one up and can
    // skip through the others' lists (a prefix `word:*` makes it collect every match first).
    const list = [word, ...known.filter((k) => k !== word && WORD.test(k))];
    return list.length > 1 ? `(${list.join(" | ")})` : word;
  }
  return word.length >= MIN_PREFIX_LENGTH ? `${word}:*` : word;
}

/**
 * The text for `to_tsquery('laden_german', …)`: every word must match, as a prefix (so a
 * compound's first part finds the compound: "kaffee" finds "Kaffeebohnen"), or one of its close
 * spellings. A word with `expansions` (the vocabulary's words that start with it, when there are
 * few) is matched as those whole words instead of as a prefix: the same matches in titles,
 * attributes, categories and tags (which the vocabulary holds), much cheaper for the index.
 * Words hold letters and digits only, so nothing in the text is tsquery syntax.
 */
export function tsQueryText(
  words: readonly string[],
  alternatives: ReadonlyMap<string, string[]> = new Map(),
  expansions: ReadonlyMap<string, string[]> = new Map(),
): string {
  return words
    .map((w) => {
      const alts = (alternatives.get(w) ?? []).filter((a) => WORD.test(a));
      return alts.length
        ? `(${[operand(w, expansions), ...alts.map((a) => operand(a, expansions))].join(" | ")})`
        : operand(w, expansions);
    })
    .join(" & ");
}

export type TextSegment = { text: string; mark: boolean };

/**
 * The text cut into plain and highlighted parts: a word is highlighted when its folded form
 * starts with a query word (or is the start of a query word of at least 4 letters: "Bohne" for
 * "bohnen"). Whole words are marked, so folding (ä → ae) never shifts a highlight.
 */
export function highlightSegments(text: string, words: readonly string[]): TextSegment[] {
  const targets = words.filter((w) => w.length > 0);
  const segments: TextSegment[] = [];
  let plain = "";
  let last = 0;
  for (const m of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const folded = foldText(m[0]);
    const hit = targets.some(
      (w) => folded.startsWith(w) || (folded.length >= MIN_TYPO_LENGTH && w.startsWith(folded)),
    );
    if (!hit) continue;
    plain += text.slice(last, m.index);
    if (plain) segments.push({ text: plain, mark: false });
    plain = "";
    segments.push({ text: m[0], mark: true });
    last = m.index + m[0].length;
  }
  plain += text.slice(last);
  if (plain) segments.push({ text: plain, mark: false });
  return segments;
}

/** Plain text of HTML content, for excerpts: tags dropped, common entities decoded, spaces collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** At most `maxWords` words of the text, starting a little before the first match when there is one. */
export function excerpt(text: string, words: readonly string[], maxWords = 24): string {
  const all = text.split(" ").filter(Boolean);
  if (all.length <= maxWords) return all.join(" ");
  const first = all.findIndex((t) => {
    const f = foldText(t).replace(/[^\p{L}\p{N}]/gu, "");
    return words.some((w) => f.startsWith(w));
  });
  const start = first > 6 ? Math.min(first - 3, all.length - maxWords) : 0;
  const end = start + maxWords;
  return `${start > 0 ? "… " : ""}${all.slice(start, end).join(" ")}${end < all.length ? " …" : ""}`;
}
