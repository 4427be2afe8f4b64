/**
 * Content-Type values (RFC 9110 section 8.3): the media type and its parameters, a quoted value's escapes
 * undone. The client, the server and the MTOM packages read every Content-Type through it, so that a `;` or an
 * escaped quote inside a quoted value (`type="text/xml; charset=utf-8"`, `action="urn:a\"b"`) reads alike
 * everywhere.
 * @module
 */

/** A Content-Type read: the media type, lower case, and its parameters, names lower case. */
export interface MediaType {
  /** `type/subtype`, lower case; `""` for an empty value. */
  readonly essence: string;
  /** Each parameter's value, unquoted; where a name repeats, its first value. */
  readonly parameters: ReadonlyMap<string, string>;
}

/** Reads a Content-Type value; a malformed parameter (no `=`, no name) is passed over, as HTTP peers do. */
export function parseMediaType(value: string): MediaType {
  const semicolon = value.indexOf(";");
  const essence = (semicolon < 0 ? value : value.slice(0, semicolon)).trim().toLowerCase();
  const parameters = new Map<string, string>();
  let at = semicolon < 0 ? value.length : semicolon + 1;
  while (at < value.length) {
    const end = nextSemicolon(value, at);
    const equals = value.indexOf("=", at);
    if (equals > at && equals < end) {
      const name = value.slice(at, equals).trim().toLowerCase();
      if (name !== "" && !parameters.has(name))
        parameters.set(name, parameterValue(value.slice(equals + 1, end)));
    }
    at = end + 1;
  }
  return { essence, parameters };
}

/** One parameter of a Content-Type value (the name in any case), unquoted; `undefined` where it has none. */
export function mediaParameter(contentType: string, name: string): string | undefined {
  return parseMediaType(contentType).parameters.get(name.toLowerCase());
}

/** The `;` ending the parameter that starts at `from`, passing over quoted strings; the length where none. */
function nextSemicolon(value: string, from: number): number {
  let quoted = false;
  for (let at = from; at < value.length; at++) {
    const char = value[at];
    if (quoted && char === "\\") at++;
    else if (char === '"') quoted = !quoted;
    else if (char === ";" && !quoted) return at;
  }
  return value.length;
}

/** A parameter's value as written: a quoted string unquoted and unescaped, else the token trimmed. */
function parameterValue(written: string): string {
  const text = written.trim();
  if (!text.startsWith('"')) return text;
  let unquoted = "";
  for (let at = 1; at < text.length; at++) {
    const char = text[at];
    if (char === '"') break;
    unquoted += char === "\\" && at + 1 < text.length ? text[++at] : char;
  }
  return unquoted;
}
