/**
 * Test support for practice (not a test file): chapters of one course that share their scaffolding (the
 * loop, the common mistakes) and differ only in their own terms, so that each would ask the same
 * questions on the shared lines first. Used where the course must not ask a question twice.
 */
import type { Locale } from "@/lib/i18n/locales";

/** The scaffolding every such chapter ends with. */
export const SHARED_SCAFFOLDING: Record<Locale, readonly string[]> = {
  en: [
    "## The loop",
    "",
    "1. **Set the goal.** Say in one sentence what a good result looks like, before you start.",
    "2. **Start small.** Pick the smallest case that still shows the idea, so you can check it by hand.",
    "3. **Check against the goal.** Compare what you got with the sentence from step one.",
    "",
    "## Common mistakes",
    "",
    "- **Changing several things at once.** When the result is wrong you cannot tell which change caused it.",
    "- **Skipping the check.** A result that looks right is not one you have compared with your goal.",
  ],
  zh: [
    "## 循环",
    "",
    "1. **定下目标。**开始之前，用一句话说清楚好的结果是什么样子。",
    "2. **从小处着手。**选一个最小但仍能体现思路的例子，方便亲手核对。",
    "3. **对照目标检查。**把得到的结果和第一步的那句话对比。",
    "",
    "## 常见错误",
    "",
    "- **一次改动好几处。**结果出错时，你无法判断是哪一处改动造成的。",
    "- **跳过检查。**看起来对的结果，不等于和目标对比过的结果。",
  ],
};

/** A chapter's text: its title, its own terms under `termsHeading`, then the shared scaffolding. */
export function scaffoldedChapter(language: Locale, title: string, own: readonly string[], termsHeading = "## Terms"): string {
  return [`# ${title}`, "", termsHeading, "", ...own, "", ...SHARED_SCAFFOLDING[language]].join("\n");
}
