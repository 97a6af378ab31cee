import { TOOL as COURSES_TOOL } from "@/features/courses/contract";
import { readChapterText } from "@/features/courses/lib/chapter-text";
import { readMarkdownOutline } from "@/features/courses/lib/markdown-outline";
import { TOOL as INTERVIEW_TOOL } from "@/features/interview/contract";
import { proseQuestionReader } from "@/features/interview/lib/prose-question";
import { registerTextReaders, type TextReplyReader } from "@/lib/ai/text-protocol/text-readers";

/**
 * How the features read what models without tool calling write in place of a
 * forced tool (lib/ai/text-protocol/): the interview's question in prose, the
 * outline as markdown (the curriculum designer's submitOutline), a chapter as markdown.
 */
const TEXT_READERS: readonly TextReplyReader[] = [
  proseQuestionReader,
  { toolName: INTERVIEW_TOOL.submitOutline, name: "markdown outline", read: (reply) => readMarkdownOutline(reply) },
  { toolName: COURSES_TOOL.saveChapter, name: "markdown chapter", read: (reply) => readChapterText(reply) },
];

export function registerAppTextReaders(): void {
  registerTextReaders(TEXT_READERS);
}
