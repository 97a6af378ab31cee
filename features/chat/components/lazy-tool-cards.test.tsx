// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { messagesFor } from "@/lib/i18n/messages";
import { chatMessages } from "./chat-messages";
import { NotedChip, OfferOptionsCard } from "./lazy-tool-cards";

const strings = messagesFor(chatMessages, "en");

afterEach(cleanup);

describe("lazy tool cards", () => {
  it("shows an open option question once its chunk arrives, and a click answers it", async () => {
    const onAnswer = vi.fn();
    render(
      <OfferOptionsCard
        input={{ question: "Which language?", options: ["Rust", "Go"] }}
        output={undefined}
        pending
        disabled={false}
        onAnswer={onAnswer}
        strings={strings}
      />,
    );
    const options = await screen.findAllByTestId("chat-option");
    expect(options.map((option) => option.textContent)).toEqual([expect.stringContaining("Rust"), expect.stringContaining("Go")]);
    fireEvent.click(options[1]!);
    expect(onAnswer).toHaveBeenCalledWith(["Go"]);
  });

  it("still validates what it shows: an answered question shows the answer, a forged output shows nothing", async () => {
    render(
      <OfferOptionsCard
        input={{ question: "Which language?", options: ["Rust", "Go"] }}
        output={{ selected: ["Rust"] }}
        pending={false}
        disabled={false}
        onAnswer={() => undefined}
        strings={strings}
      />,
    );
    expect((await screen.findByTestId("option-answer")).textContent).toContain("Rust");

    render(<NotedChip output={{ note: 42 }} strings={strings} />);
    render(<NotedChip output={{ note: "Prefers examples" }} strings={strings} />);
    expect(await screen.findAllByText(/Prefers examples/)).toHaveLength(1);
    expect(screen.queryByText(/42/)).toBeNull();
  });
});
