import { readFileSync } from "node:fs";

// Copies of the captures this suite relies on (shared/reference/asmx-wire), so it runs in any clone.
const CAPTURES = new URL("./asmx-wire/", import.meta.url);

/** One HTTP message of an asmx-wire capture file. */
export interface CapturedMessage {
  readonly startLine: string;
  readonly headers: ReadonlyMap<string, string>;
  readonly body: string;
}

// Head lines end in CRLF as on the wire; bodies are byte-exact.
function parseMessage(text: string): CapturedMessage {
  const split = text.indexOf("\r\n\r\n");
  const head = split < 0 ? text : text.slice(0, split);
  const [startLine = "", ...headerLines] = head.split("\r\n");
  const headers = new Map<string, string>();
  for (const line of headerLines) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { startLine, headers, body: split < 0 ? "" : text.slice(split + 4) };
}

/** Reads capture `name` (for example `18-fault-soap11-SoapException.txt`) into request and response. */
export function readCapture(name: string): { request: CapturedMessage; response: CapturedMessage } {
  const text = readFileSync(new URL(name, CAPTURES), "utf8");
  const [request = "", response = ""] = text
    .replace(/^>>>>> REQUEST\r\n/, "")
    .split("\r\n<<<<< RESPONSE\r\n");
  return { request: parseMessage(request), response: parseMessage(response) };
}
