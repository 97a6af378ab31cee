import { expect } from "vitest";

/**
 * The one JSON error shape (`{ error: { code, message } }`, nothing else) with a status among
 * `statuses` and a message a person can act on; the message is returned (to compare 404s).
 */
export async function expectErrorAmong(response: Response, statuses: number[]): Promise<string> {
  expect(statuses, `a ${response.status}`).toContain(response.status);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(typeof body.error.code).toBe("string");
  expect(body.error.message.length).toBeGreaterThan(10);
  return body.error.message;
}
