import { getToolName, isToolUIPart, parseJsonEventStream, readUIMessageStream, uiMessageChunkSchema, type UIMessageChunk } from "ai";
import type { InterviewAgent, InterviewUIMessage } from "@/features/interview/agents/interview-agent";
import { streamInterviewTurn } from "@/features/interview/server/stream-interview";
import { turnModels } from "@/lib/ai/turn-model";
import { parseInterviewRequest } from "@/features/interview/lib/interview-request";
import type { CourseOutline, PresentOptionsInput, PresentOptionsOutput } from "@/features/interview/lib/interview-schemas";
import { TOOL } from "@/features/interview/contract";
import type { Locale } from "@/lib/i18n/locales";

/**
 * Plays the browser's part of an interview without a browser: sends the
 * history, assembles the streamed reply the way useChat does (continuations
 * stream into the same assistant message), answers each question, repeats.
 */
export type AnswerStrategy = (question: PresentOptionsInput, turn: number) => PresentOptionsOutput;

export const clickFirstOption: AnswerStrategy = (question) => ({ selected: [question.options[0] ?? "?"] });

export interface InterviewRun {
  messages: InterviewUIMessage[];
  outline: CourseOutline | null;
  questions: PresentOptionsInput[];
  requests: number;
  errors: string[];
}

async function readTurn(response: Response, continueFrom: InterviewUIMessage | undefined) {
  if (!response.ok || !response.body) throw new Error(`interview request failed: HTTP ${response.status} ${await response.text()}`);
  const errors: string[] = [];
  const chunks = parseJsonEventStream({ stream: response.body, schema: uiMessageChunkSchema }).pipeThrough(
    new TransformStream<{ success: boolean; value?: UIMessageChunk }, UIMessageChunk>({
      transform(result, controller) {
        if (!result.success || !result.value) return;
        if (result.value.type === "error") errors.push(result.value.errorText);
        controller.enqueue(result.value);
      },
    }),
  );
  let message: InterviewUIMessage | undefined;
  for await (const snapshot of readUIMessageStream<InterviewUIMessage>({ stream: chunks, message: continueFrom })) {
    message = snapshot;
  }
  return { message, errors };
}

export async function runInterview(options: {
  /** The agent to run in-process; ignored when `send` is given. */
  agent?: InterviewAgent;
  /** Sends one request body some other way (e.g. through the real route handler). */
  send?: (body: string) => Promise<Response>;
  /** The request's `id` (the interview id). */
  interviewId?: string;
  goal: string;
  locale?: Locale;
  answer?: AnswerStrategy;
  maxRequests?: number;
  /** Documents attached on /create, sent with every request (the browser's `materialIds`). */
  materialIds?: string[];
  /** Called with each request body (JSON text) before it is sent, e.g. to measure it. */
  onRequest?: (body: string) => void;
}): Promise<InterviewRun> {
  const answer = options.answer ?? clickFirstOption;
  const messages: InterviewUIMessage[] = [{ id: "goal", role: "user", parts: [{ type: "text", text: options.goal }] }];
  const run: InterviewRun = { messages, outline: null, questions: [], requests: 0, errors: [] };

  while (run.requests < (options.maxRequests ?? 16)) {
    run.requests += 1;
    const body = JSON.stringify({
      id: options.interviewId ?? "driver",
      messages,
      locale: options.locale ?? "en",
      ...(options.materialIds ? { materialIds: options.materialIds } : {}),
    });
    options.onRequest?.(body);
    const response = options.send
      ? await options.send(body)
      : await streamInterviewTurn(
          parseInterviewRequest(JSON.parse(body)),
          // Without an agent: the app's, on the configured models.
          options.agent ? { agent: options.agent } : { models: turnModels() },
        );
    const last = messages.at(-1);
    const continuing = last?.role === "assistant" ? last : undefined;
    const { message, errors } = await readTurn(response, continuing);
    run.errors.push(...errors);
    if (!message) break;
    if (continuing) messages[messages.length - 1] = message;
    else messages.push(message);
    if (errors.length) break;

    const parts = message.parts.filter(isToolUIPart);
    const outlinePart = parts.find((part) => getToolName(part) === TOOL.designCurriculum && part.state === "output-available");
    if (outlinePart) {
      run.outline = outlinePart.output as CourseOutline;
      break;
    }
    const pending = parts.find((part) => getToolName(part) === TOOL.presentOptions && part.state === "input-available");
    if (!pending) break;
    const question = pending.input as PresentOptionsInput;
    run.questions.push(question);
    const output = answer(question, run.questions.length);
    messages[messages.length - 1] = {
      ...message,
      parts: message.parts.map((part) =>
        isToolUIPart(part) && part.toolCallId === pending.toolCallId
          ? ({ ...part, state: "output-available", output } as typeof part)
          : part,
      ),
    };
  }
  return run;
}
