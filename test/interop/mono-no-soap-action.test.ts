// Mono's System.Web.Services against a server generated from test/fixtures/corpus/no-soap-action/, whose bindings
// write no soapAction while its port type names a wsam:Action: wsdl.exe's proxies send the empty action there (WS-I
// BP R2745), over SOAP 1.1 and SOAP 1.2, and our server takes it. Skipped where mono-devel is absent, as in
// mono.test.ts.
import { mkdtemp, rm } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";
import { buildMonoDriver, missingMonoTools, runMonoDriver } from "./mono/peer.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(repositoryRoot, "test", "fixtures", "corpus", "no-soap-action", "NoticeService.wsdl");
const mono = missingMonoTools.length === 0;
if (!mono) console.warn("mono-no-soap-action.test.ts: no mono-devel here: Mono interop is skipped.");

interface Generated {
  readonly NoticeService: { readonly path: string };
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

const PROTOCOLS = ["SOAP", "SOAP12"] as const;

describe.skipIf(!mono)("Mono's System.Web.Services -> a service whose bindings write no soapAction", () => {
  let scratch = "";
  let server: Server | undefined;
  let base = "";
  let driver = "";
  let generated: Generated;
  const received: string[] = [];

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "mono-no-soap-action-"));
    generated = await generatePackage<Generated>(wsdl, path.join(scratch, "package"));
    server = generated.createSoapServer(
      generated.createServiceListener(generated.NoticeService, {
        post: async ({ text }: { text: string }) => {
          received.push(text);
          return received.length;
        },
      }),
    );
    base = await listening(server);
    driver = await buildMonoDriver(
      scratch,
      PROTOCOLS.map((protocol) => ({
        namespace: `Notices${protocol}`,
        protocol,
        wsdl: `${base}${generated.NoticeService.path}?WSDL`,
      })),
    );
  }, 120_000);

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("answers the proxies of both SOAP versions", async () => {
    const lines = PROTOCOLS.map((protocol) =>
      [
        `Notices${protocol}.NoticeService`,
        `${base}${generated.NoticeService.path}`,
        "post",
        `text=${Buffer.from(`from ${protocol}`).toString("base64")}`,
      ].join("\t"),
    );
    const answers = await runMonoDriver(driver, lines);
    expect(
      answers.map((answer) => answer.split("\t")[0]),
      answers.join("\n"),
    ).toEqual(["result", "result"]);
    expect(received).toEqual(["from SOAP", "from SOAP12"]);
  }, 60_000);
});
