// Our generated client against spyne (Python's SOAP server stack, Debian's python3-spyne), a real peer independent
// of ours, where the machine has it; elsewhere the tests are skipped with a message. The package is generated as
// a user would from the running service's `?wsdl` URL (spyne's own WSDL: its Array wrapper types, a simple type
// in a namespace of its own imported without a location, a header part), then each operation is called over
// real HTTP on 127.0.0.1 with response validation on. Checked: what spyne read of our request (it answers it
// back), that what it stored comes back deep-equal (an exact decimal and a big integer, nil and empty items),
// and its Client fault as a typed SoapFaultError.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage } from "../support/generated-package.ts";

// Debian's Python, which python3-spyne installs into (a python3 earlier on the PATH may be another one).
const PYTHON = "/usr/bin/python3";
const SERVER = path.join(import.meta.dirname, "spyne", "server.py");
const spyne = spawnSync(PYTHON, ["-c", "import spyne"], { encoding: "utf8" }).status === 0;
if (!spyne) console.warn("spyne.test.ts: no spyne for /usr/bin/python3 here: spyne interop is skipped.");

interface Author {
  readonly name: string;
  readonly born?: string | null;
}

interface Book {
  readonly isbn: string;
  readonly title?: string | null;
  readonly price?: string | null;
  readonly genre?: "fiction" | "science" | "poetry" | null;
  readonly authors?: readonly (Author | null)[] | null;
  readonly tags?: readonly (string | null)[] | null;
  readonly available?: boolean | null;
  readonly pages?: bigint | null;
}

interface LibraryClient {
  addBook(request: { book?: Book }): Promise<string | undefined>;
  getBook(request: { isbn: string }): Promise<Book | undefined>;
  listBooks(request: { offset?: bigint; limit?: bigint }): Promise<(Book | null)[] | undefined>;
}

interface Generated {
  readonly LibraryClient: new (options: {
    baseUrl: string;
    validateResponse?: boolean;
    soapHeaders?: { Session?: { token?: string } };
  }) => LibraryClient;
}

const book: Book = {
  isbn: "978-3-16",
  title: "Süß & <sauer>",
  price: "12345678901234567890.125",
  genre: "science",
  authors: [{ name: "Ada", born: "1815-12-10T00:00:00+00:00" }, null, { name: "Grace", born: null }],
  tags: ["a", "", null],
  available: false,
  pages: 12_345_678_901_234_567_890n,
};

/** The book as spyne keeps it: Python's None stands for nil and absent alike, and spyne writes it absent. */
const stored: Book = {
  ...book,
  authors: [{ name: "Ada", born: "1815-12-10T00:00:00+00:00" }, null, { name: "Grace" }],
};

let server: ChildProcess | undefined;
let baseUrl = "";
let scratch = "";
let generated: Generated;

beforeAll(async () => {
  if (!spyne) return;
  // Its stderr is kept for the message where it does not start: spyne logs every fault it sends there.
  const child = spawn(PYTHON, [SERVER, "0"], { stdio: ["ignore", "pipe", "pipe"] });
  server = child;
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
  const port = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once("line", resolve);
    child.once("exit", () => reject(new Error(`the spyne server did not start: ${stderr}`)));
  });
  baseUrl = `http://127.0.0.1:${port}`;
  scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-spyne-"));
  generated = await generatePackage<Generated>(`${baseUrl}/?wsdl`, scratch, true);
}, 120_000);

afterAll(async () => {
  server?.kill();
  if (scratch !== "") await rm(scratch, { recursive: true, force: true });
});

describe.skipIf(!spyne)("our client generated from spyne's ?wsdl -> spyne", () => {
  const client = () =>
    new generated.LibraryClient({
      baseUrl,
      validateResponse: true,
      soapHeaders: { Session: { token: "t & <1>" } },
    });

  it("sends a book and the Session header as spyne reads them", async () => {
    expect(await client().addBook({ book })).toBe(
      "Süß & <sauer>|12345678901234567890.125|science|12345678901234567890|3|['a', '', None]|t & <1>",
    );
    const anonymous = new generated.LibraryClient({ baseUrl });
    expect(await anonymous.addBook({ book: { isbn: "0-1" } })).toBe("None|None|None|None|0|None|None");
  });

  it("reads back what spyne stored (the books sent above), deep-equal", async () => {
    expect(await client().getBook({ isbn: book.isbn })).toStrictEqual(stored);
    expect(await client().listBooks({ offset: 0n, limit: 5n })).toStrictEqual([{ isbn: "0-1" }, stored]);
  });

  it("rejects with spyne's Client fault, typed", async () => {
    await expect(client().getBook({ isbn: "missing" })).rejects.toMatchObject({
      name: "SoapFaultError",
      status: 500,
      fault: { version: "1.1", code: "Client", subcode: "NotFound", reason: "no book missing" },
    });
  });
});
