import { describe, expect, it } from "vitest";
import type { InterviewUIMessage } from "../agents/interview-agent";
import { signHistory } from "@/tests/support/ai/signed-history";
import { conversationStatus, trimUnfinishedTurn as trimUnsigned } from "./resume-conversation";
import {
  allFourAnswered,
  answeredQuestion,
  interviewTools,
  assistantRaw,
  outlinePart,
  pendingQuestion,
  pick,
  researchErrorPart,
  researchPart,
  stepStart,
  textPart,
  userText,
  type InterviewPart,
} from "@/tests/support/interview/interview-fixtures";

const streamingQuestion = (): InterviewPart => ({
  type: "tool-presentOptions",
  toolCallId: "streaming-1",
  state: "input-streaming",
  input: { message: "Which part of Kuber" } as never,
});

const unfinishedOutline = (): InterviewPart => ({
  type: "tool-designCurriculum",
  toolCallId: "design-1",
  state: "input-available",
  input: {},
});

/** Histories as the server streamed them: finished parts signed, half-streamed ones not. */
const sign = (messages: InterviewUIMessage[]) => signHistory(messages, interviewTools());
const trimUnfinishedTurn = (messages: InterviewUIMessage[]) => trimUnsigned(sign(messages));

const partTypes = (message: InterviewUIMessage | undefined) => message?.parts.map((part) => part.type);

describe("trimUnfinishedTurn", () => {
  it("drops a tool call still streaming its input, keeping the finished research", () => {
    const research = researchPart();
    const trimmed = trimUnfinishedTurn([userText("Kubernetes"), assistantRaw(stepStart(), research, stepStart(), streamingQuestion())]);
    expect(trimmed).toHaveLength(2);
    expect(trimmed[1]?.parts).toEqual([{ type: "step-start" }, research]);
  });

  it("drops a server tool that never returned (input-available)", () => {
    const answered = allFourAnswered();
    const trimmed = trimUnfinishedTurn([
      userText("Kubernetes"),
      assistantRaw(stepStart(), researchPart(), ...answered.flatMap((part) => [stepStart(), part]), stepStart(), unfinishedOutline()),
    ]);
    const last = trimmed.at(-1)!;
    expect(last.parts.some((part) => part.type === "tool-designCurriculum")).toBe(false);
    expect(last.parts.at(-1)).toEqual(answered.at(-1));
  });

  it("drops text cut off after the last finished tool", () => {
    const trimmed = trimUnfinishedTurn([
      userText("Kubernetes"),
      assistantRaw(stepStart(), researchPart(), stepStart(), textPart("Great, so you want to lea", "streaming")),
    ]);
    expect(partTypes(trimmed[1])).toEqual(["step-start", "tool-researchTopic"]);
  });

  it("keeps a question waiting for its answer, and the text and research before it", () => {
    const last = assistantRaw(stepStart(), researchPart(), stepStart(), textPart("Good choice."), pendingQuestion("goal", ["A", "B"]));
    const messages = [userText("Kubernetes"), last];
    expect(trimUnfinishedTurn(messages)).toEqual(sign(messages));
  });

  it("keeps a failed research call (output-error)", () => {
    const messages = [userText("Kubernetes"), assistantRaw(stepStart(), researchErrorPart("Kubernetes"))];
    expect(trimUnfinishedTurn(messages)).toEqual(sign(messages));
  });

  it("removes an assistant message left with only step-start", () => {
    const user = userText("Kubernetes");
    expect(trimUnfinishedTurn([user, assistantRaw(stepStart())])).toEqual([user]);
  });

  it("removes an assistant message whose only tool never finished", () => {
    const user = userText("Kubernetes");
    const research = { ...researchPart(), state: "input-available", output: undefined } as unknown as InterviewPart;
    expect(trimUnfinishedTurn([user, assistantRaw(stepStart(), textPart("Let me look"), research)])).toEqual([user]);
  });

  it("leaves a history ending with the learner, or an empty one, alone", () => {
    const messages = [userText("Kubernetes"), assistantRaw(stepStart(), researchPart()), userText("hi")];
    expect(trimUnfinishedTurn(messages)).toEqual(sign(messages));
    expect(trimUnfinishedTurn([])).toEqual([]);
  });

  it("only ever touches the last message, and does not mutate its input", () => {
    const earlier = assistantRaw(stepStart(), researchPart(), stepStart(), textPart("dangling earlier text"));
    const last = assistantRaw(stepStart(), answeredQuestion("goal", ["A", "B"], pick("A")), stepStart(), streamingQuestion());
    const messages = sign([userText("Kubernetes"), earlier, userText("again"), last]);
    const snapshot = structuredClone(messages);
    const trimmed = trimUnsigned(messages);
    expect(trimmed[1]).toBe(messages[1]);
    expect(partTypes(trimmed[3])).toEqual(["step-start", "tool-presentOptions"]);
    expect(messages).toEqual(snapshot);
  });
});

