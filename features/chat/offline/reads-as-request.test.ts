import { describeRequestReader, GENUINE_ANSWERS } from "@/tests/support/practice/request-reader-rows";
import { readsAsChatRequest } from "./reads-as-request";

/** What app/_compose hands the practice quiz in the chat: the chat tutor's own requests, read by its intent reader. */
describeRequestReader("readsAsChatRequest", readsAsChatRequest, {
  requests: [
    "give me an example of gradient descent",
    "举个例子",
    "what's the difference between loss and cost?",
    "explain overfitting",
    "tell me about regularisation",
    "I want to learn Rust",
    "梯度下降和学习率有什么区别？",
    "解释一下过拟合",
  ],
  answers: [...GENUINE_ANSWERS, "is it gradient descent?", "衡量误差的函数"],
});
