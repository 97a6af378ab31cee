import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api/api-error";
import { authErrorText, type ErrorTexts } from "./auth-error-text";
import { passkeyErrorText, type PasskeyErrorTexts } from "./passkey-error-text";

const other = ({ message }: { message: string }) => `Failed: ${message}`;
const auth: ErrorTexts = {
  invalidCredentials: "wrong",
  exists: "exists",
  passwordTooShort: ({ min }) => `min ${min}`,
  passwordTooLong: ({ max }) => `max ${max}`,
  invalidEmail: "email",
  tooManyFromNetwork: "slow down",
  tooManyForAccount: "locked",
  network: "offline",
  other,
};
const passkey: PasskeyErrorTexts = {
  cancelled: "cancelled",
  alreadyAdded: "added",
  insecure: "insecure",
  unknownPasskey: "unknown",
  expired: "expired",
  signedOut: "signed out",
  notFresh: "not fresh",
  unsupported: "unsupported",
  network: "offline",
  other,
};

describe("the accounts error sentences' shared ending", () => {
  for (const [name, text] of [
    ["sign-in", (error: unknown) => authErrorText(error, auth)],
    ["passkeys", (error: unknown) => passkeyErrorText(error, passkey)],
  ] as const) {
    it(`${name}: a request with no usable answer is the connection; another code shows the server's message`, () => {
      for (const code of ["network", "aborted", "invalid_response"]) expect(text(new ApiError(code, 0, "socket hang up"))).toBe("offline");
      expect(text(new ApiError("internal", 500, "The database is down"))).toBe("Failed: The database is down");
      expect(text(new ApiError("internal", 500, ""))).toBe("offline");
    });
  }
});
