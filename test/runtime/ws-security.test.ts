// The WS-Security UsernameToken block a client sends for its `usernameToken` option: the password digest of
// the UsernameToken Profile 1.0 (Base64(SHA-1(nonce + created + password))), checked against a value computed
// with Python's hashlib; the password as text escaped; the block valid against the WS-Security schemas shipped.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  readUsernameToken,
  usernameTokenBlock,
  verifyUsernameToken,
} from "../../generator/runtime/ws-security.ts";
import { validateXmlDocuments } from "../../generator/xsd-validate/index.ts";

const standard = path.resolve(import.meta.dirname, "..", "..", "generator", "load", "standard");
const now = new Date("2026-11-28T08:00:00.000Z");
const nonce = Buffer.from(Array.from({ length: 16 }, (_, index) => index));

describe("usernameTokenBlock", () => {
  it("sends the password's digest with its nonce and creation time", () => {
    const block = usernameTokenBlock(
      { username: "alice", password: "pa&ss", digest: true },
      "1.1",
      now,
      nonce,
    );
    expect(block).toContain(">OJ0+BQd2oUfv3Jt19ocJi8cLQfs=</wsse:Password>");
    expect(block).toContain(">AAECAwQFBgcICQoLDA0ODw==</wsse:Nonce>");
    expect(block).toContain("<wsu:Created>2026-11-28T08:00:00.000Z</wsu:Created>");
    expect(block).not.toContain("pa&amp;ss");
  });

  it("sends the password as escaped text, a timestamp and mustUnderstand where asked", () => {
    const block = usernameTokenBlock(
      { username: "a<b", password: "pa&ss", timestampSeconds: 300, mustUnderstand: true },
      "1.2",
      now,
      nonce,
    );
    expect(block).toContain("<wsse:Username>a&lt;b</wsse:Username>");
    expect(block).toMatch(/#PasswordText">pa&amp;ss<\/wsse:Password>/);
    expect(block).toContain("<wsu:Expires>2026-11-28T08:05:00.000Z</wsu:Expires>");
    expect(block).toContain(
      'xmlns:soap="http://www.w3.org/2003/05/soap-envelope" soap:mustUnderstand="true"',
    );
    expect(usernameTokenBlock({ username: "a", password: "p", mustUnderstand: true }, "1.1")).toContain(
      'soap:mustUnderstand="1"',
    );
  });

  it("writes blocks the WS-Security schemas accept", async () => {
    const utility = await readFile(path.join(standard, "wss-utility-1.0.xsd"), "utf8");
    const secext = (await readFile(path.join(standard, "wss-secext-1.0.xsd"), "utf8")).replace(
      /schemaLocation="http:\/\/docs\.oasis-open\.org\/wss\/2004\/01\/oasis-200401-wss-wssecurity-utility-1\.0\.xsd"/,
      'schemaLocation="wss-utility-1.0.xsd"',
    );
    const blocks = [
      usernameTokenBlock({ username: "alice", password: "pa&ss", digest: true, timestampSeconds: 60 }, "1.1"),
      usernameTokenBlock({ username: "alice", password: "pa&ss" }, "1.2"),
    ];
    const report = await validateXmlDocuments({
      schema: { fileName: "wss-secext-1.0.xsd", contents: secext },
      imports: [{ fileName: "wss-utility-1.0.xsd", contents: utility }],
      documents: blocks.map((contents, index) => ({ fileName: `block-${index}.xml`, contents })),
    });
    expect(report.schemaIssues).toEqual([]);
    expect(report.documents.map((document) => [document.valid, document.issues])).toEqual([
      [true, []],
      [true, []],
    ]);
  });

  it("reads back and verifies what it writes, text and digest, refusing a wrong password or a stale one", () => {
    for (const digest of [false, true]) {
      const block = usernameTokenBlock({ username: "alice", password: "pa&ss", digest }, "1.1", now, nonce);
      const token = readUsernameToken(["<Other xmlns='urn:x'/>", block]);
      expect(token).toMatchObject({ username: "alice", digest });
      if (token === undefined) return;
      expect(verifyUsernameToken(token, "pa&ss", { now })).toBe(true);
      expect(verifyUsernameToken(token, "pa&sS", { now })).toBe(false);
      const later = new Date(now.getTime() + 301_000);
      expect(verifyUsernameToken(token, "pa&ss", { now: later })).toBe(!digest);
    }
  });

  it("verifies a token as other stacks write it: other prefixes, whitespace, no Type on a text password", () => {
    const wsse = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
    const wsu = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
    const profile = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0";
    const digested = `<o:Security xmlns:o="${wsse}" xmlns:u="${wsu}">
      <o:UsernameToken u:Id="uuid-1">
        <o:Username>alice</o:Username>
        <o:Password Type="${profile}#PasswordDigest">OJ0+BQd2oUfv3Jt19ocJi8cLQfs=</o:Password>
        <o:Nonce>AAECAwQFBgcICQoLDA0ODw==</o:Nonce>
        <u:Created>2026-11-28T08:00:00.000Z</u:Created>
      </o:UsernameToken></o:Security>`;
    const token = readUsernameToken([digested]);
    expect(token).toEqual({
      username: "alice",
      password: "OJ0+BQd2oUfv3Jt19ocJi8cLQfs=",
      digest: true,
      nonce: "AAECAwQFBgcICQoLDA0ODw==",
      created: "2026-11-28T08:00:00.000Z",
    });
    if (token !== undefined) expect(verifyUsernameToken(token, "pa&ss", { now })).toBe(true);
    const plain = readUsernameToken([
      `<Security xmlns="${wsse}"><UsernameToken><Username>bob</Username><Password>s e&amp;cret</Password></UsernameToken></Security>`,
    ]);
    expect(plain).toEqual({ username: "bob", password: "s e&cret", digest: false });
    if (plain !== undefined) expect(verifyUsernameToken(plain, "s e&cret")).toBe(true);
    expect(readUsernameToken([`<Security xmlns="${wsse}"/>`])).toBeUndefined();
  });
});
