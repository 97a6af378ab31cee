/**
 * How two copies of a chat relate, so that importing a file or restoring from the account never
 * duplicates a session and never loses one (the learner's browser and the account's backup both
 * use it). A session id names one conversation wherever it travels:
 *   - same: the same messages (title and note follow the copy changed last);
 *   - a copy whose message ids extend the other's is the conversation gone further: it wins;
 *   - the same ids with different content: the copy changed last wins (a reply finished there);
 *   - diverged (each has messages the other lacks): both are kept, the incoming under a new id.
 * A session under another id with exactly the same messages is the same chat too (an export that
 * an older import had given a new id): it is not added again.
 */
export type ChatComparison = "same" | "incoming" | "kept" | "diverged";

export interface ComparableChat {
  session: { updatedAt: number };
  messages: readonly { id: string }[];
}

export function compareChats(kept: ComparableChat, incoming: ComparableChat): ChatComparison {
  const keptJson = JSON.stringify(kept.messages);
  const incomingJson = JSON.stringify(incoming.messages);
  if (keptJson === incomingJson) return kept.session.updatedAt < incoming.session.updatedAt ? "incoming" : "same";
  const keptIds = kept.messages.map((message) => message.id);
  const incomingIds = incoming.messages.map((message) => message.id);
  if (keptIds.length !== incomingIds.length) {
    const [shorter, longer] = keptIds.length < incomingIds.length ? [keptIds, incomingIds] : [incomingIds, keptIds];
    if (!shorter.every((id, index) => longer[index] === id)) return "diverged";
    return shorter === keptIds ? "incoming" : "kept";
  }
  if (!keptIds.every((id, index) => incomingIds[index] === id)) return "diverged";
  return kept.session.updatedAt < incoming.session.updatedAt ? "incoming" : "kept";
}

/** A chat's content, for finding the same messages under another id (cyrb53: fast, not cryptographic). */
export function contentFingerprint(messages: readonly unknown[]): string {
  const text = JSON.stringify(messages);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${text.length}:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}
