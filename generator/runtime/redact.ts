/**
 * Masking of credential values in the texts the runtime hands out: a client's error messages and body
 * excerpts, a server's log of why a handler failed.
 * @module
 */
import { escapeAttribute, escapeText } from "./xml-writer.ts";

/**
 * Masks each secret where it stands as a value: between markup or quotes, after `=` or `:`, or between
 * spaces; as written, XML-escaped or form-encoded. Elsewhere its text is left alone, so that a short password
 * does not mask parts of words (`unex***ected`).
 */
export function redact(text: string, secrets: readonly string[]): string {
  const spellings = new Set<string>();
  for (const secret of secrets) {
    if (secret === "") continue;
    spellings.add(secret);
    spellings.add(escapeText(secret));
    spellings.add(escapeAttribute(secret));
    spellings.add(new URLSearchParams({ s: secret }).toString().slice(2));
    spellings.add(encodeURIComponent(secret));
  }
  if (spellings.size === 0) return text;
  // Longest first, so that a spelling containing another is masked whole.
  const alternatives = [...spellings]
    .sort((a, b) => b.length - a.length)
    .map((spelling) => spelling.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const asValue = new RegExp(`(?<=^|[\\s>="':([,;])(?:${alternatives.join("|")})(?=$|[\\s<&"'),;.\\]])`, "g");
  return text.replace(asValue, "***");
}
