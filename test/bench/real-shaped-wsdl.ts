/**
 * Real-shaped services for the generator benchmark, deterministic, written the way two common toolchains
 * publish them (the synthetic WSDL hid the costs real ones bring: many operations, wrapper elements, several
 * namespaces, documentation):
 *
 * - `writeVendorService`: a large vendor API. A WSDL importing a messages schema, which imports five domain
 *   schemas, each importing a common one (seven namespaces). Every operation has a request and a response type
 *   extending a shared base (the request's carries a shared header type) and a wrapper element of each; the
 *   domain types carry documentation, enumerations, extension, choice, optional, nillable and repeated
 *   members, attributes and xs:any; every operation declares a shared fault.
 * - `writeJaxwsService`: a mid-size java-first JAX-WS service: one schema document, wrapper types named after
 *   the operations with unqualified `arg0`/`return` members, a class hierarchy, Java enums, a fault bean.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

const xs = "http://www.w3.org/2001/XMLSchema";

const nouns = [
  "Account",
  "Address",
  "Agreement",
  "Allocation",
  "Asset",
  "Batch",
  "Booking",
  "Budget",
  "Carrier",
  "Category",
  "Channel",
  "Charge",
  "Contact",
  "Contract",
  "Coupon",
  "Credit",
  "Customer",
  "Delivery",
  "Device",
  "Discount",
  "Document",
  "Entitlement",
  "Event",
  "Fee",
  "Invoice",
  "Item",
  "Ledger",
  "License",
  "Location",
  "Lot",
  "Member",
  "Message",
  "Note",
  "Offer",
  "Order",
  "Package",
  "Partner",
  "Payment",
  "Plan",
  "Policy",
  "Price",
  "Product",
  "Profile",
  "Promotion",
  "Quote",
  "Rate",
  "Receipt",
  "Refund",
  "Region",
  "Reservation",
  "Return",
  "Rule",
  "Schedule",
  "Segment",
  "Shipment",
  "Site",
  "Statement",
  "Subscription",
  "Supplier",
  "Task",
  "Tax",
  "Term",
  "Ticket",
  "Transfer",
  "Unit",
  "Usage",
  "User",
  "Vendor",
  "Voucher",
  "Warehouse",
];
const qualifiers = ["", "Summary", "Detail", "Line", "Option", "Setting", "History", "Group"];

/** The `index`th distinct entity name: every noun, then every noun with the next qualifier. */
function entityName(index: number): string {
  return `${nouns[index % nouns.length] ?? ""}${qualifiers[Math.floor(index / nouns.length) % qualifiers.length] ?? ""}`;
}

function documentation(text: string): string {
  return `<xs:annotation><xs:documentation>${text}</xs:documentation></xs:annotation>`;
}

