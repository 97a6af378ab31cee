import { TOOL } from "@/features/interview/contract";
import { forcedToolOf, goodReply } from "./good-model";
import type { RecordedRequest, Reply, Script } from "./wire-types";

/** The request asks for the interview's question card. */
export const asksQuestion = (request: RecordedRequest) => forcedToolOf(request.body) === TOOL.presentOptions;

/**
 * A polite model except where `when` matches: there it answers `bad(n)`, n
 * counting the matching requests from 0 (so "bad once, then fine" is easy).
 */
export function misbehave(when: (request: RecordedRequest) => boolean, bad: (n: number, request: RecordedRequest) => Reply | null): Script {
  let n = 0;
  return (request) => {
    if (!when(request)) return goodReply(request);
    return bad(n++, request) ?? goodReply(request);
  };
}

/** The good call's arguments for this request, for scripts that alter them. */
export function goodArguments(request: RecordedRequest): Record<string, unknown> {
  const reply = goodReply(request);
  return (reply.toolCalls?.[0]?.arguments ?? {}) as Record<string, unknown>;
}
