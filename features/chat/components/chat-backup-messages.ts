import { defineMessages } from "@/lib/i18n/messages";

/** "Back up to my account" / "Restore from my account" (the account page). */
const en = {
  title: "Tutor chats",
  lead: "Your chats with the tutor are kept in this browser. Back them up to your account to find them on another browser, then restore them there. Nothing is ever doubled: a chat already there is kept once, brought up to date if it went further.",
  backUp: "Back up to my account",
  backingUp: "Backing up…",
  restore: "Restore from my account",
  restoring: "Restoring…",
  backedUp:
    "{added, plural, =0 {No new chats} one {# chat added} other {# chats added}}, {updated, plural, one {# brought up to date} other {# brought up to date}}, {unchanged, plural, one {# already backed up} other {# already backed up}}.",
  nothingHere: "This browser has no chats to back up yet.",
  restored:
    "{added, plural, =0 {No new chats} one {# chat restored} other {# chats restored}}, {updated, plural, one {# brought up to date} other {# brought up to date}}, {unchanged, plural, one {# already here} other {# already here}}.",
  failed: "That did not work: {message}",
  offline: "Could not reach NexusNote. Check your connection and try again.",
} as const;

export const chatBackupMessages = defineMessages("chatBackup", {
  en,
  zh: {
    title: "导师对话",
    lead: "你与导师的对话保存在这个浏览器中。把它们备份到账户，就能在其他浏览器上恢复。不会出现重复：已有的对话只保留一份，如果在别处继续过则更新为最新。",
    backUp: "备份到我的账户",
    backingUp: "正在备份…",
    restore: "从我的账户恢复",
    restoring: "正在恢复…",
    backedUp: "新增 {added} 个对话，更新 {updated} 个，{unchanged} 个已备份过。",
    nothingHere: "这个浏览器还没有可以备份的对话。",
    restored: "恢复了 {added} 个对话，更新 {updated} 个，{unchanged} 个已经在这里。",
    failed: "操作没有成功：{message}",
    offline: "无法连接到 NexusNote。请检查网络后重试。",
  },
});
