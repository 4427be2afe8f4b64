// An .asmx description of HTTP GET and POST bindings only (test/fixtures/corpus/asmx-http-only/): its parameter
// parts travel as query and form fields through the generated client and server over real HTTP on 127.0.0.1, every
// value as written (a decimal's digits, a dateTime's lexical form), and the answer is the bare element the
// mime:mimeXml part names.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import type { IncomingMessage, RequestListener, Server, ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatePackage, listening } from "../support/generated-package.ts";

const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
const wsdl = path.join(repositoryRoot, "test", "fixtures", "corpus", "asmx-http-only", "WeatherStation.wsdl");
const servicePath = "/WeatherStation.asmx";
const NS = "http://example.org/weather/";

interface Reading {
  readonly stationId: string;
  readonly sequence: number;
  readonly temperature: string;
  readonly takenAt: string;
  readonly calibrated: boolean;
}

interface Receipt {
  readonly id?: string;
  readonly sequence: number;
  readonly temperature: string;
  readonly takenAt: string;
  readonly calibrated: boolean;
}

type Transport = "get" | "post";

interface Generated {
  readonly WeatherStation: unknown;
  readonly WeatherStationClient: new (options: { baseUrl: string; transport?: Transport }) => {
    recordReading(request: Reading, options?: { transport?: Transport }): Promise<Receipt | undefined>;
    getTemperature(request: { stationId: string }): Promise<string | undefined>;
    ping(request: object, options?: { transport?: Transport }): Promise<string | undefined>;
    resetStation(request: { stationId: string }): Promise<void>;
  };
  readonly createServiceListener: (service: unknown, handlers: unknown) => RequestListener;
  readonly createSoapServer: (listener: RequestListener) => Server;
}

/** What reached the server: method, URL, content type and body of each request. */
interface Seen {
  readonly method: string;
  readonly url: string;
  readonly contentType: string | undefined;
  readonly body: string;
}

