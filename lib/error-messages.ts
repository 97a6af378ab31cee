import { defineMessages } from "@/lib/i18n/messages";

/**
 * What the one JSON error shape (lib/errors.ts) says to a person, in each UI language: a sentence for
 * every error code (what any error says in a language its own message is not written in), and the
 * sentences the common errors say exactly (`said`: a too-large request, a body that is not JSON, a
 * course that is not the asker's, a rate limit…). The English sentences are the messages themselves.
 * The code never changes with the language; anything internal stays in the server's log.
 */
const en = {
  code: {
    bad_request: "This request is not valid. Check what was sent, then try again.",
    invalid_json: "The request body is not valid JSON.",
    payload_too_large: "This request is too large.",
    uri_too_long: "This address is too long.",
    unsupported_media_type: "This request is sent in a format this address does not accept.",
    unauthorized: "Sign in, then try again.",
    forbidden: "You are not allowed to do that.",
    not_found: "This was not found, or it belongs to another browser.",
    method_not_allowed: "This address does not accept that kind of request.",
    conflict: "This changed in the meantime. Reload it, then try again.",
    evidence_required: "This needs practice evidence first: answer its questions, then try again.",
    rate_limited: "Too many requests. Wait a moment, then try again.",
    model_failed: "The model could not answer. Your work is kept: retry.",
    search_failed: "The search failed. Try again in a moment.",
    outline_invalid: "The outline the model wrote could not be used. Try again.",
    internal: "Something went wrong on our side. Please try again.",
  },
  said: {
    invalid: "The {what} is invalid: {issues}.",
    requestTooLarge: "The request is too large (limit {kb} KB).",
    uploadTooLarge: "The upload is too large (limit {mb} MB in one request).",
    sendJson: "Send the request as JSON (Content-Type: application/json).",
    sendForm: "Send the files as multipart/form-data (a form with one or more `file` fields).",
    bodyEmpty: "The request body is empty.",
    notJson: "The request body is not valid JSON.",
    uploadEmpty: "The upload is empty: attach at least one file.",
    uploadUnreadable: "The upload could not be read as a form: send it again as multipart/form-data.",
    courseNotFound: "This course does not exist, or it belongs to another browser.",
    noApi: "There is no API at {path}.",
    badAddress: "This address is not valid (broken percent-encoding in the URL).",
    methodNotAllowed: "{method} is not supported here; use one of: {methods}.",
    tooFastYou:
      "You're sending messages faster than the tutor can answer. Try again in {seconds, plural, one {# second} other {# seconds}}.",
    tooFastNetwork:
      "Your network is sending messages faster than the tutor can answer. Try again in {seconds, plural, one {# second} other {# seconds}}.",
    budgetSpentBrowser:
      "Today's AI budget for this browser is used up ({limit, number} tokens). It resets at 00:00 UTC, {hours, plural, =0 {in {minutes, plural, one {# minute} other {# minutes}}} one {in about # hour} other {in about # hours}}.",
    budgetSpentNetwork:
      "Today's AI budget for your network is used up ({limit, number} tokens). It resets at 00:00 UTC, {hours, plural, =0 {in {minutes, plural, one {# minute} other {# minutes}}} one {in about # hour} other {in about # hours}}.",
  },
};

const zh: typeof en = {
  code: {
    bad_request: "请求无效：请检查发送的内容后重试。",
    invalid_json: "请求内容不是有效的 JSON。",
    payload_too_large: "请求太大了。",
    uri_too_long: "地址太长了。",
    unsupported_media_type: "这个地址不接受这种格式的请求。",
    unauthorized: "请先登录，然后重试。",
    forbidden: "你没有权限这样做。",
    not_found: "没有找到，或者它属于另一个浏览器。",
    method_not_allowed: "这个地址不接受这种请求。",
    conflict: "内容在此期间已被修改。请重新加载后再试。",
    evidence_required: "这需要先有练习记录：先回答它的题目，然后再试。",
    rate_limited: "请求太频繁了。请稍等片刻再试。",
    model_failed: "模型没能给出回答。你的内容已保留：请重试。",
    search_failed: "搜索失败了。请稍后再试。",
    outline_invalid: "模型写出的大纲无法使用。请重试。",
    internal: "我们这边出了点问题。请重试。",
  },
  said: {
    invalid: "请求内容无效：{issues}。",
    requestTooLarge: "请求太大了（上限 {kb} KB）。",
    uploadTooLarge: "上传的文件太大了（单次上限 {mb} MB）。",
    sendJson: "请以 JSON 格式发送请求（Content-Type: application/json）。",
    sendForm: "请以 multipart/form-data 表单发送文件（包含一个或多个 `file` 字段）。",
    bodyEmpty: "请求内容是空的。",
    notJson: "请求内容不是有效的 JSON。",
    uploadEmpty: "上传内容是空的：请至少附上一个文件。",
    uploadUnreadable: "无法把上传内容读取为表单：请以 multipart/form-data 重新发送。",
    courseNotFound: "这门课程不存在，或者属于另一个浏览器。",
    noApi: "{path} 没有对应的接口。",
    badAddress: "这个地址无效（URL 中的百分号编码有误）。",
    methodNotAllowed: "这里不支持 {method}；请使用其中之一：{methods}。",
    tooFastYou: "你发消息的速度超过了导师回答的速度。请 {seconds} 秒后再试。",
    tooFastNetwork: "你的网络发消息的速度超过了导师回答的速度。请 {seconds} 秒后再试。",
    budgetSpentBrowser:
      "这个浏览器今天的 AI 额度已用完（{limit, number} 个 token）。额度在 UTC 00:00 重置，{hours, plural, =0 {约 {minutes} 分钟后} other {约 # 小时后}}。",
    budgetSpentNetwork:
      "你的网络今天的 AI 额度已用完（{limit, number} 个 token）。额度在 UTC 00:00 重置，{hours, plural, =0 {约 {minutes} 分钟后} other {约 # 小时后}}。",
  },
};

export const errorMessages = defineMessages("errors", { en, zh });
export type ErrorMessageKey = keyof typeof en.said;
