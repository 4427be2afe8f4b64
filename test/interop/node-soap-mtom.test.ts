// MTOM against a real peer, node-soap (1.13), on 127.0.0.1: its client with `forceMTOM` sends each request as an
// XOP package (multipart/related) to our generated v15 server, which reads it and answers in a package, which
// node-soap reads. SOAP 1.1 only: for SOAP 1.2 node-soap's package says `start-info="text/xml"` and drops the
// action (lib/http.js replaces the Content-Type that carried it), so no server can tell it is SOAP 1.2.
import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createClientAsync } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as v15 from "../../generated/v15/dist/index.js";
import * as mock15 from "../../generated/v15/dist/mock.js";

const request = { userName: "u", password: "p", language: "en" };

/** A method of a node-soap port, callback style. */
type NodeSoapMethod = (
  args: object,
  callback: (error: unknown, result: unknown) => void,
  options: { forceMTOM: boolean },
) => void;

describe("node-soap client with forceMTOM -> our server", () => {
  const contentTypes: { request: string; answer: string }[] = [];
  let server: Server;
  let base = "";

  beforeAll(async () => {
    const listener = v15.createServiceListener(v15.NonStaticXMLAPI, mock15.NonStaticXMLAPIMock);
    const recording: RequestListener = (req: IncomingMessage, res) => {
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
      res.writeHead = ((status: number, headers?: Record<string, string>) => {
        contentTypes.push({
          request: req.headers["content-type"] ?? "",
          answer: headers?.["content-type"] ?? "",
        });
        return writeHead(status, headers);
      }) as typeof res.writeHead;
      listener(req, res);
    };
    server = createServer(recording);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("reads the package and answers in one", async () => {
    const client = await createClientAsync(`${base}${v15.NonStaticXMLAPI.path}?WSDL`, { disableCache: true });
    const port = "NonStaticXMLAPISoap";
    const operation = (client as unknown as Record<string, Record<string, Record<string, NodeSoapMethod>>>)[
      "NonStaticXMLAPI"
    ]?.[port]?.["GetLanguages"];
    if (operation === undefined) throw new Error(`node-soap offers no ${port}.GetLanguages`);
    contentTypes.length = 0;
    const result = await new Promise<unknown>((resolve, reject) =>
      operation(request, (error: unknown, value: unknown) => (error ? reject(error) : resolve(value)), {
        forceMTOM: true,
      }),
    );
    const expected = await mock15.NonStaticXMLAPIMock.getLanguages(request, {} as never);
    expect(result).toEqual({ getLanguagesResult: { languages: { language: expected?.languages } } });
    expect(contentTypes).toEqual([
      {
        request: expect.stringMatching(/^multipart\/related; type="application\/xop\+xml"/),
        answer: expect.stringMatching(
          /^multipart\/related; type="application\/xop\+xml";.* start-info="text\/xml"/,
        ),
      },
    ]);
  });
});
