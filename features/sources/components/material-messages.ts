import { defineMessages, type MessageShape, type Translated } from "@/lib/i18n/messages";

/** The tutor's material steps and citation chips (en and zh, same keys). */
const en = {
  steps: "Steps",
  showSteps: "Show steps",
  hideSteps: "Hide steps",
  thought: "Thought",
  action: "Action",
  observation: "Observation",
  searchAction: "Searched your material for “{query}”",
  readAction: "Read {title}, lines {start}–{end}",
  searching: "Searching your material for “{query}”…",
  reading: "Reading lines {start}–{end}…",
  hits: "{count, plural, =0 {Nothing relevant: your material does not cover this.} one {# relevant passage} other {# relevant passages}}",
  failed: "Didn't work: {error}",
  invalid: "The tutor's request was malformed: {error}",
  lines: "lines {start}–{end}",
  page: "p. {page}",
  pages: "pp. {from}–{to}",
  channelKeyword: "keyword",
  channelSemantic: "semantic",
  foundBy: "found by {channels}",
  open: "Open {ref}: {where}",
  unverified: "unverified",
  unverifiedTitle: "No search in this answer returned {ref}: the tutor may have made it up.",
  modeKeyword: "Material search: keyword",
  modeHybrid: "Material search: keyword + semantic ({model})",
} as const;

const zh: MessageShape<typeof en> = {
  steps: "步骤",
  showSteps: "显示步骤",
  hideSteps: "隐藏步骤",
  thought: "思考",
  action: "行动",
  observation: "观察",
  searchAction: "在你的资料中搜索了“{query}”",
  readAction: "读取了 {title} 第 {start}–{end} 行",
  searching: "正在你的资料中搜索“{query}”…",
  reading: "正在读取第 {start}–{end} 行…",
  hits: "{count, plural, =0 {没有相关内容：你的资料没有涉及这一点。} other {找到 # 个相关段落}}",
  failed: "没有成功：{error}",
  invalid: "导师的请求格式有误：{error}",
  lines: "第 {start}–{end} 行",
  page: "第 {page} 页",
  pages: "第 {from}–{to} 页",
  channelKeyword: "关键词",
  channelSemantic: "语义",
  foundBy: "来自{channels}搜索",
  open: "打开 {ref}：{where}",
  unverified: "未核实",
  unverifiedTitle: "本次回答中没有任何搜索返回 {ref}：可能是导师编造的。",
  modeKeyword: "资料搜索：关键词",
  modeHybrid: "资料搜索：关键词 + 语义（{model}）",
};

export const materialMessages = defineMessages("sourcesTutor", { en, zh });
export type MaterialStrings = Translated<typeof en>;
