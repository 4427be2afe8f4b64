import path from "node:path";
import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { readModel } from "../../generator/read.ts";
import { complexType, elementsOf, shape, typeName } from "./model-walk.ts";

const wild = path.resolve(import.meta.dirname, "..", "fixtures", "reader-wild");

async function read(folder: string, entry: string) {
  const result = await readModel({ root: path.join(wild, folder), entries: [entry] });
  expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
  if (result.model === undefined) throw new Error("no model");
  return result.model;
}

describe("third-party-style WSDLs", () => {
  it("reads an ASMX service with four bindings and per-protocol HTTP messages", async () => {
    const model = await read("asmx", "WeatherService.wsdl");
    const [service] = model.services;
    expect(service?.ports.map((port) => `${port.name}:${port.protocol}`)).toEqual([
      "WeatherServiceSoap:soap11",
      "WeatherServiceSoap12:soap12",
      "WeatherServiceHttpGet:httpGet",
      "WeatherServiceHttpPost:httpPost",
    ]);
    const operation = service?.operations[0];
    expect(operation?.provenance.documentation).toBe("Returns the forecast for the next days.");
    expect(operation?.input.parts[0]?.element).toEqual({
      namespace: "http://weather.example.com/",
      local: "GetForecast",
    });
    const get = operation?.bindings.find((binding) => binding.protocol === "httpGet");
    expect(get).toMatchObject({
      kind: "httpBinding",
      location: "/GetForecast",
      inputEncoding: "urlEncoded",
      output: { kind: "mimeXml", part: "Body" },
      inputMessage: {
        parts: [{ name: "city", type: { kind: "builtin", name: "string" } }, { name: "days" }],
      },
      outputMessage: { parts: [{ name: "Body", element: { local: "ArrayOfForecastDay" } }] },
    });
    const day = complexType(model, "{http://weather.example.com/}ForecastDay");
    expect(elementsOf(day).map(shape)).toEqual([
      "Date:1..1",
      "HighCelsius:1..1",
      "Precipitation:1..1!nil",
      "Summary:0..1",
      "Sky:1..1",
    ]);
  });

  it("reads a WCF service split into a WSDL, an imported WSDL and xs:import chains of XSDs", async () => {
    const model = await read("wcf", "service.wsdl");
    expect(model.files).toEqual([
      "OrderService.xsd0.xsd",
      "OrderService.xsd1.xsd",
      "OrderService.xsd2.xsd",
      "contracts.wsdl",
      "service.wsdl",
    ]);
    const [service] = model.services;
    expect(service?.namespace).toBe("http://tempuri.org/");
    expect(service?.operations.map((operation) => operation.name)).toEqual(["GetOrder", "PlaceOrder"]);
    const place = service?.operations[1];
    expect(place?.namespace).toBe("http://shop.example.com/contracts/2024");
    expect(
      place?.faults.map((fault) => `${fault.name}:${fault.message.parts[0]?.element?.local ?? ""}`),
    ).toEqual(["OrderFaultFault:OrderFault"]);
    expect(
      place?.bindings.map(
        (binding) => `${binding.protocol}:${binding.kind === "soapBinding" ? binding.soapAction : ""}`,
      ),
    ).toEqual([
      "soap11:http://shop.example.com/contracts/2024/IOrderService/PlaceOrder",
      "soap12:http://shop.example.com/contracts/2024/IOrderService/PlaceOrder",
    ]);
    const order = complexType(model, "{http://schemas.datacontract.org/2004/07/Shop.Orders}Order");
    expect(elementsOf(order).map((element) => `${shape(element)}:${typeName(element.type)}`)).toEqual([
      "Id:0..1:guid",
      "Lines:0..1!nil:ArrayOfOrderLine",
      "Placed:0..1:dateTime",
      "Status:0..1:OrderStatus",
    ]);
    expect(
      complexType(model, "{http://schemas.datacontract.org/2004/07/Shop.Orders}Entity").derivedTypes,
    ).toEqual(["{http://schemas.datacontract.org/2004/07/Shop.Orders}Order"]);
    const guid = model.types.find(
      (type) => type.id === "{http://schemas.microsoft.com/2003/10/Serialization/}guid",
    );
    expect(
      guid?.kind === "simpleType" && guid.variety.kind === "atomic"
        ? guid.variety.facets.patterns?.length
        : 0,
    ).toBe(1);
  });

  it("reads a Java/CXF document/literal service with choice, enumerations and a fault", async () => {
    const model = await read("cxf", "InventoryService.wsdl");
    const query = complexType(model, "{http://inventory.example.org/}stockQuery");
    const content = query.content;
    expect(
      content.kind === "elements" ? content.particle.particles.map((particle) => particle.kind) : [],
    ).toEqual(["choice", "element"]);
    expect(elementsOf(query).map((element) => `${shape(element)}:${element.name.namespace}`)).toEqual([
      "sku:1..1:",
      "ean:1..1:",
      "tags:1..1:",
      "warehouse:0..1:",
    ]);
    expect(query.attributes.map((attribute) => `${attribute.name.local}:${attribute.use}`)).toEqual([
      "includeReserved:optional",
    ]);
    const availability = model.types.find(
      (type) => type.id === "{http://inventory.example.org/}availability",
    );
    expect(
      availability?.kind === "simpleType" && availability.variety.kind === "atomic"
        ? availability.variety.facets.enumeration?.map((item) => item.value)
        : [],
    ).toEqual(["IN_STOCK", "BACKORDER", "DISCONTINUED"]);
    const operation = model.services[0]?.operations[0];
    expect(operation?.faults.map((fault) => fault.name)).toEqual(["UnknownItemException"]);
    expect(
      operation?.bindings.map((binding) =>
        binding.kind === "soapBinding" ? `${binding.protocol}:${binding.soapAction}:${binding.style}` : "",
      ),
    ).toEqual(["soap11::document", "soap12::document"]);
  });
});
