import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import type {
  ElementDeclaration,
  Model,
  Operation,
  Service,
  TypeDefinition,
} from "../../generator/model/index.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import { parseNamesFile } from "../../generator/naming/names-file.ts";
import { memberKey } from "../../generator/shape/compute-shapes.ts";
import * as f from "../plan/factories.ts";

const billing = "http://schemas.datacontract.org/2004/07/Example.Billing";
const shipping = "http://schemas.datacontract.org/2004/07/Example.Shipping";

/** A type of the factories moved to another namespace. */
function inNamespace<T extends TypeDefinition>(namespace: string, type: T): T {
  const local = type.id.slice(type.id.indexOf("}") + 1);
  return {
    ...type,
    id: `{${namespace}}${local}`,
    ...(type.name === undefined ? {} : { name: { namespace, local: type.name.local } }),
  };
}

function elementIn(namespace: string, local: string): ElementDeclaration {
  return { ...f.globalElement(local, f.builtin("string")), name: { namespace, local } };
}

function operation(name: string, service: string): Operation {
  const message = {
    kind: "message",
    name: { namespace: f.ns, local: name },
    parts: [],
    provenance: f.at("m"),
  };
  return {
    kind: "operation",
    name,
    service,
    namespace: f.ns,
    input: message as Operation["input"],
    faults: [],
    bindings: [],
    provenance: f.at("wsdl:operation"),
  };
}

function service(name: string, operations: readonly string[]): Service {
  return {
    kind: "service",
    name,
    namespace: f.ns,
    ports: [],
    operations: operations.map((each) => operation(each, name)),
    provenance: f.at("wsdl:service"),
  };
}

function withServices(model: Model, services: readonly Service[]): Model {
  return { ...model, services };
}

const typeId = (namespace: string, local: string) => `{${namespace}}${local}`;

describe("assignNames: type names", () => {
  it.each<[string, readonly TypeDefinition[], Record<string, string>]>([
    [
      "the same local name in two namespaces: the later one takes its namespace's last word",
      [inNamespace(shipping, f.enumType("Status", ["a"])), inNamespace(billing, f.enumType("Status", ["b"]))],
      { [typeId(billing, "Status")]: "Status", [typeId(shipping, "Status")]: "StatusShipping" },
    ],
    [
      "names that differ in case or underscores only: a number from 2",
      [f.enumType("room_type", ["a"]), f.enumType("RoomType", ["b"]), f.enumType("roomType", ["c"])],
      {
        [typeId(f.ns, "RoomType")]: "RoomType",
        [typeId(f.ns, "roomType")]: "RoomType2",
        [typeId(f.ns, "room_type")]: "RoomType3",
      },
    ],
    [
      "a name in another script stays as written",
      [f.complexType("КонтактнаяИнформация", [f.element("Телефон", f.builtin("string"))])],
      { [typeId(f.ns, "КонтактнаяИнформация")]: "КонтактнаяИнформация" },
    ],
    [
      "a global's or the runtime's name gets a Type suffix",
      [f.enumType("Error", ["a"]), f.enumType("SoapFault", ["b"]), f.enumType("Transport", ["c"])],
      {
        [typeId(f.ns, "Error")]: "ErrorType",
        [typeId(f.ns, "SoapFault")]: "SoapFaultType",
        [typeId(f.ns, "Transport")]: "TransportType",
      },
    ],
    [
      "a type whose validator would clash with another's name moves",
      [f.enumType("Booking", ["a"]), f.enumType("validateBooking", ["b"])],
      { [typeId(f.ns, "Booking")]: "Booking", [typeId(f.ns, "validateBooking")]: "ValidateBooking" },
    ],
  ])("%s", (_title, types, expected) => {
    const { names, diagnostics } = assignNames(f.model(types));
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(Object.fromEntries([...names.types].filter(([id]) => id in expected))).toEqual(expected);
  });

  it("warns of a rename, naming both sources, and lists it", () => {
    const first = inNamespace(billing, f.complexType("Address", []));
    const later = inNamespace(shipping, f.complexType("Address", []));
    const { names, diagnostics } = assignNames(f.model([later, first]));
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      `test.xsd:${later.provenance.source.line}:3: warning: xs:complexType {${shipping}}Address is named "AddressShipping": "Address" is taken by xs:complexType {${billing}}Address\n` +
        `  test.xsd:${first.provenance.source.line}:3: xs:complexType {${billing}}Address is declared here`,
    ]);
    expect(names.renames).toEqual([
      {
        kind: "type",
        component: later.id,
        wanted: "Address",
        name: "AddressShipping",
        reason: `\`Address\` is taken by xs:complexType {${billing}}Address`,
      },
    ]);
  });

  it("does not warn of a reserved name's fix", () => {
    expect(assignNames(f.model([f.enumType("Promise", ["a"])])).diagnostics).toEqual([]);
  });

  it("names anonymous types after their context, after every named type", () => {
    const anonymous = f.complexType("GetMeals/element", [f.element("language", f.builtin("string"))], {
      anonymous: true,
    });
    const named = f.complexType("GetMeals", []);
    const { names } = assignNames(f.model([anonymous, named]));
    expect(names.types.get(named.id)).toBe("GetMeals");
    expect(names.types.get(anonymous.id)).toBe("GetMeals2");
  });

  it("is deterministic whatever the order of types", () => {
    const types = [
      inNamespace(shipping, f.enumType("Status", ["x"])),
      f.enumType("b_status", ["x"]),
      inNamespace(billing, f.enumType("Status", ["x"])),
      f.enumType("BStatus", ["x"]),
      f.complexType("a.record", [f.element("x.y", f.builtin("int"))]),
    ];
    const forward = assignNames({ ...f.model([]), types }).names;
    const backward = assignNames({ ...f.model([]), types: [...types].reverse() }).names;
    expect([...backward.types.entries()].sort()).toEqual([...forward.types.entries()].sort());
    expect(backward.renames).toEqual(forward.renames);
  });
});

