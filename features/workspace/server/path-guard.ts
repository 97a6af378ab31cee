import "server-only";
import { AppError } from "@/lib/errors";
import { checkWorkspacePath, type PathAccess } from "../lib/workspace-path";

/** The validator's verdict as the app's error: 400 for a bad path, 403 for a read-only one. */
export function requirePath(raw: unknown, access: PathAccess): string {
  const check = checkWorkspacePath(raw, access);
  if (check.ok) return check.path;
  throw new AppError(check.status === 403 ? "forbidden" : "bad_request", check.message);
}
