// Large modules formatted on a second thread (generator/build/format-thread.ts, format-worker.ts): the same text
// as on this thread, and the shapes that thread formatted stored with this thread's.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatFiles, formattedShapes } from "../../generator/build/format.ts";
import * as formatThread from "../../generator/build/format-thread.ts";
import { withStoredShapes } from "../../generator/build/shape-store.ts";
import { unformattedSchemaFiles } from "../support/unformatted-files.ts";

vi.mock("../../generator/build/format-thread.ts", async (importOriginal) => {
  const actual = await importOriginal<typeof formatThread>();
  return { ...actual, formatOffThread: vi.fn(actual.formatOffThread) };
});

let directory = "";

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), "xmlapi-format-thread-"));
  formattedShapes.clear();
  vi.mocked(formatThread.formatOffThread).mockClear();
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe("formatting on a second thread", () => {
  it("formats every large module there as this thread formats it", async () => {
    const files = (await unformattedSchemaFiles()).filter((file) => file.path.startsWith("v15/"));
    const here = await formatFiles(files);
    expect(formatThread.formatOffThread).not.toHaveBeenCalled();
    formattedShapes.clear();
    const there = await formatFiles(files, 10_000);
    const sent = vi.mocked(formatThread.formatOffThread).mock.calls.map(([file]) => file);
    expect(sent).toEqual(expect.arrayContaining(["v15/src/types.ts", "v15/src/elements.ts"]));
    expect(there).toEqual(here);
  });

  it("stores the shapes formatted there with this thread's", async () => {
    const files = (await unformattedSchemaFiles()).filter((file) => file.path === "v15/src/types.ts");
    await withStoredShapes(formattedShapes, () => formatFiles(files, 0), directory);
    expect(formatThread.formatOffThread).toHaveBeenCalledTimes(1);
    const [name = ""] = await readdir(directory);
    const stored = JSON.parse(await readFile(path.join(directory, name), "utf8")) as { shapes: unknown[] };
    expect(stored.shapes.length).toBeGreaterThan(100);
  });
});
