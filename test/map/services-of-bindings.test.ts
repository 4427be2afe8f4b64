// ONVIF's WSDLs declare port types and bindings and no wsdl:service (a device tells each service's address at
// run time): they generated packages of types with 0 operations. Such a WSDL now gets a service per port type.
import { describe, expect, it } from "vitest";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";

const binding = (name: string, portType: string, soap: "soap" | "soap12") => `
  <binding name="${name}" type="t:${portType}">
    <${soap}:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
    <operation name="ping"><${soap}:operation soapAction="ping"/>
      <input><${soap}:body use="literal"/></input><output><${soap}:body use="literal"/></output></operation>
  </binding>`;

const wsdl = (service: string) => `<definitions xmlns="http://schemas.xmlsoap.org/wsdl/"
    xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/"
    xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
  <types><xs:schema targetNamespace="urn:t"><xs:element name="ping" type="xs:string"/></xs:schema></types>
  <message name="ping"><part name="body" element="t:ping"/></message>
  <portType name="Device">
    <documentation>The device service.</documentation>
    <operation name="ping"><input message="t:ping"/><output message="t:ping"/></operation>
  </portType>
  <portType name="Media">
    <operation name="ping"><input message="t:ping"/><output message="t:ping"/></operation>
  </portType>
  ${binding("DeviceBinding", "Device", "soap12")}
  ${binding("DeviceSoap11", "Device", "soap")}
  ${binding("MediaBinding", "Media", "soap12")}
  ${service}
</definitions>`;

async function services(service: string, warnings: readonly string[] = []) {
  const result = await readModel({
    root: "/unused",
    entries: ["a.wsdl"],
    source: memorySource({ "a.wsdl": wsdl(service) }),
  });
  expect(result.diagnostics.map((diagnostic) => diagnostic.message)).toEqual(warnings);
  return (result.model?.services ?? []).map((declared) => ({
    name: declared.name,
    ports: declared.ports.map((port) => `${port.name} ${port.protocol} '${port.address}'`),
    operations: declared.operations.map((operation) => operation.name),
    documentation: declared.provenance.documentation,
  }));
}

describe("a WSDL without wsdl:service", () => {
  it("gets a service per port type, with a port per binding and no address", async () => {
    expect(await services("")).toEqual([
      {
        name: "Device",
        ports: ["DeviceBinding soap12 ''", "DeviceSoap11 soap11 ''"],
        operations: ["ping"],
        documentation: "The device service.",
      },
      { name: "Media", ports: ["MediaBinding soap12 ''"], operations: ["ping"], documentation: undefined },
    ]);
  });

  it("keeps to the services a WSDL declares, leaving its other bindings out", async () => {
    const declared = `<service name="DeviceService">
    <port name="DevicePort" binding="t:DeviceBinding"><soap12:address location="http://localhost/device"/></port>
  </service>`;
    expect(
      (
        await services(declared, [
          "wsdl:binding 'DeviceSoap11' is named by no wsdl:port of the WSDL's services, and its operations are not generated",
          "wsdl:binding 'MediaBinding' is named by no wsdl:port of the WSDL's services, and its operations are not generated",
        ])
      ).map((service) => service.name),
    ).toEqual(["DeviceService"]);
  });

  // A port naming a binding that is not declared (python-onvif's recording.wsdl names DeviceBinding for its
  // RecordingBinding) left the service and every operation out, told only that the port was.
  it("warns of a binding that a port misnames, whose operations are not generated", async () => {
    const misnamed = `<service name="MediaService">
    <port name="MediaPort" binding="t:DeviceBinding"><soap12:address location="http://localhost/media"/></port>
  </service>`;
    const source = wsdl(misnamed).replace(binding("DeviceBinding", "Device", "soap12"), "");
    const result = await readModel({
      root: "/unused",
      entries: ["a.wsdl"],
      source: memorySource({ "a.wsdl": source }),
    });
    expect(result.diagnostics.map((diagnostic) => diagnostic.message)).toContain(
      "wsdl:binding 'MediaBinding' is named by no wsdl:port of the WSDL's services, and its operations are not generated",
    );
  });
});
