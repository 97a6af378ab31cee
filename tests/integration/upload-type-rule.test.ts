/**
 * One upload rule for every way a learner brings a document: a course's Sources
 * (POST /api/courses/:id/sources) and the material attached on /create (POST
 * /api/interview/material, on the real store) accept and refuse the same files,
 * with the same status, whatever the name, the declared type and the bytes.
 */
import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as courseUpload } from "@/app/api/courses/[id]/sources/route";
import { POST as materialUpload } from "@/app/api/interview/material/route";
import { sourcesCreatedResponseSchema } from "@/features/sources/contract";
import { params, setUpCourseRouteEnvironment } from "@/tests/support/courses/course-route-kit";
import { uploadRequest } from "@/tests/support/sources/index-kit";
import { UPLOAD_TYPE_CASES as CASES } from "@/tests/support/sources/upload-type-cases";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

const database = setUpCourseRouteEnvironment();
/** One file's status: 202 when it was accepted, else its own refusal's status. */
async function outcomeStatus(response: Response): Promise<number> {
  if (response.status !== 202) return response.status;
  const [result] = sourcesCreatedResponseSchema.parse(await response.json()).results;
  return result?.ok ? 202 : (result?.status ?? 500);
}

describe("the upload rule", () => {
  it("a course's Sources and /create's material accept and refuse the same files", async () => {
    const { ownerId, cookie } = await workspaceBrowser();
    const courseId = await confirmedCourse(database().db, ownerId);
    const asSource: number[] = [];
    const asMaterial: number[] = [];
    for (const file of CASES) {
      asSource.push(await outcomeStatus(await courseUpload(uploadRequest(courseId, cookie, [file]), params({ id: courseId }))));
      const form = new FormData();
      form.set("interviewId", randomBytes(8).toString("hex"));
      form.append("file", new File([file.content], file.name, { type: file.type ?? "" }));
      const request = new Request("http://127.0.0.1/api/interview/material", { method: "POST", headers: { cookie }, body: form });
      asMaterial.push(await outcomeStatus(await materialUpload(request)));
    }
    const expected = CASES.map((file) => file.expected);
    expect(asSource).toEqual(expected);
    expect(asMaterial).toEqual(expected);
  }, 60_000);
});
