// Services of one WSDL at one address path (Travelport's Util.wsdl has seven on one): one listener answers at a
// path, so generate says which services share one instead of letting mockListeners() keep the last in silence.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateFromFiles } from "../../generator/generate-files.ts";

const scratch = mkdtemp(path.join(tmpdir(), "xmlapi-paths-"));
afterAll(async () => rm(await scratch, { recursive: true, force: true }));

const service = (name: string, location: string) =>
  `<wsdl:service name="${name}"><wsdl:port name="${name}Port" binding="tns:B"><soap:address location="${location}"/></wsdl:port></wsdl:service>`;

const wsdl = (services: string) => `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"
    xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema"
    xmlns:tns="urn:example:paths" targetNamespace="urn:example:paths">
  <wsdl:types><xs:schema targetNamespace="urn:example:paths"><xs:element name="Ping" type="xs:string"/></xs:schema></wsdl:types>
  <wsdl:message name="In"><wsdl:part name="p" element="tns:Ping"/></wsdl:message>
  <wsdl:portType name="P"><wsdl:operation name="Ping"><wsdl:input message="tns:In"/></wsdl:operation></wsdl:portType>
  <wsdl:binding name="B" type="tns:P"><soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>
    <wsdl:operation name="Ping"><soap:operation soapAction=""/><wsdl:input><soap:body use="literal"/></wsdl:input></wsdl:operation>
  </wsdl:binding>
  ${services}
</wsdl:definitions>`;

describe("services at one path", () => {
  it("are reported, and services at paths of their own are not", async () => {
    const file = path.join(await scratch, "paths.wsdl");
    const messages = async (services: string) => {
      await writeFile(file, wsdl(services));
      const result = await generateFromFiles({ files: [file], allowRemote: false });
      // Both bind one binding, whose operation's descriptor names clash too: those warnings are another matter.
      return result.diagnostics
        .map((diagnostic) => diagnostic.message)
        .filter((message) => message.startsWith("service "));
    };
    expect(
      await messages(
        service("Tax", "https://h.test/kestrel/Util") + service("Rate", "https://h.test/kestrel/Util"),
      ),
    ).toEqual([
      "service Tax is at the path /kestrel/Util of service Rate: one listener answers at a path, so mockListeners() and a router answer the last of them there, the others only on a server of their own",
    ]);
    expect(
      await messages(
        service("Tax", "https://h.test/kestrel/Tax") + service("Rate", "https://h.test/kestrel/Rate"),
      ),
    ).toEqual([]);
  }, 60_000);
});
