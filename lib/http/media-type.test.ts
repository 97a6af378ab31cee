import { describe, expect, it } from "vitest";
import { isJsonMediaType, parseMediaType } from "./media-type";

describe("isJsonMediaType", () => {
  it.each([
    "application/json",
    "Application/JSON",
    "application/json; charset=utf-8",
    "application/json;charset=UTF-8",
    'application/json; charset="utf-8"',
    "application/json ; charset=utf-8; foo=bar",
  ])("accepts %j", (header) => expect(isJsonMediaType(header)).toBe(true));

  it.each([
    null,
    "",
    "text/plain;application/json",
    "text/plain; charset=application/json",
    "application/json, text/plain",
    "application/jsonx",
    "application/json-patch+json",
    "xapplication/json",
    "application/json; charset=latin1",
    "application/json;",
    "multipart/form-data; boundary=application/json",
    "application/x-www-form-urlencoded",
  ])("refuses %j", (header) => expect(isJsonMediaType(header)).toBe(false));

  it("parses parameters, unquoting quoted values", () => {
    expect(parseMediaType('Text/Plain; Charset="a\\"b"; x=1')).toEqual({ essence: "text/plain", parameters: { charset: 'a"b', x: "1" } });
  });
});
