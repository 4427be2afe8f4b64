import { describe, expect, it } from "vitest";
import { redact } from "../../generator/runtime/redact.ts";

describe("redact", () => {
  it.each([
    ["a value between markup", "<password>p</password>", ["p"], "<password>***</password>"],
    ["a form field", "userName=me&password=p&x=1", ["p"], "userName=me&password=***&x=1"],
    ["a quoted value", `"password":"p", 'p'`, ["p"], `"password":"***", '***'`],
    [
      "words that contain it",
      "unexpected close tag at http://host/p",
      ["p"],
      "unexpected close tag at http://host/p",
    ],
    ["an XML-escaped secret", "<password>a&amp;b &lt;c</password>", ["a&b <c"], "<password>***</password>"],
    ["a form-encoded secret", "password=a%26b+%3Cc&", ["a&b <c"], "password=***&"],
    [
      "the longer of two secrets first",
      "user=pass password=pass1",
      ["pass", "pass1"],
      "user=*** password=***",
    ],
    ["a secret with regular expression characters", "for (a+b)*", ["(a+b)*"], "for ***"],
    ["no secret", "text", [""], "text"],
  ])("masks %s", (_name, text, secrets, expected) => {
    expect(redact(text, secrets)).toBe(expected);
  });
});
