import { TextDecoder } from "node:util";

/**
 * The text of an XML file from its bytes, in the encoding they say they are in (XML 1.0 appendix F): a byte
 * order mark first, then the first characters of a UTF-16 document without one, then the XML declaration's
 * `encoding`, else UTF-8. Any encoding TextDecoder knows is read (UTF-8, UTF-16, ISO-8859-1 and windows-1252,
 * ...); bytes that are not valid in it, UTF-32 and an unknown encoding are refused with the reason.
 */
export function decodeXml(bytes: Uint8Array): string {
  const [a, b, c, d] = bytes;
  if (a === 0xef && b === 0xbb && c === 0xbf) return decode("utf-8", bytes.subarray(3));
  if ((a === 0 && b === 0) || (a === 0xff && b === 0xfe && c === 0 && d === 0))
    throw new Error("UTF-32 text is not accepted: UTF-8, UTF-16 and single-byte encodings are read");
  if (a === 0xfe && b === 0xff) return decode("utf-16be", bytes.subarray(2));
  if (a === 0xff && b === 0xfe) return decode("utf-16le", bytes.subarray(2));
  if (a === 0 && b === 0x3c) return decode("utf-16be", bytes);
  if (a === 0x3c && b === 0) return decode("utf-16le", bytes);
  return decode(declaredEncoding(bytes) ?? "utf-8", bytes);
}

/** The `encoding` of the XML declaration at the start of `bytes` (ASCII in every encoding read here). */
function declaredEncoding(bytes: Uint8Array): string | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, Math.min(bytes.length, 256)));
  // White space and comments before the declaration are read as parseXml reads them: leniently.
  const declaration =
    /^(?:\s|<!--(?:[^-]|-(?!-))*-->)*<\?xml\s[^?]*?encoding\s*=\s*(["'])([A-Za-z][\w.:-]*)\1/.exec(head);
  return declaration?.[2];
}

/**
 * windows-1252's characters for bytes 0x80 to 0x9F (the rest is ISO-8859-1); the five it leaves undefined
 * keep their code point, as the WHATWG encoding standard says. Node's TextDecoder reads these bytes as
 * ISO-8859-1 control characters, so this encoding is decoded here.
 */
const windows1252High = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];

function decode(encoding: string, bytes: Uint8Array): string {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  } catch {
    throw new Error(`the encoding ${encoding} of the XML declaration is not supported`);
  }
  // ISO-8859-1 labels name windows-1252 too: what servers that declare it send.
  if (decoder.encoding === "windows-1252") {
    let text = "";
    for (let start = 0; start < bytes.length; start += 8192) {
      const chunk = bytes.subarray(start, start + 8192);
      text += String.fromCharCode(
        ...Array.from(chunk, (byte) =>
          byte >= 0x80 && byte < 0xa0 ? (windows1252High[byte - 0x80] ?? byte) : byte,
        ),
      );
    }
    return text;
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new Error(`the file is not valid ${encoding === "utf-8" ? "UTF-8" : encoding}`);
  }
}
