import { format } from "@/lib/i18n/i18n-provider";
import type { InterviewStrings } from "./interview-messages";

export function formatDuration(totalMinutes: number, strings: InterviewStrings): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return format(strings.minutes, { minutes });
  return minutes === 0 ? format(strings.hours, { hours }) : format(strings.hoursMinutes, { hours, minutes });
}
