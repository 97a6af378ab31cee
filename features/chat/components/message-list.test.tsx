// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import type { UIMessage } from "ai";
import { afterEach, describe, expect, it } from "vitest";
import { LOCALES } from "@/lib/i18n/locales";
import { messagesFor } from "@/lib/i18n/messages";
import { CHAT_TOOL } from "../tool-names";
import { chatMessages } from "./chat-messages";
import { MessageList } from "./message-list";

afterEach(cleanup);

const match = (id: string, chapter: string) => ({
  courseId: "c1",
  courseTitle: "Git",
  chapterId: id,
  chapterTitle: chapter,
  href: `/courses/c1/chapters/${id}`,
});
const MATCHES = [match("a", "Rebase"), match("b", "Merge")];

function lookupReply(text: string): UIMessage {
  return {
    id: "m1",
    role: "assistant",
    parts: [
      {
        type: `tool-${CHAT_TOOL.lookupCourses}`,
        toolCallId: "t1",
        state: "output-available",
        input: { query: "rebasing" },
        output: { matches: MATCHES },
      },
      { type: "text", text },
    ],
  } as UIMessage;
}

describe.each(LOCALES)("the course lookup in a reply (%s)", (locale) => {
  const strings = messagesFor(chatMessages, locale);
  const show = (text: string) =>
    render(<MessageList messages={[lookupReply(text)]} strings={strings} pendingToolCallId={null} answerDisabled onAnswer={() => {}} />);
  const linksTo = (href: string) => screen.queryAllByRole("link").filter((link) => link.getAttribute("href") === href);

  it("keeps the card for the places the text does not link", async () => {
    show("- [Git › Rebase](/courses/c1/chapters/a)");
    expect(await screen.findByTestId("course-lookup-card", {}, { timeout: 8000 })).toBeTruthy();
    expect(linksTo("/courses/c1/chapters/a")).toHaveLength(1);
    expect(linksTo("/courses/c1/chapters/b")).toHaveLength(1);
  });

  it("shows each place found once: the reply's text links them all, so no card repeats them", async () => {
    show(`- [Git › Rebase](/courses/c1/chapters/a)\n- [Git › Merge](/courses/c1/chapters/b)`);
    // The card's chunk loaded in the test before: a card that repeated the links would be here by now.
    expect(await screen.findAllByRole("link", {}, { timeout: 8000 })).not.toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByRole("link")).toHaveLength(2);
    expect(linksTo("/courses/c1/chapters/a")).toHaveLength(1);
    expect(screen.queryByTestId("course-lookup-card")).toBeNull();
  });
});
