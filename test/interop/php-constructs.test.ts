// PHP's SoapClient (ext/soap) on the constructs of issue 28, through the golden case
// test/fixtures/emit/constructs-wire (a request header block and two response header blocks, a choice that
// occurs once, a repeated choice, fixed and default attributes, a lax wildcard over a partner's namespace),
// against our generated server over real HTTP on 127.0.0.1, SOAP 1.1 and SOAP 1.2. Skipped where the machine
// has no php with the soap extension.
//
// What SoapClient (PHP 8.2) does with them, pinned below: it sends a header block given as a SoapHeader and
// hands back the response's blocks by name; it writes a repeated choice from one array per element name (all
// `credit`, then all `debit`, as node-soap does) and reads it back grouped the same way; it writes a wildcard's
// content from markup given as the `any` member and reads it back as an object of its elements by local name;
// an element with attributes and simple content is an object with its text as `_`.
import type { RequestListener, Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listening } from "../support/generated-package.ts";
import { writeEmittedCase, type WrittenCase } from "../emit/emitted-case.ts";
import { lexical, phpSoap, runPhpClient } from "./php/php-peer.ts";

const NS = "urn:emit:constructs-wire";
const EXT = "urn:emit:constructs-ext";

interface Context {
  readonly transport: string;
  readonly soapHeaders: object;
  readonly responseSoapHeaders: Record<string, unknown>;
}
interface Package {
  readonly Ledger: { readonly path: string };
  createServiceListener(
    service: unknown,
    handlers: { record(request: { batch: object }, context: Context): Promise<object> },
  ): RequestListener;
  createSoapServer(listener: RequestListener): Server;
}

let written: WrittenCase | undefined;
let pkg: Package;

beforeAll(async () => {
  if (!phpSoap) return;
  written = await writeEmittedCase("constructs-wire");
  pkg = (await import(written.index)) as Package;
});

afterAll(async () => {
  await written?.remove();
});

// The batch as SoapClient is given it.
const phpBatch = {
  version: "2",
  currency: "USD",
  source: "php & co",
  account: "DE89 3704",
  channel: "app",
  credit: [
    { _: "10.50", ref: "a" },
    { _: "0.000001", ref: "c" },
  ],
  debit: [{ _: "2.25", ref: "b" }],
  any: `<e:flag xmlns:e="${EXT}">f &amp; g</e:flag>`,
};

// The same batch as our server reads it: the choice in the order SoapClient writes it, the wildcard's
// declared element typed.
const batch = {
  version: "2",
  currency: "USD",
  source: "php & co",
  account: "DE89 3704",
  channel: "app",
  creditOrDebit: [
    { credit: { value: "10.50", ref: "a" } },
    { credit: { value: "0.000001", ref: "c" } },
    { debit: { value: "2.25", ref: "b" } },
  ],
  $any: [{ $element: `{${EXT}}flag`, value: "f & g" }],
};

describe.skipIf(!phpSoap)("PHP's SoapClient -> our server, on headers, choices and wildcards", () => {
  it.each(["1.1", "1.2"] as const)("over SOAP %s", async (soap) => {
    const seen: { request: unknown; headers: object; transport: string }[] = [];
    const server = pkg.createSoapServer(
      pkg.createServiceListener(pkg.Ledger, {
        record: async (request, context) => {
          seen.push({ request, headers: context.soapHeaders, transport: context.transport });
          context.responseSoapHeaders["Receipt"] = "r-1 & <2>";
          context.responseSoapHeaders["Trace"] = { id: "t-1", hops: 2 };
          return request.batch;
        },
      }),
    );
    try {
      const run = await runPhpClient(`${await listening(server)}${pkg.Ledger.path}?WSDL`, soap, [
        {
          operation: "Record",
          args: [{ batch: phpBatch }],
          headers: [{ namespace: NS, name: "Session", data: { token: "tok & <1>" } }],
        },
      ]);

      expect(seen).toEqual([
        {
          request: { batch },
          headers: { Session: { token: "tok & <1>" } },
          transport: soap === "1.1" ? "soap11" : "soap12",
        },
      ]);
      const [call] = run.calls;
      if (call === undefined || !("result" in call))
        throw new Error(`SoapClient failed: ${JSON.stringify(call)}`);
      expect(lexical(call.result)).toEqual({ RecordResult: { ...phpBatch, any: { flag: "f & g" } } });
      expect(lexical(call.headers)).toEqual({ Receipt: "r-1 & <2>", Trace: { id: "t-1", hops: "2" } });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
