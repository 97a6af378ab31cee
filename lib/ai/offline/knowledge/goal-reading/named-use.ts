/**
 * A short name (R, C, Go, D3, JS, C++) and the work it is for ("for data analysis", "for backend
 * development"): the name is the subject, the work the learner's outcome. A platform after "for"
 * ("C# for Unity") qualifies the name and stays; a longer catalogue name ("Python for data
 * analysis") is read whole, as courses are titled.
 */
const SHORT_NAME = String.raw`(?!(?:it|me|us|to|and|the|an?|use|app|all|art|fun|now|out|my)\b)[A-Za-z](?:[A-Za-z0-9]{0,2}|\+\+|#)`;
const USE_NOUN = String.raw`(?:analysis|analytics|science|visuali[sz]ation|viz|development|dev|programming|engineering|automation|scripting|statistics|stats|modell?ing|research|scraping|processing|mining|learning|computing|systems|services|backends?|apis|simulations?|bioinformatics|econometrics)`;
const NAMED_USE = new RegExp(
  String.raw`(?:^|\s)(${SHORT_NAME})\s+for\s+((?:(?!(?:my|our|the|a|an|your)\b)[a-z][\w-]*\s+){0,3}${USE_NOUN})(?![\w-])`,
  "i",
);

/** The short name and what it is for, when the text says so ("learn R for data analysis" → R, data analysis). */
export function namedUse(text: string): { name: string; use: string; at: number; end: number } | null {
  const match = NAMED_USE.exec(text);
  if (!match) return null;
  const at = match.index + match[0].indexOf(match[1]!);
  return { name: match[1]!, use: match[2]!, at, end: match.index + match[0].length };
}