describe("assignNames: members", () => {
  const text = (local: string) => f.element(local, f.builtin("string"));
  it.each<[string, TypeDefinition, Record<string, string>]>([
    [
      "idiomatic names",
      f.complexType(
        "Booking",
        [f.element("hotel.id", f.builtin("int")), f.element("roomtype.ID", f.builtin("int"))],
        {
          attributes: [f.attribute("start_date", f.builtin("dateTime"))],
        },
      ),
      {
        "element hotel.id": "hotelId",
        "element roomtype.ID": "roomtypeID",
        "attribute start_date": "startDate",
      },
    ],
    [
      "an element and an attribute of one name: the attribute is qualified",
      f.complexType("Note", [text("text")], { attributes: [f.attribute("text", f.builtin("string"))] }),
      { "element text": "text", "attribute text": "textAttribute" },
    ],
    [
      "case twins: the later keeps its XML spelling",
      f.complexType("Item", [text("Id"), text("ID")]),
      { "element ID": "id", "element Id": "Id" },
    ],
    [
      "case twins, one already camelCase: it keeps its name, the other its XML spelling",
      f.complexType("Item", [text("Status"), text("status")]),
      { "element status": "status", "element Status": "Status" },
    ],
    [
      "underscore twins: the later keeps its XML spelling",
      f.complexType("Hotel", [text("hotel_id"), text("hotel.id")]),
      { "element hotel.id": "hotelId", "element hotel_id": "hotel_id" },
    ],
    [
      "twins whose XML names are not identifiers: numbers",
      f.complexType("Hotel", [text("hotel-id"), text("hotel.id")]),
      { "element hotel-id": "hotelId", "element hotel.id": "hotelId2" },
    ],
    [
      "an attribute named value beside simple content",
      f.simpleContentType("Price", f.builtin("decimal"), [f.attribute("value", f.builtin("string"))]),
      { value: "value", "attribute value": "valueAttribute" },
    ],
    [
      "names in another script",
      f.complexType("Контакт", [text("Телефон"), text("電話")]),
      { "element Телефон": "телефон", "element 電話": "電話" },
    ],
  ])("%s", (_title, type, expected) => {
    const { names, diagnostics } = assignNames(f.model([type]));
    expect(diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const members = names.members.get(type.id) ?? new Map<string, string>();
    const keyOf = (label: string) => {
      if (label === "value") return "value";
      const [kind = "", local = ""] = label.split(" ");
      return memberKey(kind as "element", { namespace: kind === "attribute" ? "" : f.ns, local });
    };
    expect(
      Object.fromEntries(Object.keys(expected).map((label) => [label, members.get(keyOf(label))])),
    ).toEqual(expected);
  });

  it("warns of a member's rename with both sources", () => {
    const element = text("text");
    const attribute = f.attribute("text", f.builtin("string"));
    const { diagnostics } = assignNames(
      f.model([f.complexType("Note", [element], { attributes: [attribute] })]),
    );
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      `test.xsd:${attribute.provenance.source.line}:3: warning: attribute text of Note is named "textAttribute": "text" is taken by element text of Note\n` +
        `  test.xsd:${element.provenance.source.line}:3: element text of Note is declared here`,
    ]);
  });
});

