// Mono's System.Web.Services against a server generated from test/fixtures/corpus/rpc-encoded-qualified/, an
// rpc/encoded service whose types schema says elementFormDefault="qualified": .NET's encoded reader takes a
// struct's members unqualified only (SOAP 1.1 section 5.1) and leaves qualified ones unread, so its proxies read
// our echo of a nested struct and of an array of structs back whole only as long as we write them unqualified,
// over SOAP 1.1 and SOAP 1.2. Skipped where mono-devel is absent, as in mono.test.ts.
import { mkdtemp, rm } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";
import { buildMonoDriver, missingMonoTools, runMonoDriver } from "./mono/peer.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(
  repositoryRoot,
  "test",
  "fixtures",
  "corpus",
  "rpc-encoded-qualified",
  "InteropService.wsdl",
);
const mono = missingMonoTools.length === 0;
if (!mono) console.warn("mono-encoded-qualified.test.ts: no mono-devel here: Mono interop is skipped.");

interface Generated {
  readonly InteropService: { readonly path: string };
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

const PROTOCOLS = ["SOAP", "SOAP12"] as const;

/** The arguments the proxies pass, as XmlSerializer writes them, and what our handlers receive of them. */
const SHAPE = {
  xml: "<Shape><label>bolt &amp; nut</label><weight>1.25</weight><origin><x>3</x><y>-4</y></origin></Shape>",
  value: { label: "bolt & nut", weight: "1.25", origin: { x: 3, y: -4 } },
};
const POINTS = {
  xml: "<ArrayOfPoint><Point><x>1</x><y>2</y></Point><Point><x>5</x><y>6</y></Point></ArrayOfPoint>",
  value: [
    { x: 1, y: 2 },
    { x: 5, y: 6 },
  ],
};

/** XmlSerializer's document without its declaration, namespace declarations and indentation. */
const bare = (xml: string) =>
  xml
    .replace(/^<\?xml[^>]*\?>/, "")
    .replaceAll(/ xmlns:\w+="[^"]*"/g, "")
    .replaceAll(/>\s+</g, "><")
    .trim();

describe.skipIf(!mono)("Mono's System.Web.Services -> an rpc/encoded service with qualified elements", () => {
  let scratch = "";
  let server: Server | undefined;
  let base = "";
  let driver = "";
  let generated: Generated;
  const received: unknown[] = [];

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "mono-encoded-qualified-"));
    generated = await generatePackage<Generated>(wsdl, path.join(scratch, "package"));
    const echo = async (request: Record<string, unknown>) => {
      received.push(request);
      return Object.values(request)[0];
    };
    server = generated.createSoapServer(
      generated.createServiceListener(generated.InteropService, { echoShape: echo, echoPoints: echo }),
    );
    base = await listening(server);
    driver = await buildMonoDriver(
      scratch,
      PROTOCOLS.map((protocol) => ({
        namespace: `Interop${protocol}`,
        protocol,
        wsdl: `${base}${generated.InteropService.path}?WSDL`,
      })),
    );
  }, 120_000);

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("reads every member of the nested struct and of the array's structs we echo", async () => {
    const url = `${base}${generated.InteropService.path}`;
    const argument = (name: string, xml: string) => `${name}=${Buffer.from(xml).toString("base64")}`;
    const lines = PROTOCOLS.flatMap((protocol) => [
      [`Interop${protocol}.InteropService`, url, "echoShape", argument("inputShape", SHAPE.xml)].join("\t"),
      [`Interop${protocol}.InteropService`, url, "echoPoints", argument("inputPoints", POINTS.xml)].join(
        "\t",
      ),
    ]);
    const answers = await runMonoDriver(driver, lines);
    expect(received).toEqual(
      PROTOCOLS.flatMap(() => [{ inputShape: SHAPE.value }, { inputPoints: POINTS.value }]),
    );
    expect(
      answers.map((answer) => {
        const [kind, payload = ""] = answer.split("\t");
        return kind === "result" ? bare(Buffer.from(payload, "base64").toString("utf8")) : answer;
      }),
    ).toEqual(PROTOCOLS.flatMap(() => [SHAPE.xml, POINTS.xml]));
  }, 60_000);
});
