/**
 * A learner correcting themselves mid-goal ("I want to learn Java, I mean JavaScript", "teach me
 * French, sorry I mean Spanish", "我想学法语，哦不对，是西班牙语"): the corrected words replace the ones
 * they correct, so the goal is read as it was meant and the first slip is never the subject.
 */

/** "Java, I mean JavaScript", "French, sorry I meant Spanish", "SQL — no wait, NoSQL". */
// The slip starts where a run of word characters does (the first match is the same): tried from each
// character of a long unspaced run, each start re-read the run (4,000 characters: quadratic).
const EN_CORRECTION =
  /(?<![\p{L}\p{N}+#.'-])((?:[\p{L}\p{N}+#.'-]+\s+){0,4}?[\p{L}\p{N}+#.'-]+)\s*(?:[,;—–-]\s*|\s+)(?:(?:sorry|oops|er+|um+|uh+|no|wait|actually)[,\s]+)*(?:i\s+mean(?:t)?|no\s+wait|i\s+meant\s+to\s+say)[,:]?\s+([^,.;!?—–]+)/iu;
/** "学法语，哦不对，是西班牙语", "考PMP，说错了，是ACP". */
const ZH_CORRECTION =
  /(学习?|了解|考|练|补|读)([^，,。；;！!？?\s]{1,12})\s*[，,]?\s*(?:哦|噢|呃|啊)?(?:不对|说错了|我是说|应该说|更正)\s*[，,：:]?\s*(?:是|应该是)?\s*([^，,。；;！!？?]+)/u;

const words = (text: string) => text.trim().split(/\s+/);

export function withCorrections(text: string): string {
  let read = text;
  for (let guard = 0; guard < 3; guard += 1) {
    const en = EN_CORRECTION.exec(read);
    if (en) {
      const said = words(en[1]!);
      const meant = words(en[2]!);
      // As many words go as the correction has: "machine learning, I mean deep learning".
      const kept = said.slice(0, Math.max(0, said.length - meant.length));
      read = read.slice(0, en.index) + [...kept, ...meant].join(" ") + read.slice(en.index + en[0].length);
      continue;
    }
    const zh = ZH_CORRECTION.exec(read);
    if (!zh) break;
    read = read.slice(0, zh.index) + zh[1]! + zh[3]!.trim() + read.slice(zh.index + zh[0].length);
  }
  return read;
}
