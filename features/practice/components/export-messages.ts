import { defineMessages } from "@/lib/i18n/messages";

/** The practice export's links on a course's practice page (en and zh, same keys). */
const en = {
  title: "Take your questions with you",
  anki: "Anki (text import)",
  csv: "CSV",
  json: "Attempts and reviews (JSON)",
  hint: "Anki: File → Import, then pick the downloaded file; each card keeps the chapter lines it came from.",
} as const;

const zh = {
  title: "导出题目",
  anki: "Anki（文本导入）",
  csv: "CSV",
  json: "作答与复习记录（JSON）",
  hint: "Anki：文件 → 导入，选择下载的文件；每张卡片都保留它出自的章节行。",
} as const;

export const practiceExportMessages = defineMessages("practiceExport", { en, zh });
