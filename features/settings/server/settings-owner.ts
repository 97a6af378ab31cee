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
      ? {
          en: "Only the instance owner can change the model settings or test a model.",
          zh: "只有实例所有者可以修改模型设置或测试模型。",
        }
      : {
          en: "Only the instance owner can change the model settings or test a model. Sign in as the owner first.",
          zh: "只有实例所有者可以修改模型设置或测试模型。请先以所有者身份登录。",
        },
  );
}
