import { defineMessages } from "@/lib/i18n/messages";

/**
 * The header's account entry and menu: a book of its own, because the header is on every page's
 * first load and the rest of the accounts text (account-messages.ts) is only for its pages.
 */
const en = {
  signIn: "Sign in",
  account: "Account",
  signedInAs: "Signed in as {email}",
  owner: "Instance owner",
  settings: "Account settings",
  ownerPage: "Manage accounts",
  signOut: "Sign out",
  signingOut: "Signing out…",
  signOutFailed: "Could not sign out. Try again.",
} as const;

export const accountMenuMessages = defineMessages("accountMenu", {
  en,
  zh: {
    signIn: "登录",
    account: "账户",
    signedInAs: "已登录：{email}",
    owner: "实例所有者",
    settings: "账户设置",
    ownerPage: "管理账户",
    signOut: "退出登录",
    signingOut: "正在退出…",
    signOutFailed: "退出登录失败，请重试。",
  },
});
