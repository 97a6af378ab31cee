import { describeRequestReader, GENUINE_ANSWERS } from "@/tests/support/practice/request-reader-rows";
import { readsAsTutorRequest } from "./reads-as-request";

/** What app/_compose hands the practice quiz: the workspace tutor's own requests, read by its request reader. */
describeRequestReader("readsAsTutorRequest", readsAsTutorRequest, {
  requests: [
    "add an example of the goal to my note",
    "Add a definition of learning rate to notes/loss.md",
    "fix this line",
    "give me an example of gradient descent",
    "note in ground-truth.md that the step is small",
    "replace 'affect' with 'effect' in my note",
    "summarise this",
    "quiz me again",
    "what is a learning rate?",
    "what's the difference between a loss function and a learning rate?",
    "修正这一行",
    "修正一下第三行",
    "给我举个学习率的例子",
    "举个例子",
    "在 ground-truth.md 里记下：学习率决定步长",
    "把第三行改成学习率很小",
    "总结一下",
    "什么是学习率？",
  ],
  answers: [...GENUINE_ANSWERS, "Pick the smallest case that still shows the idea", "一次只改一处", "translate the question"],
});
