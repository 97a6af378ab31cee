/**
 * Whether a goal's words only ask for a course from attached material: "Build a course from this
 * document" / "根据这份文档给我做一门课" names no subject at all: the document does.
 */
const EN_MATERIAL =
  /\b(?:from|out of|based on|using|use|with|on|about|turn|study|read|uploaded|attached|sent|shared|added)\s+(?:this|these|the|my|that|a|an|the attached|my attached|the uploaded|my uploaded|attached|uploaded)\s+(?:(?:attached|uploaded|pdf|word|lecture|course|class|textbook|study|own)\s+)?(?:documents?|docs?|files?|pdfs?|textbooks?|text ?books?|chapters?|notes|slides|papers?|articles?|books?|materials?|handouts?|readings?|manuals?|guides?|lecture notes|attachments?|uploads?)\b|\b(?:this|the attached|the uploaded)\s+(?:document|file|pdf|textbook|material)\b/i;
const ZH_MATERIAL =
  /(?:根据|按照|基于|依据|用|按|照着|结合|参考|从)\s*(?:这|那|我)?(?:份|个|本|篇|些|的)?(?:上传的|附上的|附件的|发的)?(?:文档|文件|资料|材料|教材|讲义|课本|笔记|PDF|pdf|课件|论文|文章|书|附件|章节)|(?:这|那)(?:份|个|本|篇|些)(?:文档|文件|资料|材料|教材|讲义|课本|笔记|PDF|pdf|课件|论文|文章|书|附件)/u;
/** What is left of "Build a course from this document" once the request is gone: nothing that names a subject. */
const REQUEST_WORDS =
  /\b(?:please|pls|can|could|would|will|you|help|me|i|want|need|would like|'d like|to|build|make|create|design|generate|turn|give|write|put together|set up|a|an|the|my|this|these|that|course|class|curriculum|lesson|lessons|study plan|plan|syllabus|tutorial|from|out|of|based|on|using|with|about|into|it|for|learn|teach|study|go through|attached|uploaded|document|documents|doc|docs|file|files|pdf|pdfs|textbook|textbooks|chapter|chapters|notes|slides|paper|papers|article|articles|book|books|material|materials|handout|handouts|reading|readings|manual|guide|scratch|lecture|attachment|upload|uploaded|attached|sent|shared|added|beginner|beginners|quick|short|simple|please|them|turn|into|what|whats|what's|is|in|inside|says|quiz|test|exam|final|midterm|studying|prepare|prep|review|go over|explain|summari[sz]e|use|read|our)\b|[\s,.!?:;'"]+/gi;
const ZH_REQUEST_WORDS =
  /请|帮我|帮忙|给我|为我|替我|我想|我要|想|要|把|做成|变成|转成|我|根据|按照|基于|依据|用|按|照着|结合|参考|从|这份|那份|这个|这本|这篇|这些|我的|上传的|附上的|附件的|发的|文档|文件|资料|材料|教材|讲义|课本|笔记|PDF|pdf|课件|论文|文章|书|附件|章节|做|生成|设计|制作|整理|出|建|一门|一个|一套|个|门|课程|课|学习计划|计划|教程|学习|学|来|吧|呢|一下|的|把|整理成|整理|安排|变|成|给|出|讲讲|讲|教|考试|复习|测试|考考|总结|概括|里面|里的|内容|本|份|[\s，。！？、：；]+/gu;

/** True when the words point at attached material ("this document", "这份文档"). */
export function mentionsMaterial(text: string): boolean {
  return EN_MATERIAL.test(text) || ZH_MATERIAL.test(text);
}

/** The words without their pointer at the material ("… from this document"), so the rest can name a subject. */
export function withoutMaterialPhrase(text: string): string {
  return text
    .replace(new RegExp(EN_MATERIAL.source, "gi"), " ")
    .replace(new RegExp(ZH_MATERIAL.source, "gu"), " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** True when the words ask for a course from attached material and name no subject of their own. */
export function asksForMaterialCourse(text: string): boolean {
  return mentionsMaterial(text) && onlyRequestWords(text);
}

/** Nothing but the words of a request ("make a course from it"): in a goal that points at material, no subject. */
export function onlyRequestWords(text: string): boolean {
  return text.replace(ZH_REQUEST_WORDS, " ").replace(REQUEST_WORDS, " ").trim().length === 0;
}
