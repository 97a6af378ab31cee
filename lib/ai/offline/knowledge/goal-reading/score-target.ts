/**
 * A score to raise ("IELTS 6 → 7.5", "TOEFL from 85 to 100", "托福想从85提到100", "雅思6.5考到7"): the
 * test scored is the subject, and a score to reach is an exam purpose, whatever the test is called.
 */
const NUMBER = String.raw`\d{1,4}(?:\.\d)?`;
const EN_SCORE = new RegExp(
  String.raw`^(?:(?:my|an?|the)\s+)?([A-Za-z][A-Za-z+ ]{1,24}?)\s+(?:score\s+)?(?:from\s+)?${NUMBER}\s*(?:→|->|=>|-->|to)\s*${NUMBER}(?![\d.])`,
  "i",
);
const ZH_SCORE = new RegExp(
  String.raw`^(?:我的?)?([\u3400-\u9fffA-Za-z]{2,8}?)(?:成绩|分数)?\s*(?:想|要|得|需要|希望)?\s*(?:从)?\s*${NUMBER}\s*分?\s*(?:想|要)?\s*(?:提到|提高到|提升到|考到|冲到|刷到|→|->|到)\s*${NUMBER}`,
  "u",
);

export function scoreTarget(clause: string): { test: string; said: string } | null {
  const found = EN_SCORE.exec(clause.trim()) ?? ZH_SCORE.exec(clause.trim());
  const test = found?.[1]?.trim();
  return found && test ? { test, said: found[0] } : null;
}
