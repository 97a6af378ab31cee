/**
 * recall@k for the quality set: a question counts as answered when one of the top k ranked
 * passages contains its expected passage (whitespace-insensitive; when a document id is given on
 * both sides they must match). A chunk boundary inside the expected passage is forgiven when a
 * hit holds most (≥ 60%) of the passage as one contiguous piece (its head, its tail or a middle part).
 */
export type RankedPassage = string | { text: string; documentId?: string };

function squash(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

function longestCommonPrefixOrSuffixShare(passage: string, hit: string): number {
  // The passage cut by a chunk boundary: its head ends the hit, or its tail starts it.
  let best = 0;
  for (let length = passage.length - 1; length > best; length -= 1) {
    if (hit.endsWith(passage.slice(0, length)) || hit.startsWith(passage.slice(passage.length - length))) best = length;
  }
  return passage.length ? best / passage.length : 0;
}

function answers(hit: RankedPassage, expected: { passage: string; documentId?: string }): boolean {
  const text = squash(typeof hit === "string" ? hit : hit.text);
  const hitDocument = typeof hit === "string" ? undefined : hit.documentId;
  if (hitDocument && expected.documentId && hitDocument !== expected.documentId) return false;
  const passage = squash(expected.passage);
  if (!passage || !text) return false;
  if (text.includes(passage) || (text.length >= passage.length * 0.6 && passage.includes(text))) return true;
  return longestCommonPrefixOrSuffixShare(passage, text) >= 0.6;
}

/** 1 when one of the first k passages answers, else 0. */
export function recallAtK(rankedPassages: readonly RankedPassage[], expected: { passage: string; documentId?: string }, k: number): 0 | 1 {
  return rankedPassages.slice(0, Math.max(0, k)).some((hit) => answers(hit, expected)) ? 1 : 0;
}

/** The mean of recallAtK over many questions (0 for none). */
export function meanRecallAtK(
  results: readonly { ranked: readonly RankedPassage[]; expected: { passage: string; documentId?: string } }[],
  k: number,
): number {
  if (!results.length) return 0;
  return results.reduce((sum, { ranked, expected }) => sum + recallAtK(ranked, expected, k), 0) / results.length;
}
