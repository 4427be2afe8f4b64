import { describe, expect, it } from "vitest";
import type {
  BareBodies,
  ElementDeclaration,
  HttpOperationBinding,
  Message,
  Model,
  Operation,
  OperationBinding,
  SoapHeader,
  SoapOperationBinding,
  TypeDefinition,
} from "../../generator/model/index.ts";
import { computeShapes, typeIndex } from "../../generator/shape/compute-shapes.ts";
import { planServices } from "../../generator/plan/operations.ts";
import { standaloneArrays } from "../../generator/plan/plan-package.ts";
import { readModel } from "../../generator/read.ts";
import { memorySource } from "../read/memory-source.ts";
import * as f from "./factories.ts";

function message(local: string, element?: string): Message {
  return {
    kind: "message",
    name: { namespace: f.ns, local },
    parts:
      element === undefined
        ? []
        : [
            {
              kind: "part",
              name: "parameters",
              element: { namespace: f.ns, local: element },
              provenance: f.at("wsdl:part"),
            },
          ],
    provenance: f.at("wsdl:message"),
  };
}

function soapBinding(protocol: "soap11" | "soap12", soapAction: string): SoapOperationBinding {
  return {
    kind: "soapBinding",
    protocol,
    binding: { namespace: f.ns, local: `Svc${protocol}` },
    ports: [],
    addresses: [],
    soapAction,
    style: "document",
    use: "literal",
    inputHeaders: [],
    outputHeaders: [],
    provenance: f.at("wsdl:operation"),
  };
}

function httpBinding(protocol: "httpGet" | "httpPost", plainResult?: string): OperationBinding {
  return {
    kind: "httpBinding",
    protocol,
    binding: { namespace: f.ns, local: `Svc${protocol}` },
    ports: [],
    addresses: [],
    location: "/Op",
    inputEncoding: "urlEncoded",
    output: { kind: "mimeXml", part: "Body" },
    ...(plainResult === undefined ? {} : { outputMessage: message(`${protocol}Out`, plainResult) }),
    provenance: f.at("wsdl:operation"),
  };
}

const allBindings = [
  soapBinding("soap12", "urn:op12"),
  soapBinding("soap11", "urn:op"),
  httpBinding("httpPost", "opResult"),
  httpBinding("httpGet", "opResult"),
];

/** A one-operation service over `types` and `elements`, with an `Op` request and an `output` response (`null`: one-way). */
function serviceModel(
  types: readonly TypeDefinition[],
  elements: readonly ElementDeclaration[],
  bindings: readonly OperationBinding[] = allBindings,
  output: string | null = "OpResponse",
): Model {
  const operation: Operation = {
    kind: "operation",
    name: "Op",
    service: "Svc",
    namespace: f.ns,
    input: message("OpIn", "Op"),
    ...(output === null ? {} : { output: message("OpOut", output) }),
    faults: [],
    bindings,
    provenance: f.at("wsdl:operation"),
  };
  return {
    ...f.model(types, elements),
    services: [
      {
        kind: "service",
        name: "Svc",
        namespace: f.ns,
        ports: [
          {
            kind: "port",
            name: "SvcSoap",
            binding: { namespace: f.ns, local: "SvcSoap" },
            protocol: "soap11",
            address: "http://example.net/9/SOAP/Svc.asmx",
            provenance: f.at("wsdl:port"),
          },
        ],
        operations: [operation],
        provenance: f.at("wsdl:service"),
      },
    ],
  };
}

const request = (members: Parameters<typeof f.complexType>[1]) =>
  f.complexType("Op", members, { anonymous: true });
const response = f.complexType("OpResponse", [f.element("opResult", f.builtin("string"), { minOccurs: 0 })]);
const wrappers = [f.globalElement("Op", f.ref("Op")), f.globalElement("OpResponse", f.ref("OpResponse"))];
const credentials = { parameters: ["userName", "password"], secret: ["password"] };

function plan(model: Model) {
  return planServices({ model, shapes: computeShapes(model), types: typeIndex(model), credentials });
}

function soapHeader(namespace: string, local: string, implicit = true): SoapHeader {
  return {
    kind: "soapHeader",
    message: { namespace: f.ns, local: implicit ? `${local}Header` : "OpIn" },
    part: local,
    element: { namespace, local },
    encoded: false,
    implicit,
    faults: [],
    provenance: f.at("soap:header"),
  };
}

describe("planServices: SOAP headers", () => {
  const auth = f.globalElement("Auth", f.builtin("string"));
  const withHeaders = (headers: readonly SoapHeader[], elements: readonly ElementDeclaration[]) =>
    serviceModel(
      [request([]), response],
      [...wrappers, ...elements],
      [{ ...soapBinding("soap11", "urn:op"), inputHeaders: headers }],
    );

  it("plans the header blocks of every SOAP binding once per element", () => {
    const header = soapHeader(f.ns, "Auth");
    const { services, diagnostics } = plan(withHeaders([header, header], [auth]));
    expect(diagnostics).toEqual([]);
    expect(services[0]?.operations[0]?.inputHeaders).toEqual([{ key: "Auth", element: auth, header }]);
  });

  it("leaves an operation out when two of its header blocks share a local name", () => {
    const other = {
      ...f.globalElement("Auth", f.builtin("string")),
      name: { namespace: "urn:other", local: "Auth" },
    };
    const { services, diagnostics } = plan(
      withHeaders([soapHeader(f.ns, "Auth"), soapHeader("urn:other", "Auth")], [auth, other]),
    );
    expect(services[0]?.operations).toEqual([]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      `operation Op of service Svc gets no client method or handler: its header blocks {${f.ns}}Auth and {urn:other}Auth share a local name`,
    ]);
  });
});

