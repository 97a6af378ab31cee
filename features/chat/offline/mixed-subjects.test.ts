import { describe } from "vitest";
import { itRoutesEachMessageWhateverTheUiLanguage, type MessageRow as Row } from "@/tests/support/chat/held-out-message-rows";
import { CHAT_TOOL } from "../contract";

/**
 * Subjects that start with a Han character that is also a size word (大, 小, 新) or that mix a Latin
 * name into Han (大O, B树, C语言, K均值), asked in a manner ("用大白话", "in plain English"): the
 * subject searched is the whole name, never its tail ("O表示法") nor the manner.
 */
const ROWS: Row[] = [
  [[], "用大白话讲讲大O表示法", CHAT_TOOL.searchMyCourses, "大O表示法"],
  [[], "什么是大O表示法", CHAT_TOOL.searchMyCourses, "大O表示法"],
  [[], "通俗地讲讲B树", CHAT_TOOL.searchMyCourses, "B树"],
  [[], "小波变换是什么", CHAT_TOOL.searchMyCourses, "小波变换"],
  [[], "新古典经济学是什么", CHAT_TOOL.searchMyCourses, "新古典经济学"],
  [[], "K均值聚类是什么意思", CHAT_TOOL.searchMyCourses, "K均值聚类"],
  [[], "用简单的话解释一下大数定律", CHAT_TOOL.searchMyCourses, "大数定律"],
  [[], "what is big O notation?", CHAT_TOOL.searchMyCourses, "big O notation"],
  [[], "explain B-trees in plain English", CHAT_TOOL.searchMyCourses, "B-trees"],
];

describe("the offline chat on subjects with a size word or a Latin name inside", () => {
  itRoutesEachMessageWhateverTheUiLanguage(ROWS);
});
