// A WSDL that documents its port type and not its service (wsdl2phpgenerator's commentsgeneration.wsdl) had the
// text in no generated declaration: the service now takes its port types' documentation where it has none.
import { describe, expect, it } from "vitest";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

const wsdl = (serviceDocumentation: string) => `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/"
    xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema"
    xmlns:t="urn:t" targetNamespace="urn:t">
  <types><xs:schema targetNamespace="urn:t"><xs:element name="ping" type="xs:string"/></xs:schema></types>
  <message name="ping"><part name="body" element="t:ping"/></message>
  <portType name="Pinger">
    <documentation>Answers pings.</documentation>
    <operation name="ping"><input message="t:ping"/><output message="t:ping"/></operation>
  </portType>
  <binding name="PingerSoap" type="t:Pinger">
    <soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="ping"><soap:operation soapAction="ping"/>
      <input><soap:body use="literal"/></input><output><soap:body use="literal"/></output></operation>
  </binding>
  <service name="PingService">${serviceDocumentation}
    <port name="PingerSoap" binding="t:PingerSoap"><soap:address location="http://localhost/ping"/></port>
  </service>
</definitions>`;

async function serviceDocumentation(serviceDocumentation: string): Promise<string | undefined> {
  const result = await readModel({
    root: "/unused",
    entries: ["a.wsdl"],
    source: memorySource({ "a.wsdl": wsdl(serviceDocumentation) }),
  });
  return result.model?.services[0]?.provenance.documentation;
}

describe("service documentation", () => {
  it("is the port type's where the service has none of its own", async () => {
    expect(await serviceDocumentation("")).toBe("Answers pings.");
    expect(await serviceDocumentation("<documentation>The ping service.</documentation>")).toBe(
      "The ping service.",
    );
  });
});