describe("an .asmx description of HTTP GET/POST bindings only", () => {
  let scratch = "";
  let generated: Generated;
  const received: [string, unknown][] = [];
  const handlers = {
    recordReading: async (request: Reading) => {
      received.push(["recordReading", request]);
      if (request.stationId === "gone") return null;
      const { stationId, ...rest } = request;
      return { id: `${stationId}/${request.sequence}`, ...rest };
    },
    getTemperature: async (request: { stationId: string }) => {
      received.push(["getTemperature", request]);
      return "-0.50";
    },
    ping: async () => null,
    resetStation: async (request: { stationId: string }) => {
      received.push(["resetStation", request]);
    },
  };

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "xmlapi-http-only-"));
    generated = await generatePackage<Generated>(wsdl, scratch);
  });

  afterAll(async () => {
    if (scratch !== "") await rm(scratch, { recursive: true, force: true });
  });

  it("names each operation's request type in the package README", async () => {
    const readme = await readFile(path.join(scratch, "README.md"), "utf8");
    expect(readme).toMatch(/`RecordReading` *\| `RecordReadingInput` *\| `ReadingReceipt` *\| get, post/);
  });

  /** Runs `body` against the generated server, each request it gets kept in `seen`. */
  async function withServer(body: (baseUrl: string, seen: Seen[]) => Promise<void>): Promise<void> {
    const seen: Seen[] = [];
    const listener = generated.createServiceListener(generated.WeatherStation, handlers);
    const server = generated.createSoapServer((request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () =>
        seen.push({
          method: request.method ?? "",
          url: request.url ?? "",
          contentType: request.headers["content-type"],
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      listener(request, response);
    });
    try {
      await body(await listening(server), seen);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  const reading: Reading = {
    stationId: "N-1 &=?é",
    sequence: -7,
    temperature: "12.3400",
    takenAt: "2026-03-04T05:06:07.890+01:00",
    calibrated: true,
  };
  const fields =
    "stationId=N-1+%26%3D%3F%C3%A9&sequence=-7&temperature=12.3400&takenAt=2026-03-04T05%3A06%3A07.890%2B01%3A00&calibrated=true";

  it("sends the parameters as query fields over GET and form fields over POST, the server reading them back as sent", async () => {
    received.length = 0;
    await withServer(async (baseUrl, seen) => {
      const client = new generated.WeatherStationClient({ baseUrl });
      const receipt: Receipt = {
        id: "N-1 &=?é/-7",
        sequence: -7,
        temperature: "12.3400",
        takenAt: "2026-03-04T05:06:07.890+01:00",
        calibrated: true,
      };
      expect(await client.recordReading(reading)).toEqual(receipt);
      expect(await client.recordReading(reading, { transport: "post" })).toEqual(receipt);
      expect(seen).toEqual([
        { method: "GET", url: `${servicePath}/RecordReading?${fields}`, contentType: undefined, body: "" },
        {
          method: "POST",
          url: `${servicePath}/RecordReading`,
          contentType: "application/x-www-form-urlencoded",
          body: fields,
        },
      ]);
    });
    expect(received).toEqual([
      ["recordReading", reading],
      ["recordReading", reading],
    ]);
  });

  it("answers the element mime:mimeXml names, bare; a nil one resolves to undefined", async () => {
    await withServer(async (baseUrl) => {
      const query = fields.replace("N-1+%26%3D%3F%C3%A9", "S");
      const response = await fetch(`${baseUrl}${servicePath}/RecordReading?${query}`);
      expect([response.status, response.headers.get("content-type"), await response.text()]).toEqual([
        200,
        "text/xml; charset=utf-8",
        `<?xml version="1.0" encoding="utf-8"?><ReadingReceipt xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><Id>S/-7</Id><Sequence>-7</Sequence><Temperature>12.3400</Temperature><TakenAt>2026-03-04T05:06:07.890+01:00</TakenAt><Calibrated>true</Calibrated></ReadingReceipt>`,
      ]);
      const gone = await fetch(`${baseUrl}${servicePath}/RecordReading`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: query.replace("stationId=S", "stationId=gone"),
      });
      expect(await gone.text()).toBe(
        `<?xml version="1.0" encoding="utf-8"?><ReadingReceipt xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:nil="true"/>`,
      );
      const client = new generated.WeatherStationClient({ baseUrl, transport: "post" });
      expect(await client.recordReading({ ...reading, stationId: "gone" })).toBeUndefined();
      expect(await client.ping({})).toBeUndefined();
      expect(await client.ping({}, { transport: "get" })).toBeUndefined();
    });
  });

  it("calls over GET by default, and a method without a result resolves once the server answers 200", async () => {
    received.length = 0;
    await withServer(async (baseUrl, seen) => {
      const client = new generated.WeatherStationClient({ baseUrl });
      expect(await client.getTemperature({ stationId: "S" })).toBe("-0.50");
      expect(await client.resetStation({ stationId: "S" })).toBeUndefined();
      expect(seen.map((request) => `${request.method} ${request.url}`)).toEqual([
        `GET ${servicePath}/GetTemperature?stationId=S`,
        `GET ${servicePath}/ResetStation?stationId=S`,
      ]);
      const reset = await fetch(`${baseUrl}${servicePath}/ResetStation?stationId=T`);
      expect([reset.status, await reset.text()]).toEqual([200, ""]);
    });
    expect(received).toEqual([
      ["getTemperature", { stationId: "S" }],
      ["resetStation", { stationId: "S" }],
      ["resetStation", { stationId: "T" }],
    ]);
  });

  it("refuses a missing or invalid parameter with 400, and SOAP, which the WSDL does not bind", async () => {
    received.length = 0;
    await withServer(async (baseUrl) => {
      const missing = await fetch(
        `${baseUrl}${servicePath}/RecordReading?${fields.replace("&sequence=-7", "")}`,
      );
      expect([missing.status, await missing.text()]).toEqual([400, expect.stringContaining("sequence")]);
      const invalid = await fetch(
        `${baseUrl}${servicePath}/RecordReading?${fields.replace("temperature=12.3400", "temperature=1e3")}`,
      );
      expect([invalid.status, await invalid.text()]).toEqual([400, expect.stringContaining("temperature")]);
      const soap = await fetch(`${baseUrl}${servicePath}`, {
        method: "POST",
        headers: { "content-type": "text/xml; charset=utf-8", soapaction: `"${NS}GetTemperature"` },
        body: `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetTemperature xmlns="${NS}"><stationId>S</stationId></GetTemperature></s:Body></s:Envelope>`,
      });
      expect(soap.status).not.toBe(200);
      const client = new generated.WeatherStationClient({ baseUrl });
      await expect(
        (client.getTemperature as (request: object, options: object) => Promise<unknown>)(
          { stationId: "S" },
          { transport: "soap11" },
        ),
      ).rejects.toThrow("GetTemperature is not offered over soap11; it is bound to get, post");
    });
    expect(received).toEqual([]);
  });
});
