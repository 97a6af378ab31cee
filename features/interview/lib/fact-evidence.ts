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

/**
 * The share of `text`'s content words (or Chinese character pairs) that `other` also has: 1 when
 * "Build a real project with SQL" is held against "Build and ship a real project with SQL".
 */
export function sharedWordsShare(text: string, other: string): number {
  const tokens = [...wordsOf(text), ...hanPairsOf(text)];
  if (tokens.length === 0) return 0;
  const said = other.toLowerCase();
  return tokens.filter((token) => said.includes(token)).length / tokens.length;
}

export function isBackedByLearner(claim: string, learnerWords: readonly string[]): boolean {
  const said = learnerWords.join("\n");
  return said.trim() !== "" && sharedWordsShare(claim, said) >= 0.5;
}