describe("planServices: requests the server cannot tell apart", () => {
  const twice = (secondAction: string): Model => {
    const model = serviceModel([request([]), response], wrappers, [soapBinding("soap11", "urn:op")]);
    const [service] = model.services;
    const [operation] = service?.operations ?? [];
    if (service === undefined || operation === undefined) throw new Error("no operation");
    const second: Operation = {
      ...operation,
      name: "Op2",
      bindings: [soapBinding("soap11", secondAction)],
    };
    return { ...model, services: [{ ...service, operations: [operation, second] }] };
  };

  it("warns of two operations sending the same Body element under the same SOAP action", () => {
    expect(plan(twice("urn:op")).diagnostics.map((d) => d.message)).toEqual([
      `operations Op and Op2 of service Svc both send the Body element {${f.ns}}Op with the SOAP action "urn:op": the generated server cannot tell their requests apart and answers them with a Client fault that says so`,
    ]);
  });

  it("says nothing where their actions differ", () => {
    expect(plan(twice("urn:op2")).diagnostics).toEqual([]);
  });
});

describe("planServices: declared faults", () => {
  const unavailable = f.globalElement("Unavailable", f.builtin("string"));
  const typePart = (name: string) => ({
    kind: "part" as const,
    name,
    type: f.builtin("int"),
    provenance: f.at("wsdl:part"),
  });
  const faultsModel = (bindings: readonly OperationBinding[] = [soapBinding("soap11", "urn:op")]) => {
    const model = serviceModel([request([]), response], [...wrappers, unavailable], bindings);
    const [service] = model.services;
    const [operation] = service?.operations ?? [];
    if (service === undefined || operation === undefined) throw new Error("no operation");
    const several = message("Several", "Unavailable");
    const faults: Operation["faults"] = [
      { kind: "fault", name: "Unavailable", message: message("UnavailableFault", "Unavailable") },
      {
        kind: "fault",
        name: "Throttled",
        message: { ...message("ThrottledFault"), parts: [typePart("retry")] },
      },
      { kind: "fault", name: "Split", message: { ...several, parts: [...several.parts, typePart("code")] } },
      { kind: "fault", name: "Empty", message: message("EmptyFault") },
    ];
    return { ...model, services: [{ ...service, operations: [{ ...operation, faults }] }] };
  };

  it("types a fault of one element part; warns of one of a type part or several parts, kept as markup", () => {
    const model = faultsModel();
    const { services, diagnostics } = plan(model);
    const declared = model.services[0]?.operations[0]?.faults ?? [];
    expect(services[0]?.operations[0]?.faults).toEqual([
      { fault: declared[0], element: unavailable, encoded: false },
    ]);
    expect(diagnostics.map((d) => d.message)).toEqual([
      "fault Throttled of operation Op of service Svc keeps its detail as markup only (SoapFaultError.fault.detail): its message 'ThrottledFault' has part 'retry' of a type, where a fault's detail is typed from one element part (WS-I BP R2205)",
      "fault Split of operation Op of service Svc keeps its detail as markup only (SoapFaultError.fault.detail): its message 'Several' has 2 parts, where a fault's detail is typed from one element part (WS-I BP R2205)",
    ]);
    expect(diagnostics.map((d) => d.location)).toEqual(
      declared.slice(1, 3).map((fault) => fault.message.provenance.source),
    );
  });

  it("marks a fault a SOAP binding binds with soap:fault use=encoded as encoded", () => {
    const binding = { ...soapBinding("soap11", "urn:op"), encodedFaults: ["Unavailable"] };
    const { services } = plan(faultsModel([binding]));
    expect(services[0]?.operations[0]?.faults.map((fault) => fault.encoded)).toEqual([true]);
  });

  it("plans no faults for an operation bound to HTTP GET/POST only, which answers none", () => {
    const { services, diagnostics } = plan(faultsModel([httpBinding("httpGet", "opResult")]));
    expect(services[0]?.operations[0]?.faults).toEqual([]);
    expect(diagnostics).toEqual([]);
  });
});

