import type { InterviewStrings } from "./interview-messages";

export function formatDuration(totalMinutes: number, strings: InterviewStrings): string {
  return strings.duration({ hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 });
}
