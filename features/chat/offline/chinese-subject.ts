import { isStopWord, keyTerms, segmentWords } from "@/lib/ai/offline/text/key-terms";
import { ONE_CHARACTER_TERM } from "./chat-phrasings";

/** A Latin-script name in Chinese text: "C#", "C++", ".NET", "Node.js", and "R", "Go" (lib/symbol-names reads only the first four). */
const LATIN_NAME = /(?<![A-Za-z0-9])\.?[A-Za-z][A-Za-z0-9]*(?:[#+]+|\.[A-Za-z0-9]+)*/gu;

/**
 * A Chinese capture cut to its subject: from the first key term to the last (Intl.Segmenter word
 * boundaries), so "初学者的机器学习" is 机器学习 and never 者, and "Python 的装饰器" stays whole.
 */
export function chineseSubject(captured: string): string {
  const lower = captured.toLowerCase();
  const terms = keyTerms(captured, 6);
  const spans = terms.flatMap((term) => {
    const at = lower.indexOf(term.toLowerCase());
    return at >= 0 ? [[at, at + term.length] as const] : [];
  });
  // Key terms drop what is short or carries symbols: "C#", "C++", ".NET", "R", "Go" are still subjects.
  for (const name of captured.matchAll(LATIN_NAME)) {
    // "B+树", "R语言": a Latin name written together with the Han word it names is one subject.
    const han = /^\p{Script=Han}+/u.exec(captured.slice(name.index + name[0].length))?.[0] ?? "";
    const word = han ? (segmentWords(han)[0] ?? "") : "";
    const joined = word && !isStopWord(word) && han.startsWith(word) ? word.length : 0;
    spans.push([name.index, name.index + name[0].length + joined]);
  }
  // "熵", "酶", "锁": a one-character term is still a subject when it is all the capture names.
  if (spans.length === 0)
    return terms.join(" ") || (ONE_CHARACTER_TERM.test(captured.trim()) && !isStopWord(captured.trim()) ? captured.trim() : "");
  let start = Math.min(...spans.map(([begin]) => begin));
  // "有丝分裂" segments as 有|丝|分裂: a word the segmenter does not know falls into single characters, and a
  // stop word among them ("有") that alone opens the capture belongs to the word, never to the frame.
  if (
    start === 1 &&
    /^(?![了的着过吗呢吧啊呀是在和与跟及或把被给让对从向])\p{Script=Han}$/u.test(captured[0]!) &&
    (segmentWords(captured.slice(1))[0] ?? "").length === 1
  )
    start = 0;
  // "供需关系", "因果关系": 关系 written onto the term (no 的 between) ends its name, though alone it asks ("有什么关系").
  const end = Math.max(...spans.map(([, stop]) => stop));
  const head = /^关系(?=[吗呢吧啊呀了？?。！!\s]*$)/u.exec(captured.slice(end))?.[0].length ?? 0;
  return captured.slice(start, end + head).trim();
}