function schemaDocument(
  namespace: string,
  prefixes: Record<string, string>,
  body: readonly string[],
): string {
  const declarations = Object.entries(prefixes)
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join("");
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<xs:schema xmlns:xs="${xs}"${declarations} targetNamespace="${namespace}" elementFormDefault="qualified">`,
    ...body,
    `</xs:schema>`,
    "",
  ].join("\n");
}

// The large vendor API.

const vendorBase = "urn:example:bench:vendor";
const vendorNamespace = (name: string) => `${vendorBase}:${name}:v2`;
const domains = ["accounts", "catalog", "orders", "billing", "shipping"] as const;
const verbs = ["Get", "Create", "Update", "Delete", "List", "Search", "Validate", "Cancel"] as const;

/** Sizes of the vendor API: `operations` of at most two per entity, so `entities` >= `operations` / 2. */
export interface VendorSize {
  readonly operations: number;
  readonly entitiesPerDomain: number;
  readonly enumsPerDomain: number;
}

export const largeVendor: VendorSize = { operations: 1000, entitiesPerDomain: 100, enumsPerDomain: 8 };

function commonSchema(): string {
  const currencies = ["EUR", "USD", "GBP", "JPY", "CHF", "SEK", "NOK", "DKK", "PLN", "CZK", "AUD", "CAD"];
  const body = [
    `<xs:complexType name="RequestHeader">${documentation("Sent with every request: who calls, in which locale.")}<xs:sequence>` +
      `<xs:element name="sessionToken" type="xs:string"/><xs:element name="clientVersion" type="xs:string" minOccurs="0"/>` +
      `<xs:element name="locale" type="xs:language" minOccurs="0"/><xs:element name="correlationId" type="xs:string" minOccurs="0"/>` +
      `</xs:sequence></xs:complexType>`,
    `<xs:complexType name="RequestBase" abstract="true"><xs:sequence>` +
      `<xs:element name="header" type="cmn:RequestHeader"/></xs:sequence></xs:complexType>`,
    `<xs:simpleType name="ResultStatus"><xs:restriction base="xs:string"><xs:enumeration value="Success"/>` +
      `<xs:enumeration value="Warning"/><xs:enumeration value="Failure"/></xs:restriction></xs:simpleType>`,
    `<xs:complexType name="Problem">${documentation("An error or a warning of a call.")}<xs:sequence>` +
      `<xs:element name="code" type="xs:int"/><xs:element name="message" type="xs:string"/>` +
      `<xs:element name="field" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>` +
      `<xs:any namespace="##other" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>` +
      `</xs:sequence><xs:attribute name="severity" type="xs:string"/></xs:complexType>`,
    `<xs:complexType name="ResponseBase" abstract="true"><xs:sequence>` +
      `<xs:element name="status" type="cmn:ResultStatus"/>` +
      `<xs:element name="problem" type="cmn:Problem" minOccurs="0" maxOccurs="unbounded"/>` +
      `<xs:element name="requestId" type="xs:string" minOccurs="0"/></xs:sequence></xs:complexType>`,
    `<xs:simpleType name="CurrencyCode"><xs:restriction base="xs:string">` +
      currencies.map((code) => `<xs:enumeration value="${code}"/>`).join("") +
      `</xs:restriction></xs:simpleType>`,
    `<xs:complexType name="Money"><xs:simpleContent><xs:extension base="xs:decimal">` +
      `<xs:attribute name="currency" type="cmn:CurrencyCode" use="required"/></xs:extension></xs:simpleContent></xs:complexType>`,
    `<xs:complexType name="Paging"><xs:sequence><xs:element name="offset" type="xs:int" minOccurs="0"/>` +
      `<xs:element name="limit" type="xs:int" minOccurs="0"/></xs:sequence></xs:complexType>`,
    `<xs:complexType name="PostalAddress"><xs:sequence><xs:element name="line" type="xs:string" maxOccurs="3"/>` +
      `<xs:element name="city" type="xs:string"/><xs:element name="postalCode" type="xs:string" minOccurs="0"/>` +
      `<xs:element name="country" type="xs:string"/></xs:sequence></xs:complexType>`,
    `<xs:complexType name="AuditInfo"><xs:sequence><xs:element name="createdAt" type="xs:dateTime"/>` +
      `<xs:element name="createdBy" type="xs:string" minOccurs="0"/><xs:element name="modifiedAt" type="xs:dateTime" minOccurs="0" nillable="true"/>` +
      `</xs:sequence><xs:attribute name="revision" type="xs:long"/></xs:complexType>`,
    `<xs:complexType name="FaultDetail"><xs:sequence><xs:element name="code" type="xs:int"/>` +
      `<xs:element name="reason" type="xs:string"/></xs:sequence></xs:complexType>`,
    `<xs:element name="ServiceFault" type="cmn:FaultDetail"/>`,
  ];
  return schemaDocument(vendorNamespace("common"), { cmn: vendorNamespace("common") }, body);
}

/** Entity `index` of `domain` (global numbering: unique names across the domains). */
function globalEntity(domain: number, index: number, size: VendorSize): number {
  return domain * size.entitiesPerDomain + index;
}

function domainPrefix(domain: number): string {
  return `d${domain}`;
}

function enumName(domain: number, index: number): string {
  return `${entityName(domain * 7 + index)}${["Status", "Kind", "Mode", "Level"][index % 4] ?? ""}Code`;
}

function enumType(domain: number, index: number): string {
  const values = Array.from({ length: 3 + ((index * 5 + domain) % 9) }, (_, value) => `Value${value}`);
  return (
    `<xs:simpleType name="${enumName(domain, index)}">${documentation(`Codes of ${domains[domain]} (${index}).`)}` +
    `<xs:restriction base="xs:string">${values.map((value) => `<xs:enumeration value="${value}"/>`).join("")}` +
    `</xs:restriction></xs:simpleType>`
  );
}

function entityType(domain: number, index: number, size: VendorSize): string {
  const own = domainPrefix(domain);
  const name = entityName(globalEntity(domain, index, size));
  const members = [
    `<xs:element name="id" type="xs:long"/>`,
    `<xs:element name="name" type="xs:string" minOccurs="0"/>`,
    `<xs:element name="description" type="xs:string" minOccurs="0" nillable="true">${index % 3 === 0 ? documentation(`Free text about the ${name}.`) : ""}</xs:element>`,
    `<xs:element name="status" type="${own}:${enumName(domain, index % size.enumsPerDomain)}" minOccurs="0"/>`,
    `<xs:element name="amount" type="cmn:Money" minOccurs="0"/>`,
    `<xs:element name="validFrom" type="xs:date" minOccurs="0"/>`,
    `<xs:element name="audit" type="cmn:AuditInfo" minOccurs="0"/>`,
  ];
  if (index > 0)
    members.push(
      `<xs:element name="parent" type="${own}:${entityName(globalEntity(domain, index - 1, size))}" minOccurs="0"/>`,
    );
  if (index > 1)
    members.push(
      `<xs:element name="${entityName(globalEntity(domain, index - 2, size)).replace(/^./, (c) => c.toLowerCase())}" ` +
        `type="${own}:${entityName(globalEntity(domain, index - 2, size))}" minOccurs="0" maxOccurs="unbounded" nillable="true"/>`,
    );
  if (domain > 0 && index % 4 === 0)
    members.push(
      `<xs:element name="related" type="${domainPrefix(domain - 1)}:${entityName(globalEntity(domain - 1, index, size))}" minOccurs="0"/>`,
    );
  if (index % 6 === 0) members.push(`<xs:element name="address" type="cmn:PostalAddress" minOccurs="0"/>`);
  if (index % 7 === 0)
    members.push(
      `<xs:choice minOccurs="0"><xs:element name="externalCode" type="xs:string"/>` +
        `<xs:element name="internalNumber" type="xs:int"/><xs:element name="legacyKey" type="xs:string"/></xs:choice>`,
    );
  members.push(`<xs:element name="tag" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>`);
  if (index % 11 === 0)
    members.push(`<xs:any namespace="##other" processContents="lax" minOccurs="0" maxOccurs="unbounded"/>`);
  const attributes =
    `<xs:attribute name="version" type="xs:int"/>` +
    (index % 2 === 0 ? `<xs:attribute name="source" type="xs:string"/>` : "");
  const notes = index % 4 === 3 ? "" : documentation(`A ${name} of the ${domains[domain]} domain.`);
  // Every fifth type derives from the type five before it.
  if (index % 5 === 4)
    return (
      `<xs:complexType name="${name}">${notes}<xs:complexContent><xs:extension base="${own}:${entityName(globalEntity(domain, index - 4, size))}">` +
      `<xs:sequence><xs:element name="${name.replace(/^./, (c) => c.toLowerCase())}Code" type="xs:string" minOccurs="0"/>` +
      `<xs:element name="priority" type="xs:int" minOccurs="0"/></xs:sequence></xs:extension></xs:complexContent></xs:complexType>`
    );
  return `<xs:complexType name="${name}">${notes}<xs:sequence>${members.join("")}</xs:sequence>${attributes}</xs:complexType>`;
}

function domainSchema(domain: number, size: VendorSize): string {
  const prefixes: Record<string, string> = {
    cmn: vendorNamespace("common"),
    [domainPrefix(domain)]: vendorNamespace(domains[domain] ?? ""),
  };
  const body = [`<xs:import namespace="${vendorNamespace("common")}" schemaLocation="common.xsd"/>`];
  if (domain > 0) {
    const previous = domains[domain - 1] ?? "";
    prefixes[domainPrefix(domain - 1)] = vendorNamespace(previous);
    body.push(`<xs:import namespace="${vendorNamespace(previous)}" schemaLocation="${previous}.xsd"/>`);
  }
  for (let index = 0; index < size.enumsPerDomain; index++) body.push(enumType(domain, index));
  for (let index = 0; index < size.entitiesPerDomain; index++) body.push(entityType(domain, index, size));
  return schemaDocument(vendorNamespace(domains[domain] ?? ""), prefixes, body);
}

interface VendorOperation {
  readonly name: string;
  readonly verb: (typeof verbs)[number];
  readonly domain: number;
  readonly entity: string;
}

function vendorOperations(size: VendorSize): VendorOperation[] {
  const entities = domains.length * size.entitiesPerDomain;
  return Array.from({ length: size.operations }, (_, index) => {
    const global = index % entities;
    const verb = verbs[(global + Math.floor(index / entities)) % verbs.length] ?? "Get";
    const entity = entityName(global);
    return { name: `${verb}${entity}`, verb, domain: Math.floor(global / size.entitiesPerDomain), entity };
  });
}

function operationTypes(operation: VendorOperation): string {
  const entity = `${domainPrefix(operation.domain)}:${operation.entity}`;
  const lower = operation.entity.replace(/^./, (c) => c.toLowerCase());
  const many = operation.verb === "List" || operation.verb === "Search";
  const request = (() => {
    switch (operation.verb) {
      case "Create":
      case "Update":
      case "Validate":
        return `<xs:element name="${lower}" type="${entity}"/><xs:element name="dryRun" type="xs:boolean" minOccurs="0"/>`;
      case "List":
        return `<xs:element name="paging" type="cmn:Paging" minOccurs="0"/><xs:element name="sortBy" type="xs:string" minOccurs="0" maxOccurs="unbounded"/>`;
      case "Search":
        return (
          `<xs:choice><xs:element name="text" type="xs:string"/><xs:element name="ids" type="xs:long" maxOccurs="unbounded"/></xs:choice>` +
          `<xs:element name="paging" type="cmn:Paging" minOccurs="0"/>`
        );
      default:
        return `<xs:element name="${lower}Id" type="xs:long"/><xs:element name="reason" type="xs:string" minOccurs="0" nillable="true"/>`;
    }
  })();
  const result = many
    ? `<xs:element name="${lower}" type="${entity}" minOccurs="0" maxOccurs="unbounded"/><xs:element name="total" type="xs:int" minOccurs="0"/>`
    : `<xs:element name="${lower}" type="${entity}" minOccurs="0" nillable="true"/>`;
  return (
    `<xs:complexType name="${operation.name}Request">${documentation(`Parameters of ${operation.name}.`)}` +
    `<xs:complexContent><xs:extension base="cmn:RequestBase"><xs:sequence>${request}</xs:sequence>` +
    `</xs:extension></xs:complexContent></xs:complexType>\n` +
    `<xs:complexType name="${operation.name}Response"><xs:complexContent><xs:extension base="cmn:ResponseBase">` +
    `<xs:sequence>${result}</xs:sequence></xs:extension></xs:complexContent></xs:complexType>\n` +
    `<xs:element name="${operation.name}" type="msg:${operation.name}Request"/>\n` +
    `<xs:element name="${operation.name}Result" type="msg:${operation.name}Response"/>`
  );
}

function messagesSchema(operations: readonly VendorOperation[]): string {
  const prefixes: Record<string, string> = {
    msg: vendorNamespace("messages"),
    cmn: vendorNamespace("common"),
  };
  const body = [`<xs:import namespace="${vendorNamespace("common")}" schemaLocation="common.xsd"/>`];
  domains.forEach((domain, index) => {
    prefixes[domainPrefix(index)] = vendorNamespace(domain);
    body.push(`<xs:import namespace="${vendorNamespace(domain)}" schemaLocation="${domain}.xsd"/>`);
  });
  for (const operation of operations) body.push(operationTypes(operation));
  return schemaDocument(vendorNamespace("messages"), prefixes, body);
}

function vendorWsdl(operations: readonly VendorOperation[]): string {
  const tns = vendorNamespace("service");
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" ` +
      `xmlns:xs="${xs}" xmlns:tns="${tns}" xmlns:msg="${vendorNamespace("messages")}" xmlns:cmn="${vendorNamespace("common")}" ` +
      `targetNamespace="${tns}" name="VendorService">`,
    `<wsdl:documentation>A vendor's business API: accounts, catalog, orders, billing and shipping.</wsdl:documentation>`,
    `<wsdl:types><xs:schema targetNamespace="${tns}/types">` +
      `<xs:import namespace="${vendorNamespace("messages")}" schemaLocation="messages.xsd"/>` +
      `<xs:import namespace="${vendorNamespace("common")}" schemaLocation="common.xsd"/></xs:schema></wsdl:types>`,
    `<wsdl:message name="ServiceFault"><wsdl:part name="fault" element="cmn:ServiceFault"/></wsdl:message>`,
  ];
  for (const operation of operations)
    lines.push(
      `<wsdl:message name="${operation.name}Input"><wsdl:part name="parameters" element="msg:${operation.name}"/></wsdl:message>`,
      `<wsdl:message name="${operation.name}Output"><wsdl:part name="parameters" element="msg:${operation.name}Result"/></wsdl:message>`,
    );
  lines.push(`<wsdl:portType name="VendorPort">`);
  for (const operation of operations)
    lines.push(
      `<wsdl:operation name="${operation.name}"><wsdl:documentation>${operation.verb} a ${operation.entity}.</wsdl:documentation>` +
        `<wsdl:input message="tns:${operation.name}Input"/><wsdl:output message="tns:${operation.name}Output"/>` +
        `<wsdl:fault name="ServiceFault" message="tns:ServiceFault"/></wsdl:operation>`,
    );
  lines.push(
    `</wsdl:portType>`,
    `<wsdl:binding name="VendorBinding" type="tns:VendorPort">`,
    `<soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>`,
  );
  for (const operation of operations)
    lines.push(
      `<wsdl:operation name="${operation.name}"><soap:operation soapAction="${tns}/${operation.name}"/>` +
        `<wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output>` +
        `<wsdl:fault name="ServiceFault"><soap:fault name="ServiceFault" use="literal"/></wsdl:fault></wsdl:operation>`,
    );
  lines.push(
    `</wsdl:binding>`,
    `<wsdl:service name="VendorService"><wsdl:port name="VendorPort" binding="tns:VendorBinding">` +
      `<soap:address location="http://127.0.0.1/vendor/v2"/></wsdl:port></wsdl:service>`,
    `</wsdl:definitions>`,
    "",
  );
  return lines.join("\n");
}

