import type { ReactNode } from "react";
import { hintClasses, labelClasses } from "./settings-styles";

/** A labelled field of the settings form, with its hint and a note (when the environment's variable wins). */
export function Field({
  id,
  label,
  hint,
  note,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  note?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label className={labelClasses} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? <span className={hintClasses}>{hint}</span> : null}
      {note}
    </div>
  );
}
