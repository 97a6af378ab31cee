import { expect, type Page } from "@playwright/test";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A confirmed course for browser tests, made through the public API the way
 * the app makes one (save the interview's outline, then confirm: the offline
 * model writes the chapters). The Kubernetes course is the default; a spec
 * that needs a different subject passes its own.
 */
export interface CourseSubject {
  goal: string;
  profile: { topic: string; goal: string; background: string; targetOutcome: string; cognitiveStyle: string };
  outline: { title: string; description: string; difficulty: string; designRationale: string; modules: [string, string[]][] };
}

export const KUBERNETES_COURSE: CourseSubject = {
  goal: "Kubernetes",
  profile: {
    topic: "Kubernetes",
    goal: "Deploy my app",
    background: "Docker at work",
    targetOutcome: "My app on a cluster",
    cognitiveStyle: "Hands-on",
  },
  outline: {
    title: "Kubernetes for Docker users",
    description: "From Pods to your own deployment.",
    difficulty: "intermediate",
    designRationale: "You know Docker, so we start at Pods.",
    modules: [
      ["Pods and Deployments", ["Pods", "Deployments"]],
      ["Services", ["Services"]],
    ],
  },
};

export async function confirmedCourse(page: Page, language: Locale = "en", subject: CourseSubject = KUBERNETES_COURSE): Promise<string> {
  await page.goto("/");
  const chapter = (title: string) => ({ title, objective: `Use ${title.toLowerCase()} on your own.`, minutes: 20 });
  const modules = subject.outline.modules.map(([title, chapters]) => ({ title, chapters: chapters.map(chapter) }));
  const draft = {
    interviewId: `iv_e2e_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`,
    goal: subject.goal,
    language,
    profile: subject.profile,
    outline: {
      ...subject.outline,
      estimatedMinutes: 20 * modules.reduce((sum, module) => sum + module.chapters.length, 0),
      modules,
    },
  };
  const created = await page.request.post("/api/courses", { data: draft });
  expect(created.status()).toBeLessThan(300);
  const { course } = (await created.json()) as { course: { id: string } };
  expect((await page.request.post(`/api/courses/${course.id}/confirm`)).status()).toBe(202);
  return course.id;
}
