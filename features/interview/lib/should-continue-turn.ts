import { learnerJustAnswered as justAnswered } from "@/lib/ai/option-question/option-history";
import { TOOL } from "../tool-names";

/** useChat's sendAutomaticallyWhen for the interview: only right after the learner answered a question card. */
export const learnerJustAnswered = justAnswered(TOOL.presentOptions);
