import type { InterviewStrings } from "./interview-messages";

export function formatDuration(totalMinutes: number, strings: InterviewStrings): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  if (hours === 0) return strings.minutes({ minutes });
  return minutes === 0 ? strings.hours({ hours }) : strings.hoursMinutes({ hours, minutes });
}
