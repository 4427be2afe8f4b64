// Every error a generated client's call can reject with is exported by its package and named in its
// documentation (the client class's doc comment and the README), and a request value outside its type's
// lexical form rejects before anything is sent.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generatedRoot, loadPackage, versions } from "./support.ts";

interface Client {
  amendmentPriceRequest(request: object, options?: object): Promise<unknown>;
  getMeals(request: object, options?: object): Promise<unknown>;
}
type ClientClass = new (options: { baseUrl: string }) => Client;

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

  it.each(["soap11", "soap12", "get", "post"])(
    "rejects with the exported ScalarError over %s",
    async (transport) => {
      const index = await loadPackage("15");
      const Client = index["NonStaticXMLAPIClient"] as ClientClass;
      const error = await new Client({ baseUrl })
        .amendmentPriceRequest(
          { bookingID: "B-1", checkInDate: "tomorrow", checkOutDate: "2025-03-02T00:00:00" },
          { transport },
        )
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(index["ScalarError"] as new () => Error);
      expect((error as Error).message).toContain('"tomorrow" is not a valid dateTime');
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
