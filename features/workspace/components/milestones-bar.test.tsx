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
    // Without the practice evidence (not composed, or not read), the bar says ticks alone.
    expect(screen.queryByTestId("milestones-earned")).toBeNull();
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

describe("MilestonesBar with the practice evidence", () => {
  const evidence = {
    href: "/courses/c1#progress",
    modules: [
      { moduleIndex: 0, status: "earned" as const, href: "/courses/c1?module=1#progress" },
      { moduleIndex: 1, status: "in_progress" as const, href: "/courses/c1?module=2#progress" },
    ],
  };
  const open = ["- [ ] Module 1: Pods", "- [ ] Module 2: Services", "- [ ] Capstone: ship it", ""].join("\n");

  it("counts earned beside ticked, shows each milestone's status linking its attempts, and offers the tick of an earned one", () => {
    const onToggle = vi.fn();
    renderWithLocale(
      <MilestonesBar
        milestones={parseMilestones(open)}
        evidence={evidence}
        attemptsHref="/courses/c1#progress"
        onOpen={() => {}}
        onToggle={onToggle}
        onClaim={() => {}}
        t={messagesFor(workspaceMessages, "en")}
      />,
    );
    expect(screen.getByTestId("milestones-count").textContent).toBe("0 / 3 milestones");
    expect(screen.getByTestId("milestones-earned").textContent).toBe("· 1 earned by your answers");
    const [first, second, capstone] = screen.getAllByTestId("milestone-pill");
    const earned = within(first!).getByTestId("milestone-evidence");
    expect([earned.dataset.status, earned.textContent, earned.getAttribute("href")]).toEqual([
      "earned",
      "Earned",
      "/courses/c1?module=1#progress",
    ]);
    // Earned: no "I know this" (the evidence is there), the tick is offered and goes through the same toggle.
    expect(within(first!).queryByRole("button", { name: /I know this/ })).toBeNull();
    fireEvent.click(within(first!).getByTestId("milestone-tick-earned"));
    expect(onToggle).toHaveBeenCalledWith(expect.objectContaining({ index: 0, done: false }));
    expect(within(second!).getByTestId("milestone-evidence").textContent).toBe("In progress");
    expect(within(second!).queryByTestId("milestone-tick-earned")).toBeNull();
    // The capstone stands for every module: one is earned, one in progress, so it is in progress.
    expect(within(capstone!).getByTestId("milestone-evidence").dataset.status).toBe("in_progress");
    expect(within(capstone!).getByTestId("milestone-evidence").getAttribute("href")).toBe("/courses/c1#progress");
  });

  it("in Chinese, a ticked earned milestone shows its status and no second tick", () => {
    renderWithLocale(
      <MilestonesBar
        milestones={parseMilestones(open.replace("- [ ] Module 1", "- [x] Module 1"))}
        evidence={{ ...evidence, modules: [evidence.modules[0]!, { ...evidence.modules[1]!, status: "not_started" as const }] }}
        attemptsHref="/courses/c1#progress"
        onOpen={() => {}}
        onToggle={() => {}}
        onClaim={() => {}}
        t={messagesFor(workspaceMessages, "zh")}
      />,
      "zh",
    );
    expect(screen.getByTestId("milestones-count").textContent).toBe("已完成 1 / 3 个里程碑");
    expect(screen.getByTestId("milestones-earned").textContent).toBe("· 作答已达成 1 个");
    const [first, second] = screen.getAllByTestId("milestone-pill");
    expect(within(first!).getByTestId("milestone-evidence").textContent).toBe("已达成");
    expect(within(first!).queryByTestId("milestone-tick-earned")).toBeNull();
    // Not started: said, not linked (there are no attempts to open).
    expect(within(second!).getByTestId("milestone-evidence").tagName).toBe("SPAN");
    expect(within(second!).getByTestId("milestone-evidence").textContent).toBe("未开始");
  });
});
