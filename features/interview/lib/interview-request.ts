import { z } from "zod";
import { AppError } from "@/lib/errors";
import { describeZodError } from "@/lib/http/zod-error-message";
import { localeSchema } from "@/lib/i18n/locale";
import { MAX_MATERIAL_DOCUMENTS } from "./research-material";

import { INTERVIEW_BODY_LIMIT_BYTES, MAX_USER_TEXT_LENGTH } from "./interview-limits";

export { INTERVIEW_BODY_LIMIT_BYTES, MAX_USER_TEXT_LENGTH };

/**
 * The envelope of a `useChat` request. Message parts are checked in detail by
 * validateInterviewMessages; here only what must hold before that can run.
 * The client may never send a system message: that would be instructions.
 */
const messageEnvelopeSchema = z
  .object({
    id: z.string().min(1).max(200),
    role: z.enum(["user", "assistant"]),
    // Only "an object" here: validateInterviewMessages parses every part in full once (z.record
    // walked and copied each part's keys first, the largest cost of this parse).
    parts: z.array(z.custom<Record<string, unknown>>(isJsonObject, "A message part must be an object")).max(80),
    metadata: z.unknown().optional(),
  })
  .passthrough();

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export const interviewRequestSchema = z.object({
  id: z.string().trim().min(1).max(100),
  messages: z.array(messageEnvelopeSchema).min(1).max(200),
  trigger: z.enum(["submit-message", "regenerate-message"]).optional(),
  messageId: z.string().max(200).optional(),
  /** Optional: the app sends its UI language as a cookie instead (see uiLocaleOf). */
  locale: localeSchema.optional(),
  /**
   * Documents the learner attached on /create (ids the app issued for this interview),
   * read by the research step. Repeats are dropped; ownership is the app's check.
   */
  materialIds: z
    .array(z.string().trim().min(1).max(100))
    .max(MAX_MATERIAL_DOCUMENTS, `An interview can start from at most ${MAX_MATERIAL_DOCUMENTS} documents.`)
    .transform((ids) => [...new Set(ids)])
    .optional(),
});
export type InterviewRequest = z.infer<typeof interviewRequestSchema>;

export function parseInterviewRequest(body: unknown): InterviewRequest {
  const parsed = interviewRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError("bad_request", {
      en: `The interview request is invalid: ${describeZodError(parsed.error)}.`,
      zh: `访谈请求无效：${describeZodError(parsed.error)}。`,
    });
  }
  // Only the learner's own words are limited; the tutor's text is bounded by the body limit.
  for (const message of parsed.data.messages.filter((candidate) => candidate.role === "user")) {
    for (const part of message.parts) {
      if (part.type === "text" && typeof part.text === "string" && part.text.length > MAX_USER_TEXT_LENGTH) {
        throw new AppError("payload_too_large", {
          en: `A message is too long (${part.text.length} characters; the limit is ${MAX_USER_TEXT_LENGTH}).`,
          zh: `消息太长了（${part.text.length} 个字符；上限 ${MAX_USER_TEXT_LENGTH}）。`,
        });
      }
    }
  }
  return parsed.data;
}
