import { defineMessages } from "@/lib/i18n/messages";

/** What a learner reads when a model turn fails mid-stream (./describe-stream-error.ts), in each UI language. */
const en = {
  timedOut: "The model stopped sending its answer and timed out. Your conversation is kept: retry.",
  cutOff: "The connection to the model server broke off mid-answer. Your conversation is kept: retry.",
  notOpenAi:
    "The model server answered with a web page instead of a model response — check LLM_BASE_URL (it usually ends in /v1), then retry.",
  rejectedKey: "The model service rejected our credentials. Check LLM_API_KEY, then retry.",
  rateLimited: "The model service is rate-limiting us. Wait a moment, then retry.",
  serverFailed: "The model service failed (HTTP {status}). Your conversation is kept: retry.",
  refused: "The model service refused the request. Your conversation is kept: retry.",
  tooSlow: "The model took too long to answer. Your conversation is kept: retry.",
  unfinished: "The tutor could not finish this answer. Your conversation is kept: retry.",
} as const;

const zh = {
  timedOut: "模型停止发送回答，已超时。你的对话已保留：请重试。",
  cutOff: "与模型服务器的连接在回答中途断开了。你的对话已保留：请重试。",
  notOpenAi: "模型服务器返回的是一个网页，而不是模型的回答——请检查 LLM_BASE_URL（通常以 /v1 结尾），然后重试。",
  rejectedKey: "模型服务拒绝了我们的凭据。请检查 LLM_API_KEY，然后重试。",
  rateLimited: "模型服务正在限制我们的请求频率。请稍等片刻，然后重试。",
  serverFailed: "模型服务出错了（HTTP {status}）。你的对话已保留：请重试。",
  refused: "模型服务拒绝了这次请求。你的对话已保留：请重试。",
  tooSlow: "模型回答用时太长。你的对话已保留：请重试。",
  unfinished: "导师没能完成这次回答。你的对话已保留：请重试。",
} as const;

export const streamErrorMessages = defineMessages("streamErrors", { en, zh });
