import { requestCore } from "./request-core";
import { mendSlips, slipTable } from "./word-slips";

/** The words a question about a subject is framed by, mended when typed with a slip ("abuot", "deos", "mentoin"). */
const FRAME_SLIPS = slipTable(
  ["about", "does", "explain", "mention", "according", "difference", "between", "the", "anything", "syllabus"],
  new Set(["bout", "abut", "doe", "dos", "dose", "odes", "he", "thee"]),
);

/**
 * A request as people type it, put in the shape the offline readers expect: a hesitation or greeting
 * in front ("hmm", "so", "嗯", "hey! quick q —") taken off, "whats"/"what's"/"wat" as "what is", an adverb inside the question
 * ("what exactly is") dropped, "pls" and "u" spelled out. Shared by every offline role that reads
 * questions (the chat tutor, the material answerer).
 */
/** Emoji around words ("🤔 photosynthesis?? 🌱") decorate them; alone ("🙂") they are what is said. */
const PICTOGRAPHS = /[\p{Extended_Pictographic}\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]+/gu;

/** The sentence-final particles of Singaporean and Malaysian English, before punctuation or the end of the text. */
export const SENTENCE_PARTICLE = /\s+(?:lah|leh|lor|meh|hor|ah|sia|liao|one\s+leh)(?=\s*(?:[,.!?，。！？~]|$))/giu;

export function normalisePhrasing(text: string): string {
  const bare = /[\p{L}\p{N}]/u.test(text) ? text.replace(PICTOGRAPHS, " ").replace(/\s+/g, " ").trim() : text;
  return (
    mendSlips(requestCore(bare), FRAME_SLIPS)
      .replace(
        /^(?:(?:(?:hmm+|hm+|uh+|um+|oh+|ah+|well|so(?:\s+like|\s+basically)?|basically|(?:hey+|hi|hello)(?:\s+there\b|(?!\s+there\b))|yo|bro|bruh|dude|sis|boss(?=\s*,)|eh|aiyo|aiyah|wah|walao|guys|quick (?:q|question|one)|question|like(?=\s*,)|(?:man|mate)(?=\s*,))(?![\p{L}\p{N}'’-])|嗯+|哦+|噢+|呃+)[\s,，.。!！~:—–-]*)+(?=[\p{L}\p{N}])/iu,
        "",
      )
      // "I was wondering if you could explain…", "I wonder what my notes say about…": the polite wrapper is no part of the question.
      .replace(
        /^(?:i\s+(?:was|am|'m)\s+wondering|i\s+wonder(?:ed)?|just\s+wondering)\s+(?:(?:if|whether)\s+(?:you|u)\s+(?:could|can|would|might)\s+|(?:if|whether)\s+)?/iu,
        "",
      )
      .replace(/\b(?:what'?s|wats|whats|wat's|wot's)\b/giu, "what is")
      .replace(/\b(?:wat|wht|whta)\b/giu, "what")
      .replace(/\bhow'?s\b/giu, "how is")
      // "what exactly is", "how does it actually work": the adverb is not part of the question's shape.
      .replace(/\b(what|how|why)\s+(?:exactly|actually|really|even|basically|precisely)\s+/giu, "$1 ")
      .replace(/\b(?:pls|plz|plez)\b/giu, "please")
      // "compound interest ah", "got mention or not leh": a Singlish or Malaysian sentence particle closes the sentence, it names nothing.
      .replace(SENTENCE_PARTICLE, "")
      // "the difference b/w X and Y", "cuz it's due": the short forms of "between" and "because".
      .replace(/(?<![\p{L}\p{N}])(?:b\/w|btwn|betw)(?![\p{L}\p{N}])/giu, "between")
      .replace(/(?<![\p{L}\p{N}'’])(?:cuz|coz|cos|b\/c|bc)(?![\p{L}\p{N}'’])/giu, "because")
      // "lost w/ big o notation ngl": "w/" is "with", and "ngl", "tbh", "fr" say how frankly, never what.
      .replace(/(?<![\p{L}\p{N}])w\/(?=\s)/giu, "with")
      .replace(/[,\s]+(?:ngl|tbh|fr|imo|lowkey|honestly)(?![\p{L}\p{N}])/giu, "")
      .replace(/(?<![\p{L}\p{N}'’-])u(?![\p{L}\p{N}'’-])/giu, "you")
  );
}
