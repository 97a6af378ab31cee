import { defineMessages } from "@/lib/i18n/messages";

/** Passkeys: signing in with one, and the account page's list (add, remove). */
const en = {
  signIn: {
    or: "or",
    button: "Sign in with a passkey",
    working: "Waiting for your passkey…",
  },
  panel: {
    title: "Passkeys",
    lead: "Sign in with your fingerprint, face or device PIN instead of your password. A passkey works at the address you add it on.",
    none: "No passkey yet.",
    name: "Name (optional)",
    namePlaceholder: "e.g. My laptop",
    add: "Add a passkey",
    adding: "Follow your browser's prompt…",
    added: "Passkey added. Next time, sign in with it.",
    remove: "Remove {name}",
    removing: "Removing…",
    removed: "Passkey removed.",
    unnamed: "Passkey",
    addedOn: "Added {date, date, medium}",
    synced: "Synced across your devices",
    loadError: "Could not load your passkeys. Reload the page to try again.",
    removeError: "Could not remove the passkey. Try again.",
    unavailable: "This browser cannot use passkeys here. Open NexusNote at https://… or http://localhost in a current browser.",
  },
  errors: {
    cancelled: "The passkey prompt was closed or timed out. Try again, or use your password.",
    alreadyAdded: "This device already has a passkey for your account. Use it to sign in.",
    insecure: "Passkeys need a secure address. Open NexusNote at https://… or http://localhost (not an IP address).",
    unknownPasskey:
      "That passkey is not one of this instance's accounts. Sign in with your password, then add a passkey on your account page.",
    expired: "The passkey request expired. Try again.",
    signedOut: "Your session has ended. Sign in again, then add the passkey.",
    notFresh: "For your safety, adding a passkey needs a sign-in from the last day. Sign out, sign in again, then add it.",
    unsupported: "This browser cannot use passkeys. Sign in with your password.",
    network: "Could not reach NexusNote. Check your connection and try again.",
    other: "That did not work: {message}",
  },
} as const;

export const passkeyMessages = defineMessages("passkeys", {
  en,
  zh: {
    signIn: {
      or: "或",
      button: "使用通行密钥登录",
      working: "正在等待你的通行密钥…",
    },
    panel: {
      title: "通行密钥",
      lead: "用指纹、面容或设备 PIN 代替密码登录。通行密钥只在添加它时所用的网址上有效。",
      none: "还没有通行密钥。",
      name: "名称（可选）",
      namePlaceholder: "例如：我的笔记本",
      add: "添加通行密钥",
      adding: "请按浏览器的提示操作…",
      added: "通行密钥已添加。下次可以用它登录。",
      remove: "移除 {name}",
      removing: "正在移除…",
      removed: "通行密钥已移除。",
      unnamed: "通行密钥",
      addedOn: "添加于 {date, date, medium}",
      synced: "已在你的设备间同步",
      loadError: "无法加载你的通行密钥。请刷新页面重试。",
      removeError: "通行密钥没能移除，请重试。",
      unavailable: "这个浏览器在此处无法使用通行密钥。请在较新的浏览器中通过 https://… 或 http://localhost 打开 NexusNote。",
    },
    errors: {
      cancelled: "通行密钥提示已关闭或超时。请重试，或使用密码登录。",
      alreadyAdded: "这台设备上已经有你账户的通行密钥，直接用它登录即可。",
      insecure: "通行密钥需要安全的网址。请通过 https://… 或 http://localhost（而不是 IP 地址）打开 NexusNote。",
      unknownPasskey: "这个通行密钥不属于本实例的任何账户。请先用密码登录，再在账户页面添加通行密钥。",
      expired: "通行密钥请求已过期，请重试。",
      signedOut: "你的登录已结束。请重新登录后再添加通行密钥。",
      notFresh: "为了安全，添加通行密钥需要最近一天内登录过。请退出登录并重新登录，然后再添加。",
      unsupported: "这个浏览器无法使用通行密钥。请使用密码登录。",
      network: "无法连接到 NexusNote。请检查网络后重试。",
      other: "操作没有成功：{message}",
    },
  },
});