describe("assignNames: elements, services and operations", () => {
  it("qualifies an element of another namespace and every name derived from it", () => {
    const { names } = assignNames(
      f.model([], [elementIn(shipping, "Address"), elementIn(billing, "Address")]),
    );
    expect(names.elements.get(`{${billing}}Address`)).toBe("Address");
    expect(names.elements.get(`{${shipping}}Address`)).toBe("AddressShipping");
  });

  it("moves an element whose descriptor a type has", () => {
    const { names } = assignNames(
      f.model([f.enumType("FooElement", ["a"])], [f.globalElement("Foo", f.ref("FooElement"))]),
    );
    expect(names.types.get(`{${f.ns}}FooElement`)).toBe("FooElement");
    expect(names.elements.get(`{${f.ns}}Foo`)).toBe("Foo2");
  });

  it("qualifies a descriptor by its service, keeps methods, and fixes a reserved method", () => {
    const model = withServices(f.model([]), [
      service("Alpha", ["Ping", "Constructor"]),
      service("Beta", ["Ping"]),
    ]);
    const { names, diagnostics } = assignNames(model);
    expect(names.operations.get("Alpha")?.get("Ping")).toEqual({
      method: "ping",
      descriptor: "PingOperation",
      sample: "PingSample",
    });
    expect(names.operations.get("Beta")?.get("Ping")).toEqual({
      method: "ping",
      descriptor: "BetaPingOperation",
      sample: "BetaPingSample",
    });
    expect(names.operations.get("Alpha")?.get("Constructor")?.method).toBe("constructor_");
    expect(diagnostics.map((d) => d.message)).toEqual([
      'the descriptor of operation Ping of Beta is named "BetaPing": "Ping" is taken by the descriptor of operation Ping of Alpha',
    ]);
  });

  it("names the faults interface of an operation with typed faults, a camelCased property per typed fault", () => {
    const part = (name: string, element?: string) => ({
      kind: "part" as const,
      name,
      ...(element === undefined
        ? { type: f.builtin("int") }
        : { element: { namespace: f.ns, local: element } }),
      provenance: f.at("wsdl:part"),
    });
    const fault = (name: string, ...parts: ReturnType<typeof part>[]) => ({
      kind: "fault" as const,
      name,
      message: {
        kind: "message" as const,
        name: { namespace: f.ns, local: `${name}Fault` },
        parts,
        provenance: f.at("m"),
      },
    });
    const [alpha] = [service("Alpha", ["Lend"])];
    const lend = alpha?.operations[0];
    if (alpha === undefined || lend === undefined) throw new Error("no operation");
    const soap = {
      kind: "soapBinding",
      protocol: "soap11",
      inputHeaders: [],
      outputHeaders: [],
    } as unknown as Operation["bindings"][number];
    const typed: Operation = {
      ...lend,
      bindings: [soap],
      faults: [
        fault("ItemUnavailable", part("fault", "Busy")),
        fault("item_unavailable", part("fault", "Busy")),
        fault("Throttled", part("retry")),
      ],
    };
    const model = withServices(f.model([], [f.globalElement("Busy", f.builtin("string"))]), [
      { ...alpha, operations: [typed] },
    ]);
    const names = assignNames(model).names.operations.get("Alpha")?.get("Lend");
    expect(names?.faults).toBe("LendFaults");
    expect(names?.faultProperties).toEqual(
      new Map([
        ["ItemUnavailable", "itemUnavailable"],
        ["item_unavailable", "itemUnavailable2"],
      ]),
    );
    // Without a typed fault there is no interface to name.
    const untyped = withServices(f.model([]), [
      { ...alpha, operations: [{ ...typed, faults: typed.faults.slice(2) }] },
    ]);
    expect(assignNames(untyped).names.operations.get("Alpha")?.get("Lend")?.faults).toBeUndefined();
  });

  it("gives a service named after a module of the package, in any case, another name", () => {
    const { names } = assignNames(withServices(f.model([]), [service("types", []), service("Index", [])]));
    expect(names.services.get("types")).toBe("TypesService");
    expect(names.services.get("Index")).toBe("IndexService");
  });
});

