/**
 * English word forms for the offline roles' matching: "overfitting" is about what "A model overfits
 * when…" says, "loss functions" about "loss function". A light suffix stripper (not a full stemmer):
 * enough that a topic finds the sentences about it, never so loose that "cat" finds "category".
 */

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** "overfitting" → "overfit", "studies" → "studi", "models" → "model"; short words stay whole. */
export function wordStem(word: string): string {
  const lower = word.toLowerCase();
  if (lower.length < 5 || !/^[a-z]+$/.test(lower)) return lower;
  let stem = lower;
  if (/ies$/.test(stem)) stem = stem.slice(0, -3) + "i";
  else if (/(?:ing|ed)$/.test(stem)) stem = stem.replace(/(?:ing|ed)$/, "");
  else if (/(?:ss|us|is)$/.test(stem)) return stem;
  else if (/(?:ches|shes|xes|sses)$/.test(stem)) stem = stem.slice(0, -2);
  else if (/s$/.test(stem)) stem = stem.slice(0, -1);
  // "overfitt" → "overfit", "stopp" → "stop"
  if (/([b-df-hj-np-tv-z])\1$/.test(stem) && !/(?:ll|ss|zz)$/.test(stem)) stem = stem.slice(0, -1);
  return stem.length >= 3 ? stem : lower;
}

/**
 * Where `term` (a word or phrase, lower-case) occurs in `text` (lower-case) as written or in another
 * form of its English words ("overfitting" in "a model overfits"): [start, end], or null.
 */
export function findWordForms(text: string, term: string): [number, number] | null {
  const words = term.split(/\s+/).filter(Boolean);
  if (words.length === 0 || !words.every((word) => /^[a-z]+$/.test(word))) {
    // Han text, names with symbols ("c++", "b+树"): as written.
    const at = text.indexOf(term);
    return at >= 0 ? [at, at + term.length] : null;
  }
  const pattern = new RegExp(
    `(?<![a-z])${words.map((word) => (wordStem(word) === word ? `${escape(word)}(?:e?s|ed|ing)?` : `${escape(wordStem(word))}[a-z]{0,4}`)).join("\\s+")}(?![a-z])`,
    "u",
  );
  const match = pattern.exec(text);
  return match ? [match.index, match.index + match[0].length] : null;
}
