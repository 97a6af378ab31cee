/** The accounts feature's text field look (the sign-in form, the account and owner pages). */
export const inputClasses =
  "h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-fg shadow-sm placeholder:text-fg-subtle " +
  "focus-visible:border-accent/60 focus-visible:ring-4 focus-visible:ring-accent/15 focus-visible:outline-none sm:text-sm";
