// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithLocale } from "@/tests/support/courses/test-render";
import { OWN_CLAIM, parseMilestones } from "../lib/milestones";
import { MilestonesBar } from "./milestones-bar";
import { workspaceMessages } from "./workspace-messages";
import { messagesFor } from "@/lib/i18n/messages";

afterEach(cleanup);

const content = [
  "- [x] Module 1: Pods",
  "  - Evidence: 4 correct practice answers",
  "- [ ] Module 2: Services",
  `  - ${OWN_CLAIM.en}`,
  "- [ ] Capstone: ship it",
  "",
].join("\n");

describe("MilestonesBar", () => {
  it("links a ticked milestone to its attempts, shows the learner's claim as a claim (box open), and offers the claim elsewhere", () => {
    const onClaim = vi.fn();
    const onToggle = vi.fn();
    renderWithLocale(
      <MilestonesBar
        milestones={parseMilestones(content)}
        attemptsHref="/courses/c1#progress"
        onOpen={() => {}}
        onToggle={onToggle}
        onClaim={onClaim}
        t={messagesFor(workspaceMessages, "en")}
      />,
    );
    expect(screen.getByTestId("milestones-count").textContent).toBe("1 / 3 milestones");
    const [earned, claimed, open] = screen.getAllByTestId("milestone-pill");
    expect(within(earned!).getByRole("link", { name: "attempts: Module 1: Pods" }).getAttribute("href")).toBe("/courses/c1#progress");
    expect(claimed!.dataset.done).toBe("false");
    expect(claimed!.textContent).toContain("your claim");
    expect(within(claimed!).queryByRole("button", { name: /I know this/ })).toBeNull();
    fireEvent.click(within(open!).getByRole("button", { name: "I know this: Capstone: ship it" }));
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ title: "Capstone: ship it", claimed: false }));
    fireEvent.click(within(open!).getByRole("checkbox"));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ index: 2 }));
  });
});
