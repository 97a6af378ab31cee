import { describe, expect, it } from "vitest";
import { materialBlockOf, materialOutline, materialSubject, type ResearchMaterial } from "./research-material";

const document = (text: string, pages: ResearchMaterial["pages"] = []): ResearchMaterial => ({ id: "m1", title: "notes.md", text, pages });
const NOTES = "# Regularization\n\n## Ridge\n\nShrinks weights.\n\n## Lasso\n\nZeroes some weights.\n";

/**
 * One research step asks for each attached document's outline up to four times; a document of the
 * largest size allowed (2,000,000 characters) takes over a second to read, so it is read once.
 */
describe("a document's outline, asked for again", () => {
  it("is the outline already read when the text and pages are the same, even as another copy", () => {
    const first = materialOutline(NOTES);
    expect(materialOutline(`${NOTES}`.slice(0))).toBe(first);
    expect(materialOutline(NOTES.split("").join(""))).toBe(first);
    expect(first.headings.map((heading) => heading.text)).toEqual(["Ridge", "Lasso"]);
  });

  it("is read afresh when the text or the pages differ", () => {
    const first = materialOutline(NOTES);
    const edited = materialOutline(NOTES.replace("Lasso", "Elastic net"));
    expect(edited).not.toBe(first);
    expect(edited.headings.map((heading) => heading.text)).toEqual(["Ridge", "Elastic net"]);
    expect(materialOutline(NOTES, [{ page: 1, startLine: 1 }])).not.toBe(first);
  });

  it("gives the subject and the research block the same reading as the outline", () => {
    const material = [document(NOTES)];
    expect(materialSubject(material)).toBe("Regularization");
    expect(materialBlockOf(material).documents[0]?.headings).toEqual(["Ridge", "Lasso"]);
  });
});