describe("planServices", () => {
  it("plans a wrapped operation: path, SOAP 1.1 action, transports in a fixed order, parameters with credentials", () => {
    const model = serviceModel(
      [
        request([
          f.element("userName", f.builtin("string"), { minOccurs: 0 }),
          f.element("password", f.builtin("string"), { minOccurs: 0 }),
          f.element("bookingId", f.builtin("int")),
        ]),
        response,
      ],
      [...wrappers, f.globalElement("opResult", f.builtin("string"), true)],
    );
    const { services, diagnostics } = plan(model);
    expect(diagnostics).toEqual([]);
    const [service] = services;
    expect(service?.path).toBe("/9/SOAP/Svc.asmx");
    const [operation] = service?.operations ?? [];
    expect({
      transports: operation?.transports,
      soapAction: operation?.soapAction,
      result: operation?.response.kind === "result" ? operation.response.result?.name.local : undefined,
      plain: operation?.response.kind === "result" ? operation.response.plainElement.local : undefined,
      parameters: operation?.parameters.map((p) => [p.member.name.local, p.credential, p.secret]),
    }).toEqual({
      transports: ["soap11", "soap12", "get", "post"],
      soapAction: "urn:op",
      result: "opResult",
      plain: "opResult",
      parameters: [
        ["userName", true, false],
        ["password", true, true],
        ["bookingId", false, false],
      ],
    });
  });

  it("plans an ArrayOfX result as an array with codecs of its own, with or without a global element", () => {
    const arrayOfGreeting = f.complexType("ArrayOfGreeting", [
      f.element("Greeting", f.ref("Greeting"), { minOccurs: 0, maxOccurs: "unbounded", nillable: true }),
    ]);
    const types = [
      request([f.element("count", f.builtin("int"))]),
      f.complexType("OpResponse", [f.element("opResult", f.ref("ArrayOfGreeting"), { minOccurs: 0 })]),
      arrayOfGreeting,
      f.complexType("Greeting", [f.element("text", f.builtin("string"), { minOccurs: 0 })]),
      // A wrapper repeated in a member keeps its object shape: an array would lose the element around each list.
      f.complexType("ArrayOfNote", [
        f.element("note", f.builtin("string"), { minOccurs: 0, maxOccurs: "unbounded" }),
      ]),
      f.complexType("Notes", [
        f.element("notes", f.ref("ArrayOfNote"), { minOccurs: 0, maxOccurs: "unbounded" }),
      ]),
    ];
    const id = (local: string) => `{${f.ns}}${local}`;
    const soapOnly = allBindings.filter((binding) => binding.kind === "soapBinding");
    for (const [bindings, elements] of [
      [soapOnly, wrappers],
      [allBindings, [...wrappers, f.globalElement("opResult", f.ref("ArrayOfGreeting"), true)]],
    ] as const) {
      const model = serviceModel(types, elements, bindings);
      const shapes = computeShapes(model);
      const { services } = plan(model);
      expect(services[0]?.operations[0]?.response).toMatchObject({ type: f.ref("ArrayOfGreeting") });
      expect(shapes.get(id("ArrayOfGreeting"))?.kind).toBe("array");
      expect(shapes.get(id("ArrayOfNote"))?.kind).toBe("object");
      expect([...standaloneArrays(model, shapes, services)]).toEqual([id("ArrayOfGreeting")]);
    }
  });

  it("offers no GET/POST when a request member is complex or repeated, and keeps only the credentials as fields", () => {
    for (const member of [
      f.element("booking", f.ref("Booking")),
      f.element("ids", f.builtin("int"), { minOccurs: 0, maxOccurs: "unbounded" }),
    ]) {
      const model = serviceModel(
        [
          request([f.element("userName", f.builtin("string"), { minOccurs: 0 }), member]),
          response,
          f.complexType("Booking", [f.element("id", f.builtin("int"))]),
        ],
        wrappers,
      );
      const [operation] = plan(model).services[0]?.operations ?? [];
      expect(operation?.transports).toEqual(["soap11", "soap12"]);
      expect(operation?.parameters.map((p) => p.member.name.local)).toEqual(["userName"]);
    }
  });

  const unwrappedModel = (output: string | null) =>
    serviceModel(
      [
        request([f.element("userName", f.builtin("string"), { minOccurs: 0 })]),
        f.complexType("TwoResponse", [
          f.element("a", f.builtin("string")),
          f.element("b", f.builtin("string")),
        ]),
        f.complexType("ManyResponse", [f.element("a", f.builtin("string"), { maxOccurs: "unbounded" })]),
      ],
      [
        wrappers[0] as ElementDeclaration,
        f.globalElement("TwoResponse", f.ref("TwoResponse")),
        f.globalElement("ManyResponse", f.ref("ManyResponse")),
      ],
      allBindings,
      output,
    );

  it.each([
    ["a response with two members", "TwoResponse"],
    ["a response with a repeated result", "ManyResponse"],
  ])("plans %s with the response element's value as the result", (_case, output) => {
    const { services, diagnostics } = plan(unwrappedModel(output));
    expect(diagnostics).toEqual([]);
    const [operation] = services[0]?.operations ?? [];
    expect(operation?.response).toMatchObject({
      kind: "result",
      result: undefined,
      type: f.ref(output),
      plainElement: { local: output },
    });
  });

  const part = (name: string, content: { element: string } | { type: string }) => ({
    kind: "part" as const,
    name,
    ...("element" in content
      ? { element: { namespace: f.ns, local: content.element } }
      : { type: f.builtin("string") }),
    provenance: f.at("wsdl:part"),
  });

  it("plans a one-way operation with no response, over every transport its request fits", () => {
    const { services, diagnostics } = plan(unwrappedModel(null));
    expect(diagnostics).toEqual([]);
    const [operation] = services[0]?.operations ?? [];
    expect(operation?.response).toEqual({ kind: "oneWay" });
    expect(operation?.transports).toEqual(["soap11", "soap12", "get", "post"]);
  });

  it("plans an output message without body parts as an empty response, its header parts kept", () => {
    const header = f.globalElement("Session", f.builtin("string"));
    const base = serviceModel(
      [request([]), response],
      [...wrappers, header],
      [soapBinding("soap11", "urn:op")],
    );
    const [service] = base.services;
    const [operation] = service?.operations ?? [];
    if (service === undefined || operation === undefined) throw new Error("no operation");
    const output = { ...message("OpOut"), parts: [part("session", { element: "Session" })] };
    const sessionHeader: SoapHeader = {
      kind: "soapHeader",
      message: output.name,
      part: "session",
      element: header.name,
      encoded: false,
      implicit: false,
      faults: [],
      provenance: f.at("soap:header"),
    };
    const binding = { ...soapBinding("soap11", "urn:op"), outputHeaders: [sessionHeader] };
    const { services, diagnostics } = plan({
      ...base,
      services: [{ ...service, operations: [{ ...operation, output, bindings: [binding] }] }],
    });
    expect(diagnostics).toEqual([]);
    const [planned] = services[0]?.operations ?? [];
    expect(planned?.response).toEqual({ kind: "empty", element: undefined });
    expect(planned?.outputHeaders.map((each) => each.key)).toEqual(["Session"]);
  });

  it.each([
    ["an rpc wrapper of no parts", "rpc"],
    ["a document wrapper of an empty sequence", "document"],
  ] as const)("plans %s as an empty response with its element", (_case, style) => {
    const empty = f.complexType("OpResponse", []);
    const rpcWrappers = {
      request: { namespace: f.ns, local: "Op" },
      response: { namespace: f.ns, local: "OpResponse" },
    };
    const binding = {
      ...soapBinding("soap11", "urn:op"),
      style,
      ...(style === "rpc" ? { rpcWrappers } : {}),
    };
    const { services, diagnostics } = plan(serviceModel([request([]), empty], wrappers, [binding]));
    expect(diagnostics).toEqual([]);
    const [operation] = services[0]?.operations ?? [];
    expect(operation?.response.kind).toBe("empty");
    expect(operation?.response).toMatchObject({ element: { name: { local: "OpResponse" } } });
  });

  it("keeps a result where a derived type may add content to an empty response type", () => {
    const empty = { ...f.complexType("OpResponse", []), derivedTypes: [`{${f.ns}}More`] };
    const { services } = plan(
      serviceModel([request([]), empty], wrappers, [soapBinding("soap11", "urn:op")]),
    );
    expect(services[0]?.operations[0]?.response.kind).toBe("result");
  });

  it.each([
    ["a derived type may extend", { derivedTypes: [`{${f.ns}}More`] }],
    ["is abstract", { abstract: true }],
  ])("answers the whole value of a one-member response whose type %s", (_case, extensible) => {
    const one = {
      ...f.complexType("OpResponse", [f.element("opResult", f.builtin("string"))]),
      ...extensible,
    };
    const { services } = plan(serviceModel([request([]), one], wrappers, [soapBinding("soap11", "urn:op")]));
    expect(services[0]?.operations[0]?.response).toMatchObject({ kind: "result", result: undefined });
  });

  it.each([
    ["no body part", "input", [], "its input message 'OpIn' has no body part"],
    [
      "two body parts",
      "input",
      [part("a", { element: "Op" }), part("b", { element: "Op" })],
      "its input message 'OpIn' has 2 body parts ('a', 'b'), where document style takes one",
    ],
    [
      "a part of a type",
      "output",
      [part("result", { type: "string" })],
      "its output message 'OpOut' has part 'result' of a type, where document style takes an element",
    ],
    [
      "a request element of a simple type",
      "input",
      [part("symbol", { element: "Symbol" })],
      `its input message 'OpIn' is element {${f.ns}}Symbol of a simple or built-in type, where the request must be of a complex type`,
    ],
  ] as const)(
    "says why it leaves out a document operation whose message has %s",
    (_case, direction, parts, reason) => {
      const model = serviceModel(
        [request([]), response],
        [...wrappers, f.globalElement("Symbol", f.builtin("string"))],
        [soapBinding("soap11", "urn:op")],
      );
      const [service] = model.services;
      const [operation] = service?.operations ?? [];
      if (service === undefined || operation === undefined) throw new Error("no operation");
      const changed = { ...(operation[direction] ?? message("OpOut")), parts };
      const { services, diagnostics } = plan({
        ...model,
        services: [{ ...service, operations: [{ ...operation, [direction]: changed }] }],
      });
      expect(services[0]?.operations).toEqual([]);
      expect(diagnostics.map((d) => d.message)).toEqual([
        `operation Op of service Svc gets no client method or handler: ${reason}`,
      ]);
    },
  );

  const leftOut = (binding: OperationBinding, reason: string, bindings = [binding]) => {
    const { services, diagnostics } = plan(serviceModel([request([]), response], wrappers, bindings));
    expect(services[0]?.operations).toEqual([]);
    expect(diagnostics).toEqual([
      {
        severity: "warning",
        message: `operation Op of service Svc gets no client method or handler: ${reason}`,
        location: binding.provenance.source,
      },
    ]);
  };

  it("leaves out an operation of a document/encoded SOAP binding with a warning at the binding's operation", () => {
    const binding = { ...soapBinding("soap11", "urn:op"), use: "encoded" as const };
    leftOut(
      binding,
      "its SOAP binding 'Svcsoap11' is document/encoded, and SOAP encoding is supported with rpc style only",
    );
  });

  it("leaves out an rpc/literal operation without wrapper elements", () => {
    const binding = { ...soapBinding("soap11", "urn:op"), style: "rpc" as const };
    leftOut(binding, "its rpc wrapper elements could not be made");
  });

  it("leaves out an operation whose SOAP bindings put different elements in the body", () => {
    const rpc = {
      ...soapBinding("soap12", "urn:op12"),
      style: "rpc" as const,
      rpcWrappers: { request: { namespace: f.ns, local: "Op" } },
    };
    leftOut(
      rpc,
      "its SOAP bindings 'Svcsoap11' and 'Svcsoap12' put different elements in the body (document/literal and rpc/literal)",
      [soapBinding("soap11", "urn:op"), rpc],
    );
  });

  it("leaves out an rpc operation whose SOAP bindings disagree on use", () => {
    const rpcWrappers = { request: { namespace: f.ns, local: "Op" } };
    const literal = { ...soapBinding("soap11", "urn:op"), style: "rpc" as const, rpcWrappers };
    const encoded = {
      ...soapBinding("soap12", "urn:op12"),
      style: "rpc" as const,
      use: "encoded" as const,
      rpcWrappers,
    };
    leftOut(
      encoded,
      "its SOAP bindings 'Svcsoap11' and 'Svcsoap12' put different elements in the body (rpc/literal and rpc/encoded)",
      [literal, encoded],
    );
  });

  it("plans an rpc/literal operation through its wrapper elements", () => {
    const rpcRequest = f.globalElement("RpcOp", f.ref("Op"));
    const rpcResponse = f.globalElement("RpcOpResponse", f.ref("OpResponse"));
    const binding = {
      ...soapBinding("soap11", "urn:op"),
      style: "rpc" as const,
      rpcWrappers: { request: rpcRequest.name, response: rpcResponse.name },
    };
    const model = serviceModel([request([]), response], [...wrappers, rpcRequest, rpcResponse], [binding]);
    const { services, diagnostics } = plan(model);
    expect(diagnostics).toEqual([]);
    const [operation] = services[0]?.operations ?? [];
    expect(operation?.requestElement.name.local).toBe("RpcOp");
    expect(operation?.response).toMatchObject({
      element: { name: { local: "RpcOpResponse" } },
      result: { name: { local: "opResult" } },
    });
    expect(operation?.encoded).toBe(false);
  });

  it("plans an rpc/encoded operation through its wrapper elements, marked encoded", () => {
    const rpcRequest = f.globalElement("RpcOp", f.ref("Op"));
    const rpcResponse = f.globalElement("RpcOpResponse", f.ref("OpResponse"));
    const binding = {
      ...soapBinding("soap11", "urn:op"),
      style: "rpc" as const,
      use: "encoded" as const,
      rpcWrappers: { request: rpcRequest.name, response: rpcResponse.name },
    };
    const model = serviceModel([request([]), response], [...wrappers, rpcRequest, rpcResponse], [binding]);
    const { services, diagnostics } = plan(model);
    expect(diagnostics).toEqual([]);
    const [operation] = services[0]?.operations ?? [];
    expect([operation?.requestElement.name.local, operation?.encoded]).toEqual(["RpcOp", true]);
  });

  describe("bare document bodies", () => {
    const unqualified = (local: string, type: Parameters<typeof f.element>[1]) => ({
      ...f.element(local, type),
      name: { namespace: "", local },
    });
    const body = (local: string, particles: Parameters<typeof f.complexType>[1]) =>
      f.complexType(local, particles, { anonymous: true });
    const bare = (bodies: BareBodies, protocol: "soap11" | "soap12" = "soap11"): SoapOperationBinding => ({
      ...soapBinding(protocol, `urn:${protocol}`),
      bareBodies: bodies,
    });
    const input = body("Op#input", [
      { ...f.element("symbol", f.builtin("string")), part: "code" },
      unqualified("count", f.builtin("int")),
    ]);

    it("plans the Body as the request and response element: its first part tells the operation, one member per part", () => {
      const output = body("Op#output", [
        { ...f.element("quote", f.builtin("decimal")), part: "price" },
        unqualified("note", f.builtin("string")),
      ]);
      const model = serviceModel(
        [input, output],
        [],
        [bare({ request: input.id, response: output.id }), ...allBindings.slice(2)],
      );
      const { services, diagnostics } = plan(model);
      expect(diagnostics).toEqual([]);
      const [operation] = services[0]?.operations ?? [];
      const response = operation?.response.kind === "result" ? operation.response : undefined;
      expect({
        bareRequest: operation?.bareRequest,
        bareResponse: response?.bare,
        requestType: operation?.requestType,
        result: response?.result,
        resultType: response?.type,
        transports: operation?.transports,
      }).toEqual({
        bareRequest: [{ namespace: f.ns, local: "symbol" }],
        bareResponse: true,
        requestType: input.id,
        result: undefined,
        resultType: f.ref("Op#output"),
        // Two response parts have no one root element for GET/POST.
        transports: ["soap11"],
      });
    });

    it("answers the one part of a bare response as the result, and offers GET/POST where the parts fit fields", () => {
      const output = body("Op#output", [unqualified("confirmation", f.builtin("string"))]);
      const model = serviceModel(
        [input, output],
        [],
        [bare({ request: input.id, response: output.id }), ...allBindings.slice(2)],
      );
      const [operation] = plan(model).services[0]?.operations ?? [];
      const response = operation?.response.kind === "result" ? operation.response : undefined;
      expect({
        result: response?.result?.name,
        plain: response?.plainElement,
        transports: operation?.transports,
        parameters: operation?.parameters.map((parameter) => parameter.member.name.local),
      }).toEqual({
        result: { namespace: "", local: "confirmation" },
        plain: { namespace: "", local: "confirmation" },
        transports: ["soap11", "get", "post"],
        parameters: ["symbol", "count"],
      });
    });

    it("keeps an element response beside a bare request", () => {
      const model = serviceModel([input, response], wrappers.slice(1), [bare({ request: input.id })]);
      const [operation] = plan(model).services[0]?.operations ?? [];
      const answer = operation?.response.kind === "result" ? operation.response : undefined;
      expect([operation?.bareRequest?.[0]?.local, answer?.bare, answer?.result?.name.local]).toEqual([
        "symbol",
        false,
        "opResult",
      ]);
    });

    it("plans a request of no body part as an empty Body, which no element name tells", () => {
      const empty = body("Op#input", []);
      const model = serviceModel([empty, response], wrappers.slice(1), [bare({ request: empty.id })]);
      const { services, diagnostics } = plan(model);
      expect(diagnostics).toEqual([]);
      const [operation] = services[0]?.operations ?? [];
      expect([operation?.bareRequest, operation?.requestType, operation?.parameters]).toEqual([
        [],
        empty.id,
        [],
      ]);
    });

    it("tells a bare request whose first part is an abstract head by every element of its group", () => {
      const channel = f.element("channel", f.builtin("string"));
      const members = [f.element("beacon", f.builtin("int")), f.element("alarm", f.builtin("string"))];
      const signal = { namespace: f.ns, local: "signal" };
      const grouped = body("Op#input", [channel]);
      const particle = {
        kind: "sequence",
        minOccurs: 1,
        maxOccurs: 1,
        particles: [
          {
            kind: "choice",
            minOccurs: 1,
            maxOccurs: 1,
            particles: members,
            substitutionGroup: signal,
            provenance: f.at("xs:element"),
          },
          channel,
        ],
        provenance: f.at("xs:sequence"),
      } as const;
      const content = { kind: "elements", mixed: false, particle } as const;
      const input = { ...grouped, content, ownContent: content };
      const model = serviceModel([input, response], wrappers.slice(1), [bare({ request: input.id })]);
      const [operation] = plan(model).services[0]?.operations ?? [];
      expect(operation?.bareRequest?.map((name) => name.local)).toEqual(["beacon", "alarm"]);
    });

    it("plans the request of SOAP 1.2 bindings whose body parts differ as a request of its own", () => {
      const soap12 = body("Op#soap12Input", [unqualified("count", f.builtin("int"))]);
      const model = serviceModel([input, soap12, response], wrappers.slice(1), [
        bare({ request: soap12.id }, "soap12"),
        bare({ request: input.id }),
      ]);
      const { services, diagnostics } = plan(model);
      expect(diagnostics).toEqual([]);
      const [operation] = services[0]?.operations ?? [];
      expect({
        requestType: operation?.requestType,
        soap12: operation?.soap12Request?.requestType,
        first: operation?.soap12Request?.bareRequest,
        transports: operation?.transports,
      }).toEqual({
        requestType: input.id,
        soap12: soap12.id,
        first: [{ namespace: "", local: "count" }],
        transports: ["soap11", "soap12"],
      });
    });

    it("leaves out an operation whose SOAP bindings of one version carry different body parts", () => {
      const other = bare({ request: input.id });
      leftOut(other, "its SOAP bindings 'Svcsoap11' and 'Svcsoap11' put different elements in the body", [
        bare({ request: `${input.id}2` }),
        other,
      ]);
    });
  });

  it("takes the SOAP 1.2 action when there is no SOAP 1.1 binding, and the result's name without an HTTP binding", () => {
    const model = serviceModel(
      [request([f.element("userName", f.builtin("string"), { minOccurs: 0 })]), response],
      wrappers,
      [soapBinding("soap12", "urn:op12")],
    );
    const [operation] = plan(model).services[0]?.operations ?? [];
    expect([operation?.soapAction, operation?.transports]).toEqual(["urn:op12", ["soap12"]]);
    expect(operation?.response).toMatchObject({ plainElement: { local: "opResult" } });
  });
});

