// Services of one WSDL at one address path (Travelport's Util.wsdl has seven on one): one listener answers them
// all (mockListeners, createServicesListener), each request going to the service whose operation it names, and
// generate warns only where requests of two of them cannot be told apart.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { generateFromFiles } from "../../generator/generate-files.ts";
import { writeTree } from "../../generator/write/write-tree.ts";

const scratch = mkdtemp(path.join(tmpdir(), "xmlapi-paths-"));
afterAll(async () => rm(await scratch, { recursive: true, force: true }));

const service = (name: string, binding: string, location: string) =>
  `<wsdl:service name="${name}"><wsdl:port name="${name}Port" binding="tns:${binding}"><soap:address location="${location}"/></wsdl:port></wsdl:service>`;

/** Port types Tax and Rate, each of one operation with a request and a response of its own, bound as BTax and BRate. */
const wsdl = (services: string) => `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"
    xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema"
    xmlns:tns="urn:example:paths" targetNamespace="urn:example:paths">
  <wsdl:types><xs:schema targetNamespace="urn:example:paths" elementFormDefault="qualified">
    ${["Tax", "Rate"]
      .map(
        (name) =>
          `<xs:element name="${name}Req"><xs:complexType><xs:sequence><xs:element name="code" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
    <xs:element name="${name}Rsp"><xs:complexType><xs:sequence><xs:element name="${name.toLowerCase()}" type="xs:decimal"/></xs:sequence></xs:complexType></xs:element>`,
      )
      .join("\n")}
  </xs:schema></wsdl:types>
  ${["Tax", "Rate"]
    .map(
      (name) => `<wsdl:message name="${name}In"><wsdl:part name="p" element="tns:${name}Req"/></wsdl:message>
  <wsdl:message name="${name}Out"><wsdl:part name="p" element="tns:${name}Rsp"/></wsdl:message>
  <wsdl:portType name="${name}"><wsdl:operation name="Get${name}"><wsdl:input message="tns:${name}In"/><wsdl:output message="tns:${name}Out"/></wsdl:operation></wsdl:portType>
  <wsdl:binding name="B${name}" type="tns:${name}"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>
    <wsdl:operation name="Get${name}"><soap:operation soapAction="urn:util"/><wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>
  </wsdl:binding>`,
    )
    .join("\n")}
  ${services}
</wsdl:definitions>`;

async function generate(name: string, services: string) {
  const file = path.join(await scratch, `${name}.wsdl`);
  await writeFile(file, wsdl(services));
  return {
    result: await generateFromFiles({ files: [file], allowRemote: false }),
    out: path.join(await scratch, name),
  };
}

const sharing = (message: string) => message.startsWith("operations ");

describe("services at one path", () => {
  it("are answered by one listener, each call by its own service's handlers", async () => {
    const { result, out } = await generate(
      "shared",
      service("Tax", "BTax", "https://h.test/kestrel/Util") +
        service("Rate", "BRate", "https://h.test/kestrel/util"),
    );
    expect(result.diagnostics.map((diagnostic) => diagnostic.message).filter(sharing)).toEqual([]);
    if (result.package === undefined) throw new Error("nothing generated");
    await writeTree(out, ["."], result.package.files);
    type Call = (request: unknown) => Promise<unknown>;
    const index = (await import(pathToFileURL(path.join(out, "dist", "index.js")).href)) as {
      readonly TaxClient: new (options: { baseUrl: string }) => { readonly getTax: Call };
      readonly RateClient: new (options: { baseUrl: string }) => { readonly getRate: Call };
      readonly createRouter: (mounts: Readonly<Record<string, RequestListener>>) => RequestListener;
      readonly createSoapServer: (listener: RequestListener) => Server;
    };
    const mock = (await import(pathToFileURL(path.join(out, "dist", "mock.js")).href)) as {
      readonly mockListeners: () => Readonly<Record<string, RequestListener>>;
      readonly TaxMock: { readonly getTax: (request: unknown, context: unknown) => Promise<unknown> };
      readonly RateMock: { readonly getRate: (request: unknown, context: unknown) => Promise<unknown> };
    };
    expect(Object.keys(mock.mockListeners()).map((key) => key.toLowerCase())).toEqual(["/kestrel/util"]);
    const server = index.createSoapServer(index.createRouter(mock.mockListeners()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const request = { code: "NL" };
      const tax = await new index.TaxClient({ baseUrl }).getTax(request);
      const rate = await new index.RateClient({ baseUrl }).getRate(request);
      expect(tax).toEqual(await mock.TaxMock.getTax(request, {}));
      expect(rate).toEqual(await mock.RateMock.getRate(request, {}));
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);

  it("are reported where their requests cannot be told apart, and services of their own paths are not", async () => {
    const messages = async (name: string, services: string) =>
      (await generate(name, services)).result.diagnostics
        .map((diagnostic) => diagnostic.message)
        .filter(sharing);
    expect(
      await messages(
        "same",
        service("Tax", "BTax", "https://h.test/kestrel/Util") +
          service("Levy", "BTax", "https://h.test/kestrel/Util"),
      ),
    ).toEqual([
      'operations GetTax of service Levy and GetTax of service Tax, at one path, both send the Body element {urn:example:paths}TaxReq with the SOAP action "urn:util": the generated server cannot tell their requests apart and answers them with a Client fault that says so',
    ]);
    expect(
      await messages(
        "apart",
        service("Tax", "BTax", "https://h.test/kestrel/Tax") +
          service("Levy", "BTax", "https://h.test/kestrel/Levy"),
      ),
    ).toEqual([]);
  }, 60_000);
});
