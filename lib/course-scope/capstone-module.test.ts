import { describe, expect, it } from "vitest";
import { lastModuleIsCapstone } from "./capstone-module";

describe("lastModuleIsCapstone", () => {
  it("reads the last module only, however the designer names a capstone", () => {
    expect(lastModuleIsCapstone(["Basics", "A capstone project with Kubernetes"])).toBe(true);
    expect(lastModuleIsCapstone(["基础", "Go 综合项目"])).toBe(true);
    expect(lastModuleIsCapstone(["Basics", "Final project: a budget tracker"])).toBe(true);
    // A module that prepares the project in the middle of a course is no capstone: the course still ends with one.
    expect(lastModuleIsCapstone(["Planning your final project", "Testing"])).toBe(false);
    expect(lastModuleIsCapstone(["为毕业设计打基础", "部署"])).toBe(false);
    expect(lastModuleIsCapstone([])).toBe(false);
  });
});
