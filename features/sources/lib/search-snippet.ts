/**
 * A short excerpt of a passage: from the start of `focus` (the sentence that best matches the
 * question) when it is given and found, else around the first place a query term occurs
 * (case-insensitive); cut at whitespace when it can be, with "…" where text was left out. Line
 * breaks stay (one each): a heading or a contents line is not the start of the sentence under it,
 * so a quote picked from the snippet never glues "## Neurons" or a page number to its sentence.
 */
export function searchSnippet(text: string, terms: readonly string[], maxChars = 280, focus?: string | null): string {
  const flat = text
    .replace(/[^\S\n]+/g, " ")
    .replace(/ *\n[\s]*/g, "\n")
    .trim();
  if (flat.length <= maxChars) return flat;
  const lower = flat.toLowerCase();
  const focused = focus ? lower.replace(/\n/g, " ").indexOf(focus.replace(/\s+/g, " ").trim().toLowerCase()) : -1;
  let at = -1;
  for (const term of terms) {
    const found = term ? lower.indexOf(term.toLowerCase()) : -1;
    if (found >= 0 && (at < 0 || found < at)) at = found;
  }
  let start = focused >= 0 ? focused : at < 0 ? 0 : Math.max(0, at - Math.floor(maxChars / 3));
  if (start > 0 && focused < 0) {
    const space = flat.slice(start).search(/[ \n]/) + start;
    if (space >= start && space - start < 20) start = space + 1;
  }
  let end = Math.min(flat.length, start + maxChars);
  if (end < flat.length) {
    const space = Math.max(flat.lastIndexOf(" ", end), flat.lastIndexOf("\n", end));
    if (space > start + maxChars / 2) end = space;
  }
  // Never cut a surrogate pair in half.
  if (/[\uD800-\uDBFF]/.test(flat[end - 1] ?? "")) end -= 1;
  if (/[\uDC00-\uDFFF]/.test(flat[start] ?? "")) start += 1;
  // Starting at the focus is starting at a sentence: "…" then a line break, so no reader takes that
  // whole first sentence for one the snippet cut through.
  const lead = start > 0 ? (start === focused ? "…\n" : "…") : "";
  return `${lead}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
}
