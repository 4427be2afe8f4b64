// esbuild called from a worker thread (generator/build/transpile-thread.ts): its process gets its whole input
// while the calling thread is busy (formatting), where called from that thread it got a pipe's worth.
import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { transformOffThread } from "../../generator/build/transpile-thread.ts";

const options = { loader: "ts", format: "esm" } as const;

describe("transpiling off this thread", () => {
  it("gives esbuild's JavaScript, and its errors", async () => {
    expect(await transformOffThread("export const a: number = 1;\n", options)).toMatch(/^const a = 1;$/m);
    await expect(transformOffThread("export const = ;\n", options)).rejects.toThrow(/Expected identifier/);
  });

  it("transpiles a module larger than a pipe holds while this thread does not turn its event loop", async () => {
    const text = Array.from(
      { length: 60_000 },
      (_, index) => `export const value${index}: number = ${index};`,
    ).join("\n");
    // How long the module takes while this thread waits for it, so that a loaded machine blocks longer below.
    const started = performance.now();
    await transformOffThread(text, options);
    const alone = performance.now() - started;
    let done = false;
    const result = transformOffThread(text, options).then((code) => {
      done = true;
      return code;
    });
    // This thread busy (blocked) for a while, as it is when it formats, then one turn of its loop.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(3000, 4 * alone));
    await nextTurn();
    expect(done).toBe(true);
    expect(await result).toMatch(/^const value59999 = 59999;$/m);
  });
});
