/**
 * Words that carry the question: what the offline answerer searches for and
 * how it tells a passage that answers from one that merely came back.
 */
const EN_STOP = new Set(
  "a an the is are was were be been do does did what why how when where who whom which whose can could should would will shall may might must of in on at to for from by with about into over under and or not no this that these those it its i me my you your we our they them their he she his her explain explained define describe tell please give show say says said mean means meaning there here than then also just".split(
    " ",
  ),
);
const ZH_FILLER =
  /什么|为什么|怎么样|怎么|如何|哪些|哪个|哪里|是否|请问|请|解释一下|解释|介绍一下|介绍|说明|告诉我|一下|是|的|了|吗|呢|吧|啊|和|与|在|有|我|你|它|这|那|个|中|资料|材料/gu;
const HAN_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/gu;
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/u;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

/** Content terms: English words (3+ letters, no stop-words) and Chinese bigrams of the text left after question words. */
export function contentTerms(text: string): string[] {
  const normal = text.normalize("NFKC").toLowerCase();
  const terms = new Set<string>();
  for (const word of normal.replace(HAN_RUN, " ").match(WORD) ?? []) {
    if ((word.length >= 3 || /\d/.test(word)) && !EN_STOP.has(word)) terms.add(word);
  }
  for (const run of normal.replace(ZH_FILLER, " ").match(HAN_RUN) ?? []) {
    if (run.length === 1) terms.add(run);
    for (let i = 0; i + 1 < run.length; i += 1) terms.add(run.slice(i, i + 2));
  }
  return [...terms];
}

/** The search to run for a question: its content words, in order, bounded. */
export function searchQueryFor(question: string): string {
  const normal = question.normalize("NFKC");
  const kept = (normal.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).flatMap((token) => {
    if (HAN.test(token)) {
      return token.replace(ZH_FILLER, " ").split(/\s+/).filter(Boolean);
    }
    return EN_STOP.has(token.toLowerCase()) ? [] : [token];
  });
  const query = kept.join(" ").slice(0, 300).trim();
  return query || normal.replace(/\s+/g, " ").trim().slice(0, 300);
}

/** How many of the question's terms a passage contains. */
export function overlap(questionTerms: readonly string[], passage: string): number {
  const text = passage.normalize("NFKC").toLowerCase();
  return questionTerms.filter((term) => text.includes(term)).length;
}

const QUESTION =
  /[?？]|^\s*(what|why|how|when|where|who|which|whose|explain|define|describe|tell me|summari[sz]e|is|are|does|do|did|can|could|should|according)\b|什么|为什么|怎么|如何|哪|吗|呢|是否|解释|介绍|说明|讲讲|总结|根据/iu;
/** Asking the tutor to quiz, or to add something to a note, is not a question for the material. */
const NOT_FOR_MATERIAL = /\bquiz\b|test me|测验|考考我|\badd (this|it|that)\b|加到|补充到/iu;

export function isMaterialQuestion(text: string): boolean {
  return QUESTION.test(text) && !NOT_FOR_MATERIAL.test(text);
}