/** Writes the vendor API's WSDL and its seven schema documents into `folder`; returns the WSDL's path. */
export async function writeVendorService(folder: string, size: VendorSize = largeVendor): Promise<string> {
  await mkdir(folder, { recursive: true });
  const operations = vendorOperations(size);
  await writeFile(path.join(folder, "common.xsd"), commonSchema());
  for (const [index, domain] of domains.entries())
    await writeFile(path.join(folder, `${domain}.xsd`), domainSchema(index, size));
  await writeFile(path.join(folder, "messages.xsd"), messagesSchema(operations));
  const wsdl = path.join(folder, "VendorService.wsdl");
  await writeFile(wsdl, vendorWsdl(operations));
  return wsdl;
}

// The mid-size JAX-WS service.

const jaxwsNamespace = "http://bench.example.org/ws";

/** Sizes of the JAX-WS service: `operations` wrapper pairs, `classes` bean types, `enums` Java enums. */
export interface JaxwsSize {
  readonly operations: number;
  readonly classes: number;
  readonly enums: number;
}

export const midJaxws: JaxwsSize = { operations: 33, classes: 250, enums: 24 };

function beanName(index: number): string {
  return entityName(index).replace(/^./, (c) => c.toLowerCase());
}

function javaEnum(index: number): string {
  const values = Array.from({ length: 2 + (index % 7) }, (_, value) => `VALUE_${index}_${value}`);
  return (
    `<xs:simpleType name="${beanName(index)}Type"><xs:restriction base="xs:string">` +
    values.map((value) => `<xs:enumeration value="${value}"/>`).join("") +
    `</xs:restriction></xs:simpleType>`
  );
}