describe("assignNames: the names file", () => {
  const file = (json: object) => {
    const parsed = parseNamesFile(JSON.stringify(json, null, 2), "names.json");
    if (parsed.overrides === undefined) throw new Error(parsed.diagnostics.map(formatDiagnostic).join("\n"));
    return parsed.overrides;
  };
  const address = (namespace: string) =>
    inNamespace(namespace, f.complexType("Address", [f.element("Zip", f.builtin("string"))]));

  it("sets names first, so the rules' names make way", () => {
    const overrides = file({
      types: { [`{${shipping}}Address`]: "Address", [`{${billing}}Address`]: "BillingAddress" },
      members: { [`{${shipping}}Address`]: { [`{${f.ns}}Zip`]: "postcode" } },
      elements: { [`{${billing}}Address`]: "BillTo" },
      operations: { [`{${f.ns}}Ping`]: "check" },
    });
    const model = withServices(
      f.model([address(billing), address(shipping)], [elementIn(billing, "Address")]),
      [service("Alpha", ["Ping"])],
    );
    const { names, diagnostics } = assignNames(model, undefined, overrides);
    expect(diagnostics).toEqual([]);
    expect(names.types.get(`{${shipping}}Address`)).toBe("Address");
    expect(names.types.get(`{${billing}}Address`)).toBe("BillingAddress");
    expect(
      names.members.get(`{${shipping}}Address`)?.get(memberKey("element", { namespace: f.ns, local: "Zip" })),
    ).toBe("postcode");
    expect(names.elements.get(`{${billing}}Address`)).toBe("BillTo");
    expect(names.operations.get("Alpha")?.get("Ping")).toEqual({
      method: "check",
      descriptor: "CheckOperation",
      sample: "CheckSample",
    });
    expect(names.renames.map((rename) => [rename.component, rename.name, rename.reason])).toEqual([
      [`{${billing}}Address`, "BillingAddress", "set in names.json"],
      [`{${billing}}Address`, "BillTo", "set in names.json"],
      [`{${shipping}}Address {${f.ns}}Zip`, "postcode", "set in names.json"],
      [`{${f.ns}}Ping`, "check", "set in names.json"],
    ]);
  });

  it("reports a name that is taken at its line in the file, and an entry that names nothing", () => {
    const overrides = file({ types: { [`{${billing}}Address`]: "Promise", [`{${billing}}Nothing`]: "X" } });
    const { diagnostics } = assignNames(f.model([address(billing)]), undefined, overrides);
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      `names.json:3:5: error: the name "Promise" set for xs:complexType {${billing}}Address is taken by the global Promise`,
      `names.json:4:5: warning: the names file names type {${billing}}Nothing, which is not in this package`,
    ]);
  });

  it.each([
    ["not JSON", "{", /names.json:1:1: error: the names file is not JSON/],
    ["an unknown kind", '{ "classes": {} }', /names.json:1:3: error: the names file has no kind "classes"/],
    [
      "a name that is no identifier",
      '{ "types": { "{u}A": "a-b" } }',
      /must be a TypeScript identifier, not "a-b"/,
    ],
    ["a reserved word", '{ "types": { "{u}A": "string" } }', /cannot be "string", a reserved word/],
  ])("refuses %s", (_title, text, message) => {
    const { overrides, diagnostics } = parseNamesFile(text, "names.json");
    expect(overrides).toBeUndefined();
    expect(diagnostics.map(formatDiagnostic).join("\n")).toMatch(message);
  });
});
