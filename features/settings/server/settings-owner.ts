import "server-only";
import { serverEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { isInstanceOwner } from "@/lib/identity/instance-owner";
import type { RequestIdentity } from "@/lib/identity/request-identity";

export function isSettingsOwner(identity: RequestIdentity): boolean {
  return identity.account !== null && isInstanceOwner(identity.account, serverEnv().OWNER_EMAILS);
}

/** 403 for a guest and a member alike: the instance's model is its owner's to set. */
export function requireSettingsOwner(identity: RequestIdentity): void {
  if (isSettingsOwner(identity)) return;
  throw new AppError(
    "forbidden",
    identity.account
      ? "Only the instance owner can change the model settings or test a model."
      : "Only the instance owner can change the model settings or test a model. Sign in as the owner first.",
  );
}
