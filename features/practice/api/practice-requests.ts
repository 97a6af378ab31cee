import { lazyModule } from "@/lib/api/api-client";

/**
 * What every practice operation file shares: its URLs, its query keys and its schemas, loaded
 * right after the page (not part of its first load) and normally long before the first answer.
 */
export const practiceSchemas = lazyModule(() => import("./response-schemas"), { eager: true });

const course = (courseId: string) => `/api/courses/${encodeURIComponent(courseId)}`;
export const coursePracticeUrl = (courseId: string) => `${course(courseId)}/practice`;
export const courseMasteryUrl = (courseId: string) => `${course(courseId)}/mastery`;
export const dueUrl = (limit: number) => `/api/review/due?limit=${limit}`;
export const chatLadderUrl = (sessionId: string) => `/api/chat/guided?session=${encodeURIComponent(sessionId)}`;
export const attemptsUrl = (itemId: string) => `/api/practice/items/${encodeURIComponent(itemId)}/attempts`;

export const practiceKeys = {
  all: ["practice"] as const,
  course: (courseId: string) => ["practice", "course", courseId] as const,
  mastery: (courseId: string) => ["practice", "mastery", courseId] as const,
  due: (limit: number) => ["practice", "due", limit] as const,
  chatLadder: (sessionId: string) => ["practice", "chat-ladder", sessionId] as const,
};