function bean(index: number, size: JaxwsSize): string {
  const members = [
    `<xs:element name="id" type="xs:long"/>`,
    `<xs:element name="code" type="xs:string" minOccurs="0"/>`,
    `<xs:element name="type" type="tns:${beanName(index % size.enums)}Type" minOccurs="0"/>`,
    `<xs:element name="created" type="xs:dateTime" minOccurs="0"/>`,
    `<xs:element name="active" type="xs:boolean"/>`,
    `<xs:element name="amount" type="xs:decimal" minOccurs="0"/>`,
  ];
  if (index > 0) members.push(`<xs:element name="owner" type="tns:${beanName(index - 1)}" minOccurs="0"/>`);
  if (index > 2)
    members.push(
      `<xs:element name="children" type="tns:${beanName(index - 3)}" nillable="true" minOccurs="0" maxOccurs="unbounded"/>`,
    );
  members.push(
    `<xs:element name="labels" type="xs:string" nillable="true" minOccurs="0" maxOccurs="unbounded"/>`,
  );
  // Java classes extending an abstract base: every eighth bean is one, the next seven extend it.
  if (index % 8 === 0)
    return `<xs:complexType name="${beanName(index)}" abstract="true"><xs:sequence>${members.join("")}</xs:sequence></xs:complexType>`;
  return (
    `<xs:complexType name="${beanName(index)}"><xs:complexContent><xs:extension base="tns:${beanName(index - (index % 8))}">` +
    `<xs:sequence>${members.slice(1).join("")}<xs:element name="extra${index}" type="xs:int" minOccurs="0"/></xs:sequence>` +
    `</xs:extension></xs:complexContent></xs:complexType>`
  );
}

