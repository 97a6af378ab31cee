/**
 * Test support for the course queries (not a test file): valid fixtures and a
 * database per test file for each target (in-memory PGlite, plus PostgreSQL
 * when TEST_DATABASE_URL is set), emptied before every test.
 */
import { randomBytes } from "node:crypto";
import { beforeEach } from "vitest";
import type { CourseOutline } from "@/lib/course-outline";
import type { Database } from "@/lib/db/client";
import { openForSuite } from "@/tests/support/db/describe-on-databases";
import { truncateAll, type TestDatabaseTarget } from "@/tests/support/db/test-databases";
import type { InterviewDraft } from "@/features/courses/data/course-writes";

export function outlineFixture(overrides: Partial<CourseOutline> = {}): CourseOutline {
  const chapter = (title: string, minutes = 20) => ({
    title,
    objective: `After this chapter you can use ${title.toLowerCase()}.`,
    snippet: `What ${title} is and how to use it.`,
    minutes,
  });
  return {
    title: "Kubernetes for Docker users",
    description: "A short course that builds on Docker and ends with your app on a cluster.",
    difficulty: "intermediate",
    estimatedMinutes: 120,
    designRationale: "You know Docker, so the course starts at Pods and ends with your own deployment.",
    modules: [
      { title: "Pods and Deployments", chapters: [chapter("Pods"), chapter("Deployments"), chapter("Rollouts")] },
      { title: "Services and networking", chapters: [chapter("Services"), chapter("Ingress")] },
      { title: "Capstone: deploy your app", chapters: [chapter("Ship it", 20)] },
    ],
    ...overrides,
  };
}

export function draftFixture(overrides: Partial<InterviewDraft> = {}): InterviewDraft {
  return {
    interviewId: `iv_${randomBytes(4).toString("hex")}`,
    goal: "Kubernetes",
    language: "en",
    profile: {
      topic: "Kubernetes",
      goal: "Deploy my app",
      background: "Docker at work",
      targetOutcome: "My side project on a cluster",
      cognitiveStyle: "Hands-on labs",
    },
    outline: outlineFixture(),
    ...overrides,
  };
}

/** A fresh owner id per use: two of them are two different browsers. */
export function ownerFixture(): string {
  return `g_test${randomBytes(9).toString("base64url")}`;
}

/** Registers the hooks of one target (opened for the suite, emptied before each test) and returns a getter for its database. */
export function setUpTestDatabase(target: TestDatabaseTarget): () => Database {
  const handle = openForSuite(target);
  beforeEach(async () => {
    await truncateAll(handle);
  });
  return () => handle.db;
}
