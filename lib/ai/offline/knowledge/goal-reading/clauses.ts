import nlp from "compromise";

/**
 * Splits a goal into clauses, each stating one thing: "I'm a nurse and want to
 * get into data analysis" → "I'm a nurse" | "want to get into data analysis".
 * English uses compromise's tags: "and"/"but" start a new clause only before a
 * verb or a pronoun, so "SQL and Tableau" stays one subject.
 */

// A full stop ends a sentence only before a space or the end: "Node.js", ".NET" and "ASP.NET" are names.
const HARD_BREAK = /[!?;\n。！？；…]+|\.+(?=\s|$)|(?:\s[-–—]+\s)/u;
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
    if (conjunction && current.trim() && startsClause(next)) {
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
  return sentence.split(/[，,、：:]|(?=但是|不过|而且|所以|因为)/u);
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
