import nlp from "compromise";

/**
 * Splits a goal into clauses, each stating one thing: "I'm a nurse and want to
 * get into data analysis" → "I'm a nurse" | "want to get into data analysis".
 * English uses compromise's tags: "and"/"but" start a new clause only before a
 * verb or a pronoun, so "SQL and Tableau" stays one subject.
 */

// A full stop ends a sentence only before a space or the end: "Node.js", ".NET" and "ASP.NET" are names.
// "Learning (finally!) to cook": an exclamation inside brackets is an aside, not the end of a sentence.
const HARD_BREAK = /[!?;\n。！？；…]+(?![)）])|\.+(?=\s|$)|(?:\s[-–—]+\s)/u;
const CJK = /[\u3400-\u9fff]/;

function splitEnglish(sentence: string): string[] {
  const terms = nlp(sentence).json({ terms: { normal: true } }) as {
    terms: { text: string; pre: string; post: string; normal: string; tags: string[] }[];
  }[];
  const flat = terms.flatMap((entry) => entry.terms);
  const clauses: string[] = [];
  let current = "";
  flat.forEach((term, index) => {
    const next = flat[index + 1];
    const startsClause = (t: typeof term | undefined) =>
      !!t &&
      (t.tags.includes("Pronoun") ||
        (t.tags.includes("Verb") && !t.tags.includes("Gerund")) ||
        /^(?:my|please|help|teach|how|what|why|where|when|can|could|is|are|do|does)$/.test(t.normal));
    const conjunction = /^(?:and|but|so|because|though|although|while)$/.test(term.normal);
    // "rust and go": a word alone at the end after "and" is a second name, never a clause ("go" is no verb there).
    const alone = next !== undefined && (index + 1 === flat.length - 1 || /[,.;!?]/.test(next.post));
    if (conjunction && current.trim() && startsClause(next) && !alone) {
      clauses.push(current);
      current = "";
      return;
    }
    current += `${term.pre}${term.text}${term.post}`;
    // A comma ends a clause when what follows starts a new statement ("Teach me photography, I prefer labs").
    if (/,/.test(term.post) && (startsClause(next) || /^(?:and|but|so|because)$/.test(next?.normal ?? ""))) {
      clauses.push(current);
      current = "";
    }
  });
  if (current.trim()) clauses.push(current);
  return clauses;
}

/** Chinese clauses end at any CJK or Latin clause punctuation, and before a contrast word. */
function splitChinese(sentence: string): string[] {
  // A space between two Han characters is typed where a comma would be ("想学钢琴 完全零基础").
  return sentence.split(/[，,、：:]|(?<=[\u3400-\u9fff])\s+(?=[\u3400-\u9fff])|(?=但是|不过|而且|所以|因为)/u);
}

export function splitClauses(text: string): string[] {
  const out: string[] = [];
  for (const sentence of text.split(HARD_BREAK)) {
    const trimmed = sentence.trim();
    if (!trimmed) continue;
    const parts = CJK.test(trimmed)
      ? splitChinese(trimmed).flatMap((part) => (CJK.test(part) ? [part] : splitEnglish(part)))
      : splitEnglish(trimmed);
    for (const part of parts) {
      const clause = part.replace(/^[\s,，、]+|[\s,，、]+$/gu, "").trim();
      if (clause) out.push(clause);
    }
  }
  return out;
}

/** English words that frame a goal; names ("Rust", "Python") are not among them. */
const ENGLISH_FRAME =
  /\b(?:i|i'm|im|i've|want|wanna|need|learn|learning|study|teach|me|my|to|the|a|an|for|and|how|what|is|are|please|help|can|could|would|like|get|into|about|with|in|of|on|you|u)\b/i;

/**
 * A clause is Chinese when its Han script is the sentence: it opens in Han ("我想学 Python"), or only
 * names come before the Han ("Rust难学吗", "Python数据分析"); "I want to learn 日语" is English.
 */
export function isChineseClause(clause: string): boolean {
  const firstHan = clause.search(CJK);
  if (firstHan < 0) return false;
  const lead = clause.slice(0, firstHan);
  return !/[A-Za-z]/.test(lead) || !ENGLISH_FRAME.test(lead);
}