describe("planServices: WS-Addressing and MTOM of the SOAP bindings", () => {
  const types = [request([f.element("userName", f.builtin("string"), { minOccurs: 0 })]), response];
  const planned = (bindings: readonly OperationBinding[], output: string | null = "OpResponse") => {
    const [operation] = plan(serviceModel(types, wrappers, bindings, output)).services[0]?.operations ?? [];
    return { addressing: operation?.addressing, mtom: operation?.mtom };
  };

  it("takes the actions of the bindings that use addressing, required where one requires it", () => {
    expect(
      planned([
        soapBinding("soap11", "urn:op"),
        {
          ...soapBinding("soap12", "urn:op"),
          addressing: "optional",
          inputAction: "urn:in",
          outputAction: "urn:out",
          mtom: true,
        },
      ]),
    ).toEqual({
      addressing: { transports: ["soap12"], required: false, input: "urn:in", output: "urn:out" },
      mtom: ["soap12"],
    });
    expect(
      planned(
        [
          { ...soapBinding("soap12", ""), addressing: "required", inputAction: "urn:note" },
          { ...soapBinding("soap11", ""), addressing: "optional", inputAction: "urn:note" },
        ],
        null,
      ),
    ).toEqual({
      addressing: { transports: ["soap11", "soap12"], required: true, input: "urn:note", output: undefined },
      mtom: [],
    });
  });

  it("plans neither where no binding says so", () => {
    expect(planned(allBindings)).toEqual({ addressing: undefined, mtom: [] });
  });

  it("sends the port type's explicit request action where the soapAction is empty, and takes the bindings' too", () => {
    const actions = (bindings: readonly OperationBinding[]) => {
      const operation = plan(serviceModel(types, wrappers, bindings, "OpResponse")).services[0]
        ?.operations[0];
      return { soapAction: operation?.soapAction, otherActions: operation?.otherActions };
    };
    expect(
      actions([
        { ...soapBinding("soap11", ""), declaredInputAction: "urn:jaxws:opRequest" },
        { ...soapBinding("soap12", ""), declaredInputAction: "urn:jaxws:opRequest" },
      ]),
    ).toEqual({ soapAction: "urn:jaxws:opRequest", otherActions: [""] });
    expect(actions([{ ...soapBinding("soap11", "urn:op"), declaredInputAction: "urn:op" }])).toEqual({
      soapAction: "urn:op",
      otherActions: [],
    });
    expect(actions([{ ...soapBinding("soap11", "urn:op"), declaredInputAction: "urn:wsam:op" }])).toEqual({
      soapAction: "urn:op",
      otherActions: ["urn:wsam:op"],
    });
    expect(actions([soapBinding("soap11", "urn:op"), soapBinding("soap12", "urn:op12")])).toEqual({
      soapAction: "urn:op",
      otherActions: ["urn:op12"],
    });
  });
});

