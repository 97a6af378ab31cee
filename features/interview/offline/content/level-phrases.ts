import type { PurposeKind } from "@/lib/ai/offline/knowledge/goal-reading";
import type { Difficulty } from "@/lib/course-outline";
import type { Locale } from "@/lib/i18n/locales";

/**
 * How the outline's rationale speaks of the learner's level and purpose.
 * Placeholders: {summary} (what the placement check showed), {level}, {stated}, {topic}.
 */
export interface LevelPhrases {
  levels: Record<Difficulty, string>;
  placementGraded: string;
  placementSelf: string;
  /** A self-rating above where the learner's own words put them: it does not lift the start. */
  placementSelfKept: string;
  /** Appended when the check and the learner's own words differ. */
  statedDiffers: string;
  /** The capstone when the learner gave a purpose but no outcome ("for my job"). */
  purposeCapstone: Record<PurposeKind, string>;
  /** An outcome ({outcome}) put to the learner's stated purpose: the option cards and the capstone carry it. */
  purposeOutcome: Record<PurposeKind, string>;
}

export const LEVEL_PHRASES: Record<Locale, LevelPhrases> = {
  en: {
    levels: { beginner: "beginner", intermediate: "intermediate", advanced: "advanced" },
    placementGraded: "The placement check showed {summary}, so the course is pitched at {level} level.",
    placementSelf: "In the placement check you rated yourself ({summary}), so the course is pitched at {level} level.",
    placementSelfKept:
      "In the placement check you rated yourself ({summary}); a self-rating does not lift the start above what you told me, so the course stays at {level} level.",
    statedDiffers: " In your own words you were at {stated} level; both levels are kept with your course.",
    purposeCapstone: {
      work: "Using {topic} in your job",
      study: "Applying {topic} in your studies",
      exam: "Exam-ready {topic}",
      travel: "{topic} for your trip",
      hobby: "A {topic} project for fun",
      family: "Sharing {topic} with your family",
      project: "Your own {topic} project",
    },
    purposeOutcome: {
      work: "{outcome} at work",
      study: "{outcome} in your studies",
      exam: "{outcome}, ready for the exam",
      travel: "{outcome} on your trip",
      hobby: "{outcome}, just for fun",
      family: "{outcome} with your family",
      project: "{outcome} in your own project",
    },
  },
  zh: {
    levels: { beginner: "入门", intermediate: "进阶", advanced: "高阶" },
    placementGraded: "摸底结果：{summary}，所以课程按{level}水平设计。",
    placementSelf: "摸底时你的自评是：{summary}，所以课程按{level}水平设计。",
    placementSelfKept: "摸底时你的自评是：{summary}；自评不会把起点调得比你自己说的更高，所以课程仍按{level}水平设计。",
    statedDiffers: "按你自己的描述是{stated}水平；两个水平都会记录在课程里。",
    purposeCapstone: {
      work: "在工作中用好{topic}",
      study: "把{topic}用到学业中",
      exam: "{topic}应试冲刺",
      travel: "旅行中用上{topic}",
      hobby: "一个{topic}兴趣项目",
      family: "和家人一起用{topic}",
      project: "你自己的{topic}项目",
    },
    purposeOutcome: {
      work: "在工作中{outcome}",
      study: "在学业中{outcome}",
      exam: "{outcome}，为考试做好准备",
      travel: "在旅行中{outcome}",
      hobby: "{outcome}，当作兴趣",
      family: "和家人一起{outcome}",
      project: "在你自己的项目里{outcome}",
    },
  },
};
