/**
 * A synthetic service for the generator benchmark, deterministic and laid out like schema/ (a schema root with
 * interfaces.json, a WSDL importing types.xsd): `types` complex types (sequences of scalars, optional and
 * nillable members, references, unbounded lists, attributes, an extension every tenth type, enumerations) and
 * `operations` document/literal operations bound to SOAP 1.1 and SOAP 1.2.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const namespace = "http://bench.example.net/1/";

function complexType(index: number): string {
  const members = [
    `<s:element minOccurs="1" maxOccurs="1" name="id" type="s:int" />`,
    `<s:element minOccurs="0" maxOccurs="1" name="name${index}" type="s:string" />`,
    `<s:element minOccurs="1" maxOccurs="1" name="amount" type="s:decimal" />`,
    `<s:element minOccurs="1" maxOccurs="1" name="valid.from" nillable="true" type="s:dateTime" />`,
    `<s:element minOccurs="0" maxOccurs="1" name="status" type="tns:Status${index % 50}" />`,
  ];
  if (index > 0)
    members.push(`<s:element minOccurs="0" maxOccurs="1" name="previous" type="tns:Type${index - 1}" />`);
  if (index > 1)
    members.push(
      `<s:element minOccurs="0" maxOccurs="unbounded" name="item" nillable="true" type="tns:Type${index - 2}" />`,
    );
  const body = `<s:sequence>${members.join("")}</s:sequence><s:attribute name="code" type="s:string" />`;
  if (index % 10 === 9)
    return (
      `<s:complexType name="Type${index}"><s:annotation><s:documentation>Synthetic type ${index}.</s:documentation>` +
      `</s:annotation><s:complexContent><s:extension base="tns:Type${index - 3}">` +
      `<s:sequence><s:element minOccurs="0" maxOccurs="1" name="extra${index}" type="s:boolean" /></s:sequence>` +
      `</s:extension></s:complexContent></s:complexType>`
    );
  return (
    `<s:complexType name="Type${index}"><s:annotation><s:documentation>Synthetic type ${index}.</s:documentation>` +
    `</s:annotation>${body}</s:complexType>`
  );
}

function statusType(index: number): string {
  return (
    `<s:simpleType name="Status${index}"><s:restriction base="s:string">` +
    `<s:enumeration value="Open" /><s:enumeration value="Closed" /><s:enumeration value="Pending${index}" />` +
    `</s:restriction></s:simpleType>`
  );
}

function operationElements(operation: number, types: number): string {
  const result = Math.floor((operation * types) / 100) % types;
  return (
    `<s:element name="Op${operation}"><s:complexType><s:sequence>` +
    `<s:element minOccurs="0" maxOccurs="1" name="userName" type="s:string" />` +
    `<s:element minOccurs="0" maxOccurs="1" name="password" type="s:string" />` +
    `<s:element minOccurs="1" maxOccurs="1" name="key" type="s:int" />` +
    `</s:sequence></s:complexType></s:element>` +
    `<s:element name="Op${operation}Response"><s:complexType><s:sequence>` +
    `<s:element minOccurs="0" maxOccurs="1" name="op${operation}Result" type="tns:Type${result}" />` +
    `</s:sequence></s:complexType></s:element>`
  );
}

export function syntheticTypes(types: number, operations: number): string {
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<s:schema xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="${namespace}" targetNamespace="${namespace}" elementFormDefault="qualified">`,
  ];
  for (let index = 0; index < 50; index++) lines.push(statusType(index));
  for (let index = 0; index < types; index++) lines.push(complexType(index));
  for (let operation = 0; operation < operations; operation++)
    lines.push(operationElements(operation, types));
  lines.push("</s:schema>");
  return lines.join("\n");
}

function binding(name: string, prefix: "soap" | "soap12", operations: number): string {
  const lines = [
    `<wsdl:binding name="${name}" type="tns:SyntheticSoap">`,
    `<${prefix}:binding transport="http://schemas.xmlsoap.org/soap/http" />`,
  ];
  for (let operation = 0; operation < operations; operation++)
    lines.push(
      `<wsdl:operation name="Op${operation}"><${prefix}:operation soapAction="${namespace}Op${operation}" style="document" />` +
        `<wsdl:input><${prefix}:body use="literal" /></wsdl:input><wsdl:output><${prefix}:body use="literal" /></wsdl:output>` +
        `</wsdl:operation>`,
    );
  lines.push("</wsdl:binding>");
  return lines.join("\n");
}

export function syntheticWsdl(operations: number): string {
  const lines = [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<wsdl:definitions xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="${namespace}" targetNamespace="${namespace}" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">`,
    `<wsdl:types><s:schema><s:import namespace="${namespace}" schemaLocation="types.xsd" /></s:schema></wsdl:types>`,
  ];
  for (let operation = 0; operation < operations; operation++)
    lines.push(
      `<wsdl:message name="Op${operation}SoapIn"><wsdl:part name="parameters" element="tns:Op${operation}" /></wsdl:message>`,
      `<wsdl:message name="Op${operation}SoapOut"><wsdl:part name="parameters" element="tns:Op${operation}Response" /></wsdl:message>`,
    );
  lines.push(`<wsdl:portType name="SyntheticSoap">`);
  for (let operation = 0; operation < operations; operation++)
    lines.push(
      `<wsdl:operation name="Op${operation}"><wsdl:input message="tns:Op${operation}SoapIn" />` +
        `<wsdl:output message="tns:Op${operation}SoapOut" /></wsdl:operation>`,
    );
  lines.push(
    "</wsdl:portType>",
    binding("SyntheticSoap", "soap", operations),
    binding("SyntheticSoap12", "soap12", operations),
  );
  lines.push(
    `<wsdl:service name="Synthetic">`,
    `<wsdl:port name="SyntheticSoap" binding="tns:SyntheticSoap"><soap:address location="http://127.0.0.1/1/SOAP/Synthetic.asmx" /></wsdl:port>`,
    `<wsdl:port name="SyntheticSoap12" binding="tns:SyntheticSoap12"><soap12:address location="http://127.0.0.1/1/SOAP/Synthetic.asmx" /></wsdl:port>`,
    "</wsdl:service>",
    "</wsdl:definitions>",
  );
  return lines.join("\n");
}

/** Writes a schema root for `types` types and `operations` operations; returns the WSDL's path. */
export async function writeSyntheticSchema(root: string, types: number, operations: number): Promise<string> {
  await mkdir(path.join(root, "1"), { recursive: true });
  const interfaces = {
    interfaces: [
      {
        version: "1",
        namespace,
        package: "@bench/synthetic",
        directory: "synthetic",
        wsdl: ["1/Synthetic.wsdl"],
      },
    ],
  };
  await writeFile(path.join(root, "interfaces.json"), JSON.stringify(interfaces, null, 2));
  await writeFile(path.join(root, "1", "types.xsd"), syntheticTypes(types, operations));
  const wsdl = path.join(root, "1", "Synthetic.wsdl");
  await writeFile(wsdl, syntheticWsdl(operations));
  return wsdl;
}