describe("planServices: operations bound to HTTP GET/POST only", () => {
  const unqualified = (local: string, type: Parameters<typeof f.element>[1]) => ({
    ...f.element(local, type),
    name: { namespace: "", local },
  });
  // The type the http-parameters pass makes of the input message's parts, one member per part.
  const parameters = f.complexType(
    "Op#input",
    [
      unqualified("stationId", f.builtin("string")),
      unqualified("sequence", f.builtin("int")),
      unqualified("takenAt", f.builtin("dateTime")),
    ],
    { anonymous: true },
  );
  const reading = f.complexType("Reading", [f.element("value", f.builtin("decimal"))]);
  const readingElement = f.globalElement("Reading", f.ref("Reading"));
  const stringElement = f.globalElement("string", f.builtin("string"), true);
  const plainBinding = (
    protocol: "httpGet" | "httpPost",
    overrides: Partial<HttpOperationBinding> = {},
  ): HttpOperationBinding => ({
    kind: "httpBinding",
    protocol,
    binding: { namespace: f.ns, local: `Svc${protocol}` },
    ports: [],
    addresses: [],
    location: "/Op",
    inputEncoding: "urlEncoded",
    output: { kind: "mimeXml", part: "parameters" },
    parametersType: parameters.id,
    provenance: f.at("wsdl:operation"),
    ...overrides,
  });
  const both = [plainBinding("httpGet"), plainBinding("httpPost")];
  const planOf = (bindings: readonly OperationBinding[], output = "Reading", types = [parameters, reading]) =>
    plan(serviceModel(types, [readingElement, stringElement], bindings, output));

  it("takes the parts' type as the request, every part a required field, and answers the output element whole", () => {
    const { services, diagnostics } = planOf(both);
    expect(diagnostics).toEqual([]);
    const [operation] = services[0]?.operations ?? [];
    const answer = operation?.response.kind === "result" ? operation.response : undefined;
    expect({
      requestType: operation?.requestType,
      requestElement: operation?.requestElement.name,
      bareRequest: operation?.bareRequest,
      transports: operation?.transports,
      parameters: operation?.parameters.map(
        ({ member }) => `${member.name.local}${member.optional ? "?" : ""}`,
      ),
      // One member: a SOAP response element would be unwrapped, a GET/POST root never is.
      result: answer?.result,
      type: answer?.type,
      plainElement: answer?.plainElement,
      nilRoot: answer?.nilRoot,
    }).toEqual({
      requestType: parameters.id,
      requestElement: { namespace: f.ns, local: "Op" },
      bareRequest: undefined,
      transports: ["get", "post"],
      parameters: ["stationId", "sequence", "takenAt"],
      result: undefined,
      type: f.ref("Reading"),
      plainElement: { namespace: f.ns, local: "Reading" },
      nilRoot: false,
    });
  });

  it("answers a nillable simple root, null for a nil one, and reads an XML mime:content output as mimeXml", () => {
    const bindings = [plainBinding("httpPost", { output: { kind: "mime", type: "text/xml" } })];
    const [operation] = planOf(bindings, "string").services[0]?.operations ?? [];
    expect(operation?.response).toMatchObject({
      kind: "result",
      type: f.builtin("string"),
      plainElement: { local: "string" },
      nilRoot: true,
    });
  });

  it("plans a request without parameters", () => {
    const none = f.complexType("Op#input", [], { anonymous: true });
    const { services, diagnostics } = planOf(both, "Reading", [none, reading]);
    expect(diagnostics).toEqual([]);
    expect(services[0]?.operations[0]?.parameters).toEqual([]);
  });

  const refused = (bindings: readonly OperationBinding[], reason: string, types = [parameters, reading]) => {
    const { services, diagnostics } = planOf(bindings, "Reading", types);
    expect(services[0]?.operations).toEqual([]);
    expect(diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      `operation Op of service Svc gets no client method or handler: ${reason}`,
    ]);
  };

  it("leaves out an operation with a part of complex type, which no field carries", () => {
    const batch = f.complexType("Op#input", [unqualified("batch", f.ref("Reading"))], { anonymous: true });
    refused(
      both,
      `its input message 'OpIn' has part 'batch' of complex type {${f.ns}}Reading, where an HTTP GET query or POST form field carries one simple value`,
      [batch, reading],
    );
  });

  it("leaves out a request that declares one element twice, which fields cannot tell apart", () => {
    const twice = f.complexType(
      "Op#input",
      [unqualified("code", f.builtin("string")), unqualified("code", f.builtin("string"))],
      { anonymous: true },
    );
    refused(
      both,
      "its request declares 'code' twice, which HTTP GET query or POST form fields cannot tell apart",
      [twice, reading],
    );
  });

  it("leaves out an output of a type part, which names no root element", () => {
    const model = serviceModel([parameters, reading], [readingElement], both);
    const [service] = model.services;
    const [operation] = service?.operations ?? [];
    if (service === undefined || operation?.output === undefined) throw new Error("no operation");
    const typed: Operation = {
      ...operation,
      output: {
        ...operation.output,
        parts: [{ kind: "part", name: "Body", type: f.builtin("string"), provenance: f.at("wsdl:part") }],
      },
    };
    const { services, diagnostics } = plan({ ...model, services: [{ ...service, operations: [typed] }] });
    expect(services[0]?.operations).toEqual([]);
    expect(diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      "operation Op of service Svc gets no client method or handler: its output message 'OpOut' has part 'Body' of a type, where an HTTP GET/POST response (mime:mimeXml) is an element that names the document's root",
    ]);
  });

  it("leaves out a non-XML output, and bindings that take different parameters", () => {
    refused(
      [plainBinding("httpGet", { output: { kind: "mime", type: "text/plain" } })],
      "its HTTP binding 'SvchttpGet' answers mime:content type 'text/plain', where an XML document is supported",
    );
    refused(
      [plainBinding("httpGet"), plainBinding("httpPost", { parametersType: `${parameters.id}2` })],
      "its HTTP bindings 'SvchttpGet' and 'SvchttpPost' take different parameters",
    );
  });
});

