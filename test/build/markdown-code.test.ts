// TypeScript code blocks of markdown formatted as modules (generator/build/markdown-code.ts), so that prettier
// formats the rest with embedded formatting off: the output must be byte for byte what prettier makes of the
// whole document with its code blocks formatted.
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { formatTypeScriptBlocks } from "../../generator/build/markdown-code.ts";
import { unformattedSchemaFiles } from "../support/unformatted-files.ts";

const options = { printWidth: 110, endOfLine: "lf" } as const;
const prettier = (text: string) => format(text, { ...options, parser: "markdown" });
const formatModule = (code: string) => format(code, { ...options, parser: "babel-ts" });

/** The document as generate formats it: blocks first, then prettier with or without embedded formatting. */
async function withBlocks(text: string) {
  const prepared = await formatTypeScriptBlocks(text, formatModule);
  const result = await format(prepared.text, {
    ...options,
    parser: "markdown",
    embeddedLanguageFormatting: prepared.codeDone ? "off" : "auto",
  });
  return { result, codeDone: prepared.codeDone };
}

const longCall =
  'const client = new ServiceClient({ baseUrl: "http://127.0.0.1:8080/service", transport: "soap12", timeoutMs: 5000 });';

describe("TypeScript code blocks of markdown", () => {
  it("gives prettier's formatting of the READMEs generate emits for schema/, without its embedded formatting", async () => {
    const readmes = (await unformattedSchemaFiles()).filter((file) => file.path.endsWith("README.md"));
    expect(readmes.length).toBeGreaterThan(1);
    for (const file of readmes) {
      const { result, codeDone } = await withBlocks(file.text);
      expect(codeDone, file.path).toBe(true);
      expect(result, file.path).toBe(await prettier(file.text));
    }
  });

  it("formats long lines, strings holding backticks and empty blocks as prettier does", async () => {
    const documents = [
      `# T\n\n\`\`\`ts\n${longCall}\n\`\`\`\n`,
      "Text\n\n```typescript\nconst fence = '```'; const  x={a:1}\n```\n\nMore `code`.\n",
      "```ts\n```\n\n```sh\nnpm   install\n```\n",
      "```ts   \nlet a=1\n```\n",
    ];
    for (const text of documents) {
      const { result, codeDone } = await withBlocks(text);
      expect(codeDone, text).toBe(true);
      expect(result, text).toBe(await prettier(text));
    }
  });

  it("leaves to prettier the blocks it does not take, and code that does not parse as it is", async () => {
    const untaken = [
      `- item\n\n  \`\`\`ts\n  ${longCall}\n  \`\`\`\n`,
      "~~~ts\nlet a=1\n~~~\n",
      '```ts title="x"\nlet a=1\n```\n',
      '```json\n{"a":1}\n```\n',
    ];
    for (const text of untaken) {
      const { result, codeDone } = await withBlocks(text);
      expect(codeDone, text).toBe(false);
      expect(result, text).toBe(await prettier(text));
    }
    const broken = "```ts\nconst = ;\n```\n";
    const { result, codeDone } = await withBlocks(broken);
    expect(codeDone).toBe(true);
    expect(result).toBe(await prettier(broken));
  });
});
