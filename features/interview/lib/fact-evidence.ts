/**
 * Whether a fact the model claims ("noted: background = Beginner") is backed by
 * what the learner actually said or chose. The profile takes only the learner's
 * evidence: a model that writes "You chose Beginner" before any answer must not
 * fill the background. A claim counts when most of its content words (or, for
 * Chinese, its character pairs) appear in the learner's own words.
 */
const STOP_WORDS = new Set([
  "the",
  "and",
  "for",
  "with",
  "you",
  "your",
  "are",
  "has",
  "have",
  "who",
  "want",
  "wants",
  "learner",
  "they",
  "their",
  "that",
  "this",
  "some",
  "from",
  "into",
]);

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}+#.-]{3,}/gu) ?? []).filter(
    (word) => !STOP_WORDS.has(word) && !/^\p{Script=Han}/u.test(word),
  );
}

function hanPairsOf(text: string): string[] {
  const han = (text.match(/\p{Script=Han}+/gu) ?? []).join("|");
  const pairs: string[] = [];
  for (let index = 0; index + 1 < han.length; index++) {
    const pair = han.slice(index, index + 2);
    if (!pair.includes("|")) pairs.push(pair);
  }
  return pairs;
}

export function isBackedByLearner(claim: string, learnerWords: readonly string[]): boolean {
  const said = learnerWords.join("\n").toLowerCase();
  if (!said.trim()) return false;
  const tokens = [...wordsOf(claim), ...hanPairsOf(claim)];
  if (tokens.length === 0) return false;
  const found = tokens.filter((token) => said.includes(token)).length;
  return found / tokens.length >= 0.5;
}