describe("planServices: a soap:body that names its parts", () => {
  it("takes the one part it names as the body, beside a header part and a part nothing binds", async () => {
    // Exchange Web Services: the request message also holds the server version, which no soap:body or
    // soap:header of the binding carries; the response's version is a header.
    const wsdl = `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:t="urn:t" targetNamespace="urn:t">
<wsdl:types><xs:schema targetNamespace="urn:t" elementFormDefault="qualified">
  <xs:element name="Get"><xs:complexType><xs:sequence><xs:element name="id" type="xs:int"/></xs:sequence></xs:complexType></xs:element>
  <xs:element name="GetResponse"><xs:complexType><xs:sequence><xs:element name="name" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
  <xs:element name="Impersonation" type="xs:string"/><xs:element name="Version" type="xs:string"/>
</xs:schema></wsdl:types>
<wsdl:message name="In"><wsdl:part name="request" element="t:Get"/><wsdl:part name="impersonation" element="t:Impersonation"/><wsdl:part name="version" element="t:Version"/></wsdl:message>
<wsdl:message name="Out"><wsdl:part name="result" element="t:GetResponse"/><wsdl:part name="version" element="t:Version"/></wsdl:message>
<wsdl:portType name="P"><wsdl:operation name="Get"><wsdl:input message="t:In"/><wsdl:output message="t:Out"/></wsdl:operation></wsdl:portType>
<wsdl:binding name="B" type="t:P"><soap:binding style="document" transport="http://schemas.xmlsoap.org/soap/http"/>
  <wsdl:operation name="Get"><soap:operation soapAction="urn:get"/>
    <wsdl:input><soap:header message="t:In" part="impersonation" use="literal"/><soap:body parts="request" use="literal"/></wsdl:input>
    <wsdl:output><soap:body parts="result" use="literal"/><soap:header message="t:Out" part="version" use="literal"/></wsdl:output>
  </wsdl:operation>
</wsdl:binding>
<wsdl:service name="S"><wsdl:port name="B" binding="t:B"><soap:address location="http://h.test/s"/></wsdl:port></wsdl:service>
</wsdl:definitions>`;
    const { model } = await readModel({
      root: "/unused",
      entries: ["s.wsdl"],
      source: memorySource({ "s.wsdl": wsdl }),
    });
    if (model === undefined) throw new Error("s.wsdl did not read");
    const { services, diagnostics } = plan(model);
    expect(diagnostics).toEqual([]);
    const [operation] = services[0]?.operations ?? [];
    expect(operation?.requestElement.name.local).toBe("Get");
    expect(operation?.response).toMatchObject({
      kind: "result",
      element: { name: { local: "GetResponse" } },
    });
    expect(operation?.inputHeaders.map((header) => header.key)).toEqual(["Impersonation"]);
    expect(operation?.outputHeaders.map((header) => header.key)).toEqual(["Version"]);
  });
});
