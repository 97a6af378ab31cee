import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { keyTerms } from "@/lib/ai/offline/text/key-terms";
import { askedItem } from "@/lib/ai/offline/text/names-nothing";
import { isTurnContext } from "@/lib/ai/turn/turn-context";
import { readBlock } from "@/lib/ai/prompt-blocks";
import { BLOCK, referenceBlockSchema, type ReferenceBlock } from "../contract";
import { linesTerms } from "./line-answers";
import { readTutorRequest } from "./tutor-requests";

/**
 * A follow-up that names nothing ("and the second one?", "那第二个呢", "再说详细点", "example?") is
 * about the conversation: the subject of the learner's last turn that named one, or the item the
 * previous reply listed at that place. The earlier turns are read from the prompt as hostile input:
 * only text parts count, each clipped, reference blocks only when they parse, and an earlier reply —
 * which anything could have written — only ever picks words to search the course for: the answer
 * quotes what that search finds, never the reply.
 */
interface EarlierTurn {
  said: string;
  references: ReferenceBlock[];
  reply: string;
}

/** How far back a follow-up looks, and how much of each message is read. */
const MAX_TURNS = 6;
const MAX_TEXT = 4000;
const MAX_ITEM = 300;

/** The turns before the latest message, newest first. */
function earlierTurns(prompt: LanguageModelV4Prompt): EarlierTurn[] {
  const latest = prompt.findLastIndex((message) => message.role === "user" && !isTurnContext(message));
  const turns: EarlierTurn[] = [];
  for (const message of prompt.slice(0, Math.max(0, latest))) {
    if (message.role === "user" && !isTurnContext(message)) {
      const turn: EarlierTurn = { said: "", references: [], reply: "" };
      for (const part of message.content) {
        if (part.type !== "text") continue;
        const block = referenceBlockSchema.safeParse(readBlock(part.text, BLOCK.reference));
        if (block.success) turn.references.push(block.data);
        else turn.said = `${turn.said} ${part.text}`.slice(0, MAX_TEXT);
      }
      turns.push(turn);
    } else if (message.role === "assistant" && turns.length > 0) {
      const turn = turns.at(-1)!;
      for (const part of message.content) if (part.type === "text") turn.reply = `${turn.reply}\n${part.text}`.slice(0, MAX_TEXT);
    }
  }
  return turns.reverse().slice(0, MAX_TURNS);
}

/** What a turn was about: its selected lines, the subject its words name, or nothing (a follow-up itself). */
function subjectOf(turn: EarlierTurn): string[] {
  if (turn.references[0]) return linesTerms(turn.references[0]);
  const request = readTutorRequest(turn.said, false);
  if (request.kind === "none") return request.about ?? [];
  if ((request.kind === "add" || request.kind === "give") && request.topic) return [request.topic];
  if (request.kind === "quiz" && request.topic) return [request.topic];
  return [];
}

/** The list a reply made ("- …", "1. …", "• …"), each item without its citation and quote marks. */
function listItems(reply: string): string[] {
  return reply
    .split("\n")
    .map((line) => /^\s*(?:[-*•]|\d{1,2}[.)、])\s+(.+)$/u.exec(line)?.[1] ?? "")
    .filter(Boolean)
    .map((item) =>
      item
        .slice(0, MAX_ITEM)
        .replace(/\[[^\]]*\]|\([^()]*\)|（[^（）]*）|\s[—–-]+\s.*$|——.*$/gu, " ")
        .replace(/^(?:line|第)\s*\d+\s*(?:行)?\s*[:：]/iu, " ")
        .replace(/[“”"「」]/gu, " "),
    );
}

/** What the tutor's earlier replies said, newest first: "tell me more", "再说详细点" quote only what none of them did. */
export function earlierReplies(prompt: LanguageModelV4Prompt): string[] {
  return earlierTurns(prompt)
    .map((turn) => turn.reply)
    .filter(Boolean);
}

/**
 * The subject terms a follow-up that names nothing is about, from the conversation before it: the
 * asked item of the previous reply's list ("the second one"), else the subject of the latest turn that
 * named one ("再说详细点"). An empty list when there is no usable earlier turn: then the tutor asks.
 */
export function followUpTerms(prompt: LanguageModelV4Prompt, text: string): string[] {
  const turns = earlierTurns(prompt);
  const item = askedItem(text);
  if (item !== null) {
    const items = turns[0] ? listItems(turns[0].reply) : [];
    const picked = item === "last" ? items.at(-1) : items[item - 1];
    return picked ? keyTerms(picked, 3) : [];
  }
  for (const turn of turns) {
    const terms = subjectOf(turn);
    if (terms.length > 0) return terms;
  }
  return [];
}
