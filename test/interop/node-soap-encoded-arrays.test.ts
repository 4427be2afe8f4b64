// SOAP-encoded two-dimensional arrays and arrays of arrays against node-soap (1.13), on 127.0.0.1, with the package
// generated from test/fixtures/corpus/rpc-encoded-arrays/ (SOAP 1.1 section 5.4.2.2).
//
// What node-soap does, pinned below:
// - Client: it writes an array's items untyped and without soapenc:arrayType, so a two-dimensional array it sends
//   has no sizes to shape its items by: our server refuses it with a Client fault naming the path, rather than
//   reading it as something else.
// - Server: it reads our flat xsd:int[2,3] items as one list of strings, the sizes kept only as the attribute's
//   text, and answers an array given as `{ item: [...] }` untyped; our client refuses that answer for the same
//   reason.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type RequestListener, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClientAsync, listen } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(
  repositoryRoot,
  "test",
  "fixtures",
  "corpus",
  "rpc-encoded-arrays",
  "GridService.wsdl",
);
const servicePath = "/grid";

interface Transpose {
  readonly matrix: readonly (readonly (number | null)[])[];
  readonly labels: readonly ((string | null)[] | null)[];
}

interface Handlers {
  transpose(request: Transpose): Promise<(number | null)[][]>;
}

interface Generated {
  readonly GridService: unknown;
  readonly GridServiceClient: new (options: { baseUrl: string }) => Handlers;
  readonly createServiceListener: (service: unknown, handlers: Handlers) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

describe("SOAP-encoded multi-dimensional arrays with node-soap", () => {
  let scratch = "";
  let generated: Generated;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-encoded-arrays-"));
    generated = await generatePackage<Generated>(wsdl, scratch);
  });

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("refuses node-soap's untyped two-dimensional array with a Client fault naming where", async () => {
    const server = generated.createSoapServer(
      generated.createServiceListener(generated.GridService, {
        transpose: async () => {
          throw new Error("not called");
        },
      }),
    );
    try {
      const endpoint = `${await listening(server)}${servicePath}`;
      const client = await createClientAsync(wsdl, { endpoint, disableCache: true });
      const requests: string[] = [];
      client.on("request", (xml: string) => requests.push(xml));
      const failure = await (client["transposeAsync"] as (args: unknown) => Promise<unknown>)({
        matrix: { item: [1, 2] },
        labels: { item: [] },
      }).catch((error: unknown) => error);
      expect(requests[0]).toContain("<matrix><tns:item>1</tns:item><tns:item>2</tns:item></matrix>");
      expect(String((failure as { body?: unknown }).body)).toContain(
        "transpose/matrix/item[1]: an array holds text where items are expected",
      );
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("calls node-soap's server: it reads our flat items as one list, and its untyped answer is refused", async () => {
    const server = createServer();
    try {
      const baseUrl = await listening(server);
      const received: unknown[] = [];
      listen(server, {
        path: servicePath,
        xml: await readFile(wsdl, "utf8"),
        services: {
          GridService: {
            Grid: {
              transpose: (args: unknown) => {
                received.push(args);
                return { transposed: { item: [1, 2] } };
              },
            },
          },
        },
      });
      const client = new generated.GridServiceClient({ baseUrl });
      const failure = await client
        .transpose({
          matrix: [
            [1, 2, 3],
            [4, 5, 6],
          ],
          labels: [["a"]],
        })
        .catch((error: unknown) => error);
      expect(received[0]).toMatchObject({
        matrix: {
          attributes: { "xsi:type": "soapenc:Array", "soapenc:arrayType": "xsd:int[2,3]" },
          item: ["1", "2", "3", "4", "5", "6"].map((value) => ({ $value: value })),
        },
      });
      expect(String(failure)).toContain("an array holds text where items are expected");
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
