/**
 * A word typed the way people type on a phone: one letter dropped ("abut"), doubled ("abouut") or two
 * swapped ("abuot"). The readers mend such slips only in the few words they read a request by, and
 * never where the slip spells another real word ("bout", "dose").
 */

/** Every one-letter slip of `word`: a letter dropped, doubled, or swapped with the next. */
export function slipsOf(word: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < word.length; i += 1) {
    out.push(word.slice(0, i) + word.slice(i + 1));
    out.push(word.slice(0, i) + word[i] + word.slice(i));
    if (i + 1 < word.length) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return out;
}

/** A word spelled by its sound: "-tion" typed as "-sion", "-shun" or "-cion" ("mension", "definishun"). */
export function soundSlipsOf(word: string): string[] {
  return word.endsWith("tion") ? ["sion", "shun", "cion"].map((ending) => word.slice(0, -4) + ending) : [];
}

/** The slips of each of `words` mapped back to it, leaving out those that are real words themselves. */
export function slipTable(words: readonly string[], realWords: ReadonlySet<string>): Map<string, string> {
  const table = new Map<string, string>();
  for (const word of words) {
    for (const slip of [...slipsOf(word), ...soundSlipsOf(word)])
      if (slip !== word && !realWords.has(slip) && !table.has(slip)) table.set(slip, word);
  }
  return table;
}

/** `text` with each slip in `table` put back, in the case it was typed in (whole words only). */
export function mendSlips(text: string, table: ReadonlyMap<string, string>): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const fixed = table.get(word.toLowerCase());
    if (!fixed) return word;
    return word[0] === word[0]!.toUpperCase() ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
  });
}
