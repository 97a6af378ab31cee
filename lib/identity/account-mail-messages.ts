import { defineMessages } from "@/lib/i18n/messages";

/** The accounts' mail (lib/identity/account-mail.ts): plain text, the link on a line of its own. */
export const accountMailMessages = defineMessages("accountMail", {
  en: {
    reset: {
      subject: "Reset your NexusNote password",
      body: "Someone asked to reset the password of your NexusNote account. To choose a new one, open this link within an hour:\n\n{url}\n\nIf it was not you, ignore this email: your password stays as it is.",
    },
    verify: {
      subject: "Confirm your email for NexusNote",
      body: "Open this link to confirm that this address is yours:\n\n{url}\n\nIf you did not create a NexusNote account, ignore this email.",
    },
  },
  zh: {
    reset: {
      subject: "重置你的 NexusNote 密码",
      body: "有人请求重置你的 NexusNote 账户密码。请在一小时内打开下面的链接设置新密码：\n\n{url}\n\n如果不是你本人操作，请忽略这封邮件，你的密码不会改变。",
    },
    verify: {
      subject: "确认你在 NexusNote 的邮箱",
      body: "打开下面的链接，确认这个邮箱属于你：\n\n{url}\n\n如果你没有创建 NexusNote 账户，请忽略这封邮件。",
    },
  },
});
