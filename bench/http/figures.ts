/** How the HTTP bench writes a figure: milliseconds, a ratio to its reference, a verdict against a target. */
export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const ratio = (value: number, reference: number) => `${(value / reference).toFixed(2)}×`;

/** PASS when `value / reference` is within `limit`; a figure that could not be read (NaN) is a MISS, never a pass. */
export function verdict(value: number, reference: number, limit: number): "PASS" | "MISS" {
  return value / reference <= limit ? "PASS" : "MISS";
}
