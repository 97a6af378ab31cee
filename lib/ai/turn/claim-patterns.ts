/**
 * Claims in a tutor's words that a tool must back (issue 23 item 3), in English
 * and Chinese: claims of action ("I've updated notes/x.md", "I saved your
 * summary", "已更新…", "我已保存…") and of grounding ("According to your
 * material…", "根据你的资料…"). Pure: finds the sentences and the files they
 * name; ./turn-claims.ts checks them against the turn's tool calls.
 */
export type ClaimKind = "action" | "grounding";

export interface FoundClaim {
  kind: ClaimKind;
  /** The sentence that makes the claim, as the tutor wrote it (cut to 200 characters). */
  sentence: string;
  /** Files the sentence names (notes/x.md, ground-truth.md): an action claim about them needs a write to them. */
  paths: string[];
}

const EN_DONE =
  "(?:updated|saved|added|appended|inserted|written|wrote|edited|changed|modified|created|recorded|ticked|marked|checked\\s+off|" +
  "removed|deleted|fixed|corrected|replaced|renamed|stored|jotted|noted\\s+(?:it|this|that|down)|made\\s+the\\s+(?:change|edit)s?)";
const EN_FILE = "(?:notes?|file|ground[\\s-]?truth|guidance|milestones?|summary|[\\w./-]+\\.md)";
const ACTION: RegExp[] = [
  // "I've updated …", "I have now saved …", "I added …" — not "as I wrote above".
  new RegExp(
    `(?<!\\bas\\s)\\bI(?:'ve|\\s+have)?\\s+(?:now\\s+|just\\s+|already\\s+|also\\s+|successfully\\s+|gone\\s+ahead\\s+and\\s+)*${EN_DONE}\\b`,
    "i",
  ),
  // "Your notes have been updated", "ground-truth.md is now updated".
  new RegExp(`\\b${EN_FILE}\\s+(?:has|have|is|are)\\s+(?:now\\s+)?(?:been\\s+)?${EN_DONE}\\b`, "i"),
  // "Updated your notes.", "Done — saved it to notes/x.md."
  new RegExp(`^(?:done|all\\s+set|ok(?:ay)?)?[\\s,:!.—–-]*${EN_DONE}\\s+(?:your|the|it|this|that|[\\w./-]+\\.md)\\b`, "i"),
  // "I've made the change", "The edit has been applied"
  /\bI(?:'ve|\s+have)?\s+(?:now\s+|just\s+|already\s+)?(?:made|applied|saved|committed)\s+(?:the|your|that|this|those|these)\s+(?:changes?|edits?|updates?|corrections?)\b/i,
  /\b(?:changes?|edits?|updates?|corrections?)\s+(?:has|have)\s+been\s+(?:made|applied|saved)\b/i,
  // "我已更新…", "已保存", "已经帮你添加"
  /已(?:经)?(?:帮你|为你|给你|替你)?(?:(?:把|将)[^。！？\n]{0,40}?)?(?:更新|保存|添加|加入|加到|写入|写进|修改|改好|存好|记好|写好|加好|记录|记下|勾选|标记|创建|新建|删除|替换|补充|存入|存到)/,
  // "我更新了…", "我帮你保存了", "我把它加到你的笔记里了"
  /我(?:刚刚|刚才|刚|也|都)?(?:帮你|为你|给你|替你)?(?:(?:把|将)[^。！？\n]{0,40}?)?(?:更新|保存|添加|加入|加到|加进|写入|写进|写到|修改|改成|改为|记录|记下|勾选|标记|创建|新建|删除|删掉|替换|补充|存到|存入)[^。！？\n]{0,20}?了/,
  // "保存成功", "更新完毕", "完成了修改"
  /(?:更新|保存|修改|添加|写入|勾选|标记)(?:好了|完毕|成功)|完成了?(?:修改|更新|保存)/,
];
const ZH_NOT = /没|未|不|无法|别/;

const EN_SOURCE =
  "(?:own\\s+|uploaded\\s+|course\\s+)?(?:materials?|sources?|documents?|docs|uploads?|notes|readings?|files?|pdfs?|slides|chapters?|passages?|lecture\\s+notes)";
const GROUNDING: RegExp[] = [
  new RegExp(
    `\\b(?:according\\s+to|based\\s+on|as\\s+(?:stated|described|mentioned|explained|shown|written|noted|defined|said)\\s+in|drawing\\s+on|going\\s+by)\\s+(?:your|the)\\s+${EN_SOURCE}\\b`,
    "i",
  ),
  /\byour\s+(?:materials?|sources?|documents?|notes|lecture\s+notes|slides|pdf|uploads?)\s+(?:says?|states?|mentions?|explains?|describes?|defines?|shows?|confirms?|points?\s+out)\b/i,
  /\bI\s+(?:found|read|saw)\s+(?:this\s+|it\s+|that\s+)?in\s+your\s+(?:materials?|sources?|documents?|notes|uploads?)\b/i,
  /\bfrom\s+your\s+(?:materials?|sources|documents|uploads)\b/i,
  /\b(?:materials?|sources?|documents?|notes|pdfs?|files?|slides)\s+you\s+(?:uploaded|shared|added|provided|sent|gave)\b/i,
  /(?:根据|按照|依据|基于|据)(?:你|您)?的?(?:资料|材料|笔记|文档|来源|课件|讲义|文件|上传|章节|课程内容|原文)/,
  /(?:你|您)的(?:资料|材料|笔记|文档|讲义|课件|来源)(?:中|里|里面)?(?:提到|指出|写道|写着|说|显示|讲到|表明|定义|记载)/,
  /在(?:你|您)的(?:资料|材料|笔记|文档|来源)(?:中|里)(?:找到|看到|读到)/,
  /(?:资料|材料|文档|讲义|课件)(?:中|里|里面)(?:提到|指出|写道|写着|说|显示|讲到|表明|记载)/,
  /从(?:你|您)的(?:资料|材料|文档|来源)(?:来看|中|里)/,
];

const PATH = /[\p{L}\p{N}_\-./]+\.md\b/gu;

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?。！？])\s+|(?<=[。！？])|\n+/u)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function isActionClaim(sentence: string): boolean {
  return ACTION.some((pattern) => {
    const match = pattern.exec(sentence);
    // A Chinese claim said with a negation ("我没有保存", "未能更新") claims nothing.
    return match !== null && !(/\p{Script=Han}/u.test(match[0]) && ZH_NOT.test(match[0]));
  });
}

/** Every claim of action or grounding in the tutor's text, one per sentence (a sentence can make both). */
export function findClaims(text: string): FoundClaim[] {
  const found: FoundClaim[] = [];
  for (const sentence of sentencesOf(text)) {
    const shown = sentence.length > 200 ? `${sentence.slice(0, 199)}…` : sentence;
    const paths = [...new Set(sentence.match(PATH) ?? [])];
    if (isActionClaim(sentence)) found.push({ kind: "action", sentence: shown, paths });
    if (GROUNDING.some((pattern) => pattern.test(sentence))) found.push({ kind: "grounding", sentence: shown, paths });
  }
  return found;
}
