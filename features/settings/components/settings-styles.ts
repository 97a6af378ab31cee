/** The settings page's field looks (same as the account pages'). */
export const inputClasses =
  "h-11 w-full min-w-0 rounded-lg border border-line bg-surface px-3 text-base text-fg shadow-sm placeholder:text-fg-subtle " +
  "focus-visible:border-accent/60 focus-visible:ring-4 focus-visible:ring-accent/15 focus-visible:outline-none sm:text-sm";
export const labelClasses = "flex flex-col gap-1.5 text-sm font-medium text-fg";
export const hintClasses = "text-xs font-normal text-fg-muted";
export const sectionClasses = "card flex flex-col gap-4 p-5 sm:p-6";
