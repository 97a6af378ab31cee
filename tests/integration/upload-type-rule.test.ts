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
import { buildDocx } from "@/tests/support/sources/docx-builder";
import { uploadRequest } from "@/tests/support/sources/index-kit";
import { buildPdf } from "@/tests/support/sources/pdf-builder";
import { confirmedCourse, workspaceBrowser } from "@/tests/support/workspace/workspace-kit";

const database = setUpCourseRouteEnvironment();
const text = (value: string) => new TextEncoder().encode(value);
const docx = buildDocx([{ paragraph: "Chlorophyll absorbs red and blue light." }]);

type Case = { name: string; content: Uint8Array<ArrayBuffer>; type?: string; expected: number };
const CASES: Case[] = [
  { name: "notes.md", content: text("# Notes\n\n- one"), type: "text/markdown", expected: 202 },
  // Accepted as sources, and (since the rule is one) on /create too.
  { name: "notes.mdown", content: text("# Notes"), expected: 202 },
  { name: "notes.mkd", content: text("# Notes"), type: "text/x-markdown", expected: 202 },
  { name: "page.xhtml", content: text("<html><body><p>Leaves</p></body></html>"), type: "application/xhtml+xml", expected: 202 },
  { name: "data.csv", content: text("a,b\n1,2"), type: "text/csv", expected: 202 },
  { name: "clipboard", content: text("plain words"), expected: 202 },
  {
    name: "paper.pdf",
    content: buildPdf({ pages: [["Photosynthesis"]] }) as Uint8Array<ArrayBuffer>,
    type: "application/pdf",
    expected: 202,
  },
  { name: "Report.DOCX", content: docx as Uint8Array<ArrayBuffer>, expected: 202 },
  { name: "../../setup.exe", content: text("MZ\u0000\u0001"), type: "application/octet-stream", expected: 415 },
  { name: "photo.png", content: text("x"), type: "image/png", expected: 415 },
  { name: "paper.pdf", content: text("<!doctype html><title>404</title>"), type: "application/pdf", expected: 415 },
  { name: "sheet.xlsx", content: docx as Uint8Array<ArrayBuffer>, expected: 415 },
  { name: "slides.pptx.bak", content: text("plain words"), expected: 415 },
  { name: "empty.md", content: new Uint8Array(), expected: 400 },
  { name: "empty.exe", content: new Uint8Array(), expected: 400 },
];

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
