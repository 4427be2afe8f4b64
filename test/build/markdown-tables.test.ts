// Markdown tables aligned without prettier parsing them (generator/build/markdown-tables.ts): the output must be
// byte for byte what prettier makes of the whole document.
import fc from "fast-check";
import { format } from "prettier";
import { describe, expect, it } from "vitest";
import { formatMarkdown } from "../../generator/build/markdown-tables.ts";
import { unformattedSchemaFiles, unformattedSyntheticFiles } from "../support/unformatted-files.ts";

const prettier = (text: string) => format(text, { printWidth: 110, endOfLine: "lf", parser: "markdown" });

/** formatMarkdown, and the texts it handed to prettier. */
async function withTables(text: string) {
  const given: string[] = [];
  const result = await formatMarkdown(text, (piece) => {
    given.push(piece);
    return prettier(piece);
  });
  return { result, given };
}

const givenLength = (given: readonly string[]) => given.reduce((sum, text) => sum + text.length, 0);

describe("markdown tables", () => {
  it("gives prettier's formatting of every markdown file generate emits for schema/", async () => {
    const documents = (await unformattedSchemaFiles()).filter((file) => file.path.endsWith(".md"));
    expect(documents.length).toBeGreaterThan(1);
    for (const file of documents)
      expect((await withTables(file.text)).result, file.path).toBe(await prettier(file.text));
  });

  it("gives prettier's formatting of a large schema's README, handing it a small part of the text", async () => {
    const readme = (await unformattedSyntheticFiles(300, 20)).find((file) => file.path.endsWith("README.md"));
    expect(readme).toBeDefined();
    const text = readme?.text ?? "";
    const { result, given } = await withTables(text);
    expect(result).toBe(await prettier(text));
    expect(givenLength(given)).toBeLessThan(text.length / 4);
  });

  it("has prettier print the cells it does not print as written, and measures them as prettier does", async () => {
    const text = [
      "# Cells",
      "",
      "| Name | Note |",
      "| --- | --- |",
      "| `a\\|b` | *stressed* and snake_case |",
      "| 漢字 | wide characters count two |",
      "| see http://example.com | a \\| pipe |",
      "| plain | `code` and words |",
      "| ` spaced ` | two  spaces |",
      "",
    ].join("\n");
    const { result, given } = await withTables(text);
    expect(result).toBe(await prettier(text));
    expect(given.join("\n")).toContain("*stressed*");
    expect(given.join("\n")).not.toContain("| plain |");
  });

  it("leaves to prettier the tables it does not follow, and documents it cannot", async () => {
    const documents = [
      // Aligned by colons.
      "| a | b |\n| :-- | --: |\n| x | y |\n",
      // No blank line before: GFM continues the paragraph into the table.
      "Text\n| a | b |\n| --- | --- |\n| x | y |\n",
      // Rows of different lengths.
      "| a | b |\n| --- | --- |\n| x |\n| x | y | z |\n",
      // A backslash that escapes something else.
      "| a | b |\n| --- | --- |\n| \\* | y |\n",
      // Inside an HTML comment, which runs on past blank lines.
      "<!--\n\n| a | b |\n| --- | --- |\n| x | y |\n\n-->\n",
      // Inside fenced code.
      "```\n\n| a | b |\n| --- | --- |\n\n```\n",
      // The marker itself.
      "XMLAPICODEGENMARKDOWNTABLE0\n\n| a | b |\n| --- | --- |\n| x | y |\n",
    ];
    for (const text of documents) expect((await withTables(text)).result, text).toBe(await prettier(text));
  });

  it("gives prettier's formatting of documents of random blocks and cells", async () => {
    const character = fc.constantFrom(
      ..."aZ09 .,;:()'\"/-_*`\\|<>#+!~[]{}@$=&é漢😀\t".split(/(?:)/u),
      "http://",
      "www.",
      "  ",
    );
    const cell = fc.array(character, { maxLength: 8 }).map((parts) => parts.join("").replaceAll("\n", " "));
    const table = fc
      .integer({ min: 1, max: 4 })
      .chain((columns) =>
        fc.tuple(
          fc.array(fc.array(cell, { minLength: columns, maxLength: columns }), {
            minLength: 1,
            maxLength: 5,
          }),
          fc.constantFrom("---", "-", " --- "),
        ),
      )
      .map(([rows, dashes]) => {
        const line = (cells: readonly string[]) => `|${cells.map((c) => ` ${c} `).join("|")}|`;
        const [header = [], ...body] = rows;
        return [line(header), line(header.map(() => dashes)), ...body.map(line)].join("\n");
      });
    const block = fc.oneof(
      table,
      table,
      fc.constantFrom(
        "Some *text* with `code`.",
        "## Heading",
        "- item\n- item",
        "```ts\n\n| not | a table |\n| --- | --- |\n\n```",
        "> quoted",
      ),
    );
    const document = fc
      .tuple(fc.array(block, { minLength: 1, maxLength: 5 }), fc.constantFrom("\n\n", "\n"))
      .map(([blocks, separator]) => `${blocks.join(separator)}\n`);
    await fc.assert(
      fc.asyncProperty(document, async (text) => {
        expect((await withTables(text)).result).toBe(await prettier(text));
      }),
      { numRuns: 300 },
    );
  });
});
