// Every error a generated client's call can reject with is exported by its package and named in its
// documentation (the client class's doc comment and the README); a request that breaks the schema rejects with
// a TypeError naming its paths before anything is sent (with `validateRequest: false` it is sent, and the
// generated server refuses it), and a request value outside its type's lexical form rejects before anything
// is sent either way.
import { readFile } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generatedRoot, loadPackage, versions } from "./support.ts";

interface Client {
  amendmentPriceRequest(request: object, options?: object): Promise<unknown>;
  getMeals(request: object, options?: object): Promise<unknown>;
}
type ClientClass = new (options: { baseUrl: string; validateRequest?: boolean }) => Client;
const transports = ["soap11", "soap12", "get", "post"] as const;

/** The `...Error` names in backticks in a text. */
const errorNames = (text: string) => [
  ...new Set([...text.matchAll(/`(\w+Error)`/g)].map((match) => match[1] ?? "")),
];

describe.each(versions)("version %s", (version) => {
  it("exports every error its clients' doc comments and its README name", async () => {
    const index = await loadPackage(version);
    const root = path.join(generatedRoot, `v${version}`);
    const service = await readFile(
      path.join(root, "src", version === "15" ? "NonStaticXMLAPI.ts" : "StaticXMLAPI.ts"),
      "utf8",
    );
    const clientDocs = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*export class \w+Client/.exec(service)?.[1] ?? "";
    const readme = await readFile(path.join(root, "README.md"), "utf8");
    const named = errorNames(clientDocs);
    expect(named).toEqual(
      expect.arrayContaining([
        "SoapFaultError",
        "HttpError",
        "TransportError",
        "MalformedResponseError",
        "ScalarError",
        "XmlWriteError",
      ]),
    );
    expect(errorNames(readme)).toEqual(expect.arrayContaining(named));
    for (const name of named) expect(typeof index[name], name).toBe("function");
  });
});

describe("a request value outside its type", () => {
  // Nothing listens there: the call must fail before it connects.
  const baseUrl = "http://127.0.0.1:9";

  it.each(transports)(
    "rejects with the exported ScalarError over %s where requests are not validated",
    async (transport) => {
      const index = await loadPackage("15");
      const Client = index["NonStaticXMLAPIClient"] as ClientClass;
      const error = await new Client({ baseUrl, validateRequest: false })
        .amendmentPriceRequest(
          { bookingID: "B-1", checkInDate: "tomorrow", checkOutDate: "2025-03-02T00:00:00" },
          { transport },
        )
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(index["ScalarError"] as new () => Error);
      expect((error as Error).message).toContain('"tomorrow" is not a valid dateTime');
    },
  );

  it.each(["soap11", "soap12"] as const)(
    "rejects null where no nil is allowed with the exported XmlWriteError over %s, unvalidated",
    async (transport) => {
      const index = await loadPackage("15");
      const Client = index["StaticXMLAPIClient"] as new (options: object) => {
        updateSpecialRequest(request: object, options?: object): Promise<unknown>;
      };
      // It was written as the text "null", which the service would have taken for the request's text.
      const error = await new Client({ baseUrl, validateRequest: false })
        .updateSpecialRequest({ bookingId: 7, text: null }, { transport })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(index["XmlWriteError"] as new () => Error);
      expect((error as Error).message).toContain("text expected, got null");
    },
  );

  it("rejects a character XML cannot carry with the exported XmlWriteError", async () => {
    const index = await loadPackage("15");
    const Client = index["NonStaticXMLAPIClient"] as ClientClass;
    const error = await new Client({ baseUrl })
      .getMeals({ userName: "me", password: "secret", language: "en\u0000" })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(index["XmlWriteError"] as new () => Error);
  });
});

describe("a request that breaks the schema", () => {
  /** A v15 server of the mock handlers on 127.0.0.1 that counts the requests it receives. */
  async function serve() {
    const index = await loadPackage("15");
    const mock = (await import(path.join(generatedRoot, "v15", "src", "mock.ts"))) as Record<string, unknown>;
    const createServiceListener = index["createServiceListener"] as (
      service: unknown,
      handlers: unknown,
    ) => RequestListener;
    const listener = createServiceListener(index["NonStaticXMLAPI"], mock["NonStaticXMLAPIMock"]);
    let received = 0;
    const server = (index["createSoapServer"] as (listener: RequestListener) => Server)((req, res) => {
      received += 1;
      listener(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return {
      Client: index["NonStaticXMLAPIClient"] as ClientClass,
      index,
      baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      received: () => received,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }
  // Both dates are required: a caller left them out.
  const undated = { bookingID: "B-1" };

  it("rejects with a TypeError naming each path and sends nothing; unchecked, GET/POST send it", async () => {
    const { Client, index, baseUrl, received, close } = await serve();
    try {
      for (const transport of transports) {
        const error = await new Client({ baseUrl })
          .amendmentPriceRequest(undated, { transport })
          .catch((e: unknown) => e);
        expect(error, transport).toBeInstanceOf(TypeError);
        expect((error as Error).message, transport).toBe(
          "AmendmentPriceRequest: the request is invalid: checkInDate: is required; checkOutDate: is required",
        );
      }
      expect(received()).toBe(0);
      // Unchecked, GET and POST leave the fields out and the server refuses the request; SOAP's writer refuses
      // a missing dateTime itself.
      for (const transport of transports) {
        const error = await new Client({ baseUrl, validateRequest: false })
          .amendmentPriceRequest(undated, { transport })
          .catch((e: unknown) => e);
        if (transport === "soap11" || transport === "soap12")
          expect(error, transport).toBeInstanceOf(index["ScalarError"] as new () => Error);
        else {
          expect(error, transport).toBeInstanceOf(index["HttpError"] as new () => Error);
          expect((error as { status: number }).status, transport).toBe(400);
        }
      }
      expect(received()).toBe(2);
    } finally {
      await close();
    }
  });
});