function jaxwsOperationName(index: number): string {
  const verb = ["find", "get", "save", "remove", "list", "count"][index % 6] ?? "get";
  return `${verb}${entityName(index * 7)}`;
}

function jaxwsSchema(size: JaxwsSize): string {
  const body: string[] = [];
  for (let index = 0; index < size.operations; index++) {
    const name = jaxwsOperationName(index);
    body.push(
      `<xs:element name="${name}" type="tns:${name}"/>`,
      `<xs:element name="${name}Response" type="tns:${name}Response"/>`,
    );
  }
  body.push(`<xs:element name="ServiceException" type="tns:ServiceException"/>`);
  for (let index = 0; index < size.operations; index++) {
    const name = jaxwsOperationName(index);
    const argument = beanName((index * 7) % size.classes);
    body.push(
      `<xs:complexType name="${name}"><xs:sequence><xs:element name="arg0" type="tns:${argument}" minOccurs="0"/>` +
        `<xs:element name="arg1" type="xs:int"/></xs:sequence></xs:complexType>`,
      `<xs:complexType name="${name}Response"><xs:sequence>` +
        `<xs:element name="return" type="tns:${argument}" nillable="true" minOccurs="0" maxOccurs="unbounded"/>` +
        `</xs:sequence></xs:complexType>`,
    );
  }
  body.push(
    `<xs:complexType name="ServiceException"><xs:sequence><xs:element name="message" type="xs:string" minOccurs="0"/>` +
      `</xs:sequence></xs:complexType>`,
  );
  for (let index = 0; index < size.enums; index++) body.push(javaEnum(index));
  for (let index = 0; index < size.classes; index++) body.push(bean(index, size));
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<xs:schema xmlns:tns="${jaxwsNamespace}" xmlns:xs="${xs}" version="1.0" targetNamespace="${jaxwsNamespace}">`,
    ...body,
    `</xs:schema>`,
    "",
  ].join("\n");
}

function jaxwsWsdl(size: JaxwsSize): string {
  const lines = [
    `<?xml version='1.0' encoding='UTF-8'?>`,
    `<definitions xmlns:wsam="http://www.w3.org/2007/05/addressing/metadata" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" ` +
      `xmlns:tns="${jaxwsNamespace}" xmlns:xsd="${xs}" xmlns="http://schemas.xmlsoap.org/wsdl/" ` +
      `targetNamespace="${jaxwsNamespace}" name="BenchService">`,
    `<types><xsd:schema><xsd:import namespace="${jaxwsNamespace}" schemaLocation="BenchService_schema1.xsd"/></xsd:schema></types>`,
    `<message name="ServiceException"><part name="fault" element="tns:ServiceException"/></message>`,
  ];
  const names = Array.from({ length: size.operations }, (_, index) => jaxwsOperationName(index));
  for (const name of names)
    lines.push(
      `<message name="${name}"><part name="parameters" element="tns:${name}"/></message>`,
      `<message name="${name}Response"><part name="parameters" element="tns:${name}Response"/></message>`,
    );
  lines.push(`<portType name="Bench">`);
  for (const name of names)
    lines.push(
      `<operation name="${name}"><input wsam:Action="${jaxwsNamespace}/Bench/${name}Request" message="tns:${name}"/>` +
        `<output wsam:Action="${jaxwsNamespace}/Bench/${name}Response" message="tns:${name}Response"/>` +
        `<fault message="tns:ServiceException" name="ServiceException"/></operation>`,
    );
  lines.push(
    `</portType>`,
    `<binding name="BenchPortBinding" type="tns:Bench"><soap:binding transport="http://schemas.xmlsoap.org/soap/http" style="document"/>`,
  );
  for (const name of names)
    lines.push(
      `<operation name="${name}"><soap:operation soapAction=""/><input><soap:body use="literal"/></input>` +
        `<output><soap:body use="literal"/></output><fault name="ServiceException"><soap:fault name="ServiceException" use="literal"/></fault></operation>`,
    );
  lines.push(
    `</binding>`,
    `<service name="BenchService"><port name="BenchPort" binding="tns:BenchPortBinding">` +
      `<soap:address location="http://127.0.0.1:8080/bench/BenchService"/></port></service>`,
    `</definitions>`,
    "",
  );
  return lines.join("\n");
}

/** Writes the JAX-WS service's WSDL and schema document into `folder`; returns the WSDL's path. */
export async function writeJaxwsService(folder: string, size: JaxwsSize = midJaxws): Promise<string> {
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, "BenchService_schema1.xsd"), jaxwsSchema(size));
  const wsdl = path.join(folder, "BenchService.wsdl");
  await writeFile(wsdl, jaxwsWsdl(size));
  return wsdl;
}

/** The named types of the vendor API: a request and a response per operation, the domains', the common ones. */
export function vendorTypeCount(size: VendorSize): number {
  return 2 * size.operations + domains.length * (size.entitiesPerDomain + size.enumsPerDomain) + 11;
}

/** The named types of the JAX-WS service: two wrappers per operation, the fault bean, the beans and enums. */
export function jaxwsTypeCount(size: JaxwsSize): number {
  return 2 * size.operations + 1 + size.classes + size.enums;
}
