import { learnerJustAnswered } from "@/lib/ai/option-question/option-history";
import { CHAT_TOOL } from "../tool-names";

/** useChat's sendAutomaticallyWhen for the chat: only right after the learner answered an option card. */
export const learnerJustAnsweredOption = learnerJustAnswered(CHAT_TOOL.offerOptions);
