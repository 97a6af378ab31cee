/**
 * What the scripted chat-completions server receives and what a script tells it
 * to answer. A script sees one request at a time and returns one Reply.
 */
export interface WireTool {
  type: string;
  function: { name: string; description?: string; parameters: Record<string, unknown> };
}
export interface WireMessage {
  role: string;
  content?: unknown;
  tool_call_id?: string;
  tool_calls?: { id: string; type: string; function: { name: string; arguments: string } }[];
}
export interface WireBody {
  model: string;
  stream?: boolean;
  stream_options?: unknown;
  messages: WireMessage[];
  tools?: WireTool[];
  tool_choice?: string | { type: string; function: { name: string } };
  parallel_tool_calls?: boolean;
}
export interface RecordedRequest {
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: WireBody;
  /** 0-based index over the server's lifetime (or since the last reset). */
  index: number;
}

export interface WireToolCall {
  name: string;
  /** An object is sent as a JSON string unless `argumentsAsObject`; a string is sent verbatim (broken JSON too). */
  arguments: unknown;
  id?: string;
  /** Send `arguments` as a JSON object instead of a string (some servers do). */
  argumentsAsObject?: boolean;
  /** How many deltas the arguments are split into (default 3). */
  split?: number;
  /** Stream the arguments only up to this fraction (0..1) — a call cut mid-stream. */
  truncateAt?: number;
  /** Send the whole call a second time (same index and id), as some proxies do. */
  duplicate?: boolean;
}

export interface Reply {
  /** Non-200 status: sent with `errorBody` (JSON unless a string). */
  status?: number;
  errorBody?: unknown;
  headers?: Record<string, string>;
  /** Replace the whole body (e.g. an HTML page with status 200). */
  rawBody?: string;
  contentType?: string;
  /** Text deltas (a string is split into ~8 pieces, cutting tags mid-token). */
  content?: string | string[];
  /** DeepSeek-style `delta.reasoning_content` deltas, sent before the content. */
  reasoning?: string | string[];
  toolCalls?: WireToolCall[];
  /** Content sent after the tool calls. */
  contentAfterTools?: string;
  /** Default: "tool_calls" when there are calls, else "stop". null sends no finish reason. */
  finishReason?: string | null;
  usage?: { prompt_tokens: number; completion_tokens: number } | null;
  /** Every chunk carries `choices: []` (and nothing is said). */
  emptyChoices?: boolean;
  /** Destroy the socket after this many SSE frames were written. */
  cutAfterFrames?: number;
  /** Stop writing (socket left open) after this many SSE frames; 0 = before the headers. */
  stallAfterFrames?: number;
  /** Delay between frames, ms. */
  frameDelayMs?: number;
  /** Delay before the response headers, ms. */
  firstByteDelayMs?: number;
}

export type Script = (request: RecordedRequest) => Reply;
