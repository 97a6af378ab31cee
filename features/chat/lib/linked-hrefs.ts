/**
 * The app links a reply's text already shows ("[Git › Rebase](/courses/c1/chapters/a)"): a card that
 * would list the same places again leaves those out, so the learner sees each place once — in the
 * text, which other readers (and the checks) read the courses from.
 */
const MARKDOWN_LINK = /\]\(\s*<?(\/[^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;

export function linkedHrefs(texts: readonly string[]): ReadonlySet<string> {
  const hrefs = new Set<string>();
  for (const text of texts) for (const match of text.matchAll(MARKDOWN_LINK)) hrefs.add(match[1]!);
  return hrefs;
}
