import { describe, expect, it } from "vitest";
import { CHAT_TOOL } from "../contract";
import { offlineChat, quotesOf, toolTurn } from "@/tests/support/chat/offline-chat-kit";

/**
 * The chat's grounded answer cites each quote at the lines it is on in its file (checked against the file's
 * text), not at the whole range of the passage the search returned — however far down a long passage it is.
 */
describe.each([
  {
    lang: "en",
    said: "What is a replica set?",
    filler: (i: number) => `Step ${i}: check the cluster dashboard and note what changed.`,
    answer: "A replica set is the controller that keeps a fixed number of pod copies running.",
    more: "Scaling a replica set changes how many pod copies it keeps.",
  },
  {
    lang: "zh",
    said: "副本集是什么意思？",
    filler: (i: number) => `第 ${i} 步：打开集群面板，记下有什么变化。`,
    answer: "副本集是一种控制器，它让固定数量的 pod 副本一直运行。",
    more: "扩缩副本集会改变它保持的 pod 副本数量。",
  },
])("quotes cite their own lines ($lang)", ({ said, filler, answer, more }) => {
  // chapters/02-01-workloads.md: 70 lines; the passage found covers lines 3–72, the answer on line 66, more on 69.
  const file = Array.from({ length: 72 }, (_, i) => filler(i + 1));
  file[65] = answer;
  file[68] = more;
  const lines = file.slice(60, 72).map((text, i) => ({ n: 61 + i, text }));
  const passage = {
    title: "Kubernetes",
    href: "/courses/c1",
    where: "chapters/02-01-workloads.md:3-72",
    text: `…\n${lines.map((line) => line.text).join("\n")}`,
    lines,
  };

  it("cites path:line for each quote, and the file has the quote on that line", () => {
    const reply = offlineChat([said], "default", toolTurn(CHAT_TOOL.searchMyCourses, { passages: [passage] })).text ?? "";
    const quotes = quotesOf(reply);
    expect(quotes).toContain(answer);
    expect(quotes).toContain(more);
    for (const quote of quotes) {
      const cited = new RegExp(
        `“${quote.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}”(?: — |——)\\[Kubernetes\\]\\(/courses/c1\\)[,，] ?chapters/02-01-workloads\\.md:(\\d+)\\b`,
      ).exec(reply);
      expect(cited, quote).not.toBeNull();
      expect(file[Number(cited![1]) - 1]).toContain(quote);
    }
    expect(reply).not.toContain("workloads.md:3-72");
  });
});