describe("trimUnfinishedTurn and the server's signatures", () => {
  it("a stop between a part's end and its signature: the unsigned part goes, the signed ones stay", () => {
    const [user, signed] = sign([
      userText("Kubernetes"),
      assistantRaw(stepStart(), researchPart(), stepStart(), pendingQuestion("goal", ["A", "B"])),
    ]);
    // The question's call arrived, its signature did not (the stream was cut right there).
    const signatures = { ...signed!.metadata!.signatures };
    delete signatures[`c:${(signed!.parts[3] as { toolCallId: string }).toolCallId}`];
    const trimmed = trimUnsigned([user!, { ...signed!, metadata: { signatures } }]);
    expect(partTypes(trimmed[1])).toEqual(["step-start", "tool-researchTopic"]);
  });

  it("a message saved before messages were signed: the last one cannot be continued and goes", () => {
    expect(trimUnsigned([userText("Kubernetes"), assistantRaw(stepStart(), researchPart())])).toHaveLength(1);
  });
});

describe("conversationStatus", () => {
  it("empty history", () => {
    expect(conversationStatus([])).toBe("empty");
  });

  it("a question waiting for the learner → awaiting-answer", () => {
    expect(
      conversationStatus([
        userText("Kubernetes"),
        assistantRaw(stepStart(), researchPart(), stepStart(), pendingQuestion("goal", ["A", "B"])),
      ]),
    ).toBe("awaiting-answer");
  });

  it("the outline was designed → complete", () => {
    expect(conversationStatus([userText("Kubernetes"), assistantRaw(stepStart(), researchPart(), stepStart(), outlinePart())])).toBe(
      "complete",
    );
  });

  it("the learner spoke last → needs-continuation", () => {
    expect(conversationStatus([userText("Kubernetes")])).toBe("needs-continuation");
    expect(conversationStatus([userText("Kubernetes"), assistantRaw(stepStart(), outlinePart()), userText("Shorter please")])).toBe(
      "needs-continuation",
    );
  });

  it("an answered question with nothing after it → needs-continuation", () => {
    expect(
      conversationStatus([
        userText("Kubernetes"),
        assistantRaw(stepStart(), researchPart(), stepStart(), answeredQuestion("goal", ["A", "B"], pick("A"))),
      ]),
    ).toBe("needs-continuation");
  });

  it("research with nothing after it → needs-continuation", () => {
    expect(conversationStatus([userText("Kubernetes"), assistantRaw(stepStart(), researchPart())])).toBe("needs-continuation");
  });

  it("an interrupted turn, once trimmed, is owed a continuation", () => {
    const broken = [userText("Kubernetes"), assistantRaw(stepStart(), textPart("Let me think", "streaming"))];
    expect(conversationStatus(trimUnfinishedTurn(broken))).toBe("needs-continuation");
  });
});
