/**
 * The locale cookie's name, alone in a module without zod: the root i18n
 * provider ships on every page and needs only this string.
 */
export const LOCALE_COOKIE = "nn-locale";
