/**
 * The keyless chat through the real route (app/api/chat/route.ts) grounds a deep dive on a name
 * written with symbols: "详细讲讲B+树" quotes the learner's chapter about B+树 (the keyword index
 * holds "B+" as one term: lib/symbol-names.ts), where it once said no course explains it.
 */
import { describe, expect, it } from "vitest";
import { POST } from "@/app/api/chat/route";
import { assembleMessage, readUiChunks } from "@/tests/support/chat/chat-test-kit";
import { ownerFixture } from "@/tests/support/courses/course-test-kit";
import { cookieFor, request, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { confirmedCourse, setFirstChapter } from "@/tests/support/workspace/workspace-kit";

const database = setUpCourseRouteEnvironment();

async function deepDive(owner: string, text: string) {
  const response = await POST(
    request("http://127.0.0.1/api/chat", {
      method: "POST",
      cookie: await cookieFor(owner),
      body: JSON.stringify({ id: "session-1", messages: [{ id: "u1", role: "user", parts: [{ type: "text", text }] }], maskId: "default" }),
    }),
  );
  expect(response.status).toBe(200);
  const message = await assembleMessage(await readUiChunks(response));
  const part = message.parts.find((entry) => entry.type === "tool-deepDive") as { output?: { explanation: string } } | undefined;
  return part?.output?.explanation ?? "";
}

describe("the keyless deep dive on a name written with symbols", () => {
  it.each([
    { language: "zh" as const, ask: "详细讲讲B+树", line: "B+树是一种多路平衡查找树，所有数据都存放在叶子节点。" },
    { language: "zh" as const, ask: "详细讲讲B树", line: "B树是一种多路平衡查找树，每个节点存放多个有序的键。" },
    { language: "en" as const, ask: "Explain C++ in depth", line: "C++ templates let one function work with many types." },
  ])("quotes the learner's chapter about it ($language)", async ({ language, ask, line }) => {
    const owner = ownerFixture();
    const { db } = database();
    const courseId = await confirmedCourse(db, owner, { written: true, language });
    await setFirstChapter(db, courseId, (title) => `# ${title}\n\n${line}\n`);
    const explanation = await deepDive(owner, ask);
    // The passage is quoted (after its heading, the chapter's title), not "no course explains it".
    expect(explanation).toMatch(new RegExp(`“[^”]*${line.replace(/[+.]/g, "\\$&")}”`));
    expect(explanation).toContain(`](/courses/${courseId})`);
  });
});
