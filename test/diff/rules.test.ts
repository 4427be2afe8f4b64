import { describe, expect, it } from "vitest";
import type { ChangeClass } from "../../generator/diff/change.ts";
import { diffModels } from "../../generator/diff/diff-models.ts";
import { ruleIds, type RuleId } from "../../generator/diff/rules.ts";
import type { Model, Operation, OperationBinding, Service } from "../../generator/model/index.ts";
import {
  attribute,
  choice,
  complexType,
  element,
  frame,
  globalElement,
  model,
  named,
  ns14,
  ns15,
  operation,
  sequence,
  simpleType,
  xs,
  type ElementOptions,
} from "./model-factory.ts";

interface Case {
  readonly name: string;
  readonly before: Model;
  readonly after: Model;
  readonly rule: RuleId;
  readonly class: ChangeClass;
  /** Path of the change inside its subject, when it matters. */
  readonly path?: string;
}

const editServices = (source: Model, edit: (service: Service) => Service): Model => ({
  ...source,
  services: source.services.map(edit),
});
const editOperations = (source: Model, edit: (operation: Operation) => Operation): Model =>
  editServices(source, (service) => ({ ...service, operations: service.operations.map(edit) }));
const editBindings = (source: Model, edit: (binding: OperationBinding) => OperationBinding): Model =>
  editOperations(source, (op) => ({ ...op, bindings: op.bindings.map(edit) }));

/** One operation `Op` with the given parameters and result. */
const single = (parameters: Parameters<typeof element>[] = [], result: Parameters<typeof element>[] = []) =>
  model({
    operations: [
      operation("Op", {
        parameters: parameters.map((args) => element(...args)),
        result: result.map((args) => element(...args)),
      }),
    ],
  });

/** `Subject` with one member `m` in the given direction, before and after. */
const member = (
  direction: "request" | "response",
  before: ElementOptions,
  after: ElementOptions,
  type = xs("int"),
) => ({
  before: frame(direction, [complexType("Subject", { content: sequence(element("m", type, before)) })]),
  after: frame(direction, [complexType("Subject", { content: sequence(element("m", type, after)) })]),
});

/** `Subject` with the given attributes, before and after. */
const attributes = (
  direction: "request" | "response",
  before: Parameters<typeof attribute>[],
  after: Parameters<typeof attribute>[],
  extra: Parameters<typeof frame>[1] = [],
) => ({
  before: frame(direction, [
    complexType("Subject", { attributes: before.map((args) => attribute(...args)) }),
    ...extra,
  ]),
  after: frame(direction, [
    complexType("Subject", { attributes: after.map((args) => attribute(...args)) }),
    ...extra,
  ]),
});

/** `Subject` as a simple type, before and after. */
const simple = (
  direction: "request" | "response",
  before: Parameters<typeof simpleType>[1],
  after: Parameters<typeof simpleType>[1],
) => ({
  before: frame(direction, [simpleType("Subject", before)]),
  after: frame(direction, [simpleType("Subject", after)]),
});

const base = complexType("Base", { derivedTypes: [`{${ns14}}Derived`] });
const derived = complexType("Derived", { derivation: { method: "extension", base: named("Base") } });

const cases: readonly Case[] = [
  {
    name: "namespace changed",
    before: frame("request", [complexType("Subject")]),
    after: frame("request", [complexType("Subject", { namespace: ns15 })], ns15),
    rule: "namespace-changed",
    class: "wire-breaking-both",
  },
  {
    name: "service added",
    before: single(),
    after: model({ operations: [operation("Op"), operation("Other", { service: "StaticXMLAPI" })] }),
    rule: "service-added",
    class: "compatible",
  },
  {
    name: "service removed",
    before: model({ operations: [operation("Op"), operation("Other", { service: "StaticXMLAPI" })] }),
    after: single(),
    rule: "service-removed",
    class: "wire-breaking-clients",
  },
  {
    name: "port removed",
    before: single(),
    after: editServices(single(), (service) => ({ ...service, ports: service.ports.slice(1) })),
    rule: "port-removed",
    class: "wire-breaking-clients",
  },
  {
    name: "port added",
    before: editServices(single(), (service) => ({ ...service, ports: service.ports.slice(1) })),
    after: single(),
    rule: "port-added",
    class: "compatible",
  },
  {
    name: "port address changed",
    before: single(),
    after: model({
      operations: [operation("Op")],
      addresses: { NonStaticXMLAPI: "http://localhost/v2.asmx" },
    }),
    rule: "port-address-changed",
    class: "dangerous",
    path: "ports/NonStaticXMLAPIsoap11",
  },
  {
    name: "operation added",
    before: single(),
    after: model({ operations: [operation("Op"), operation("New")] }),
    rule: "operation-added",
    class: "dangerous",
  },
  {
    name: "operation removed",
    before: model({ operations: [operation("Op"), operation("Old")] }),
    after: single(),
    rule: "operation-removed",
    class: "wire-breaking-clients",
  },
  {
    name: "operation moved between services",
    before: model({ operations: [operation("Op"), operation("Moved")] }),
    after: model({ operations: [operation("Op"), operation("Moved", { service: "StaticXMLAPI" })] }),
    rule: "operation-moved",
    class: "wire-breaking-clients",
  },
  {
    name: "operation became one-way",
    before: single(),
    after: model({ operations: [operation("Op", { oneWay: true })] }),
    rule: "operation-output-changed",
    class: "wire-breaking-both",
  },
  {
    name: "request wrapper element renamed",
    before: single(),
    after: model({ operations: [operation("Op", { requestElement: "OpRequest" })] }),
    rule: "operation-request-element-changed",
    class: "wire-breaking-both",
  },
  {
    name: "response wrapper element renamed",
    before: single(),
    after: model({ operations: [operation("Op", { responseElement: "OpResult" })] }),
    rule: "operation-response-element-changed",
    class: "wire-breaking-both",
  },
  {
    name: "fault added",
    before: single(),
    after: editOperations(single(), (op) => ({
      ...op,
      faults: [{ kind: "fault", name: "Oops", message: op.input }],
    })),
    rule: "operation-fault-added",
    class: "dangerous",
  },
  {
    name: "fault removed",
    before: editOperations(single(), (op) => ({
      ...op,
      faults: [{ kind: "fault", name: "Oops", message: op.input }],
    })),
    after: single(),
    rule: "operation-fault-removed",
    class: "compatible",
  },
  {
    name: "transport removed",
    before: single(),
    after: model({ operations: [operation("Op", { protocols: ["soap11", "soap12"] })] }),
    rule: "transport-removed",
    class: "wire-breaking-clients",
    path: "bindings/httpGet",
  },
  {
    name: "transport added",
    before: model({ operations: [operation("Op", { protocols: ["soap11"] })] }),
    after: single(),
    rule: "transport-added",
    class: "compatible",
    path: "bindings/soap12",
  },
  {
    name: "SOAPAction changed",
    before: single(),
    after: model({ operations: [operation("Op", { soapAction: "urn:other#Op" })] }),
    rule: "soap-action-changed",
    class: "wire-breaking-both",
    path: "bindings/soap11",
  },
  {
    name: "SOAP style changed",
    before: single(),
    after: editBindings(single(), (binding) =>
      binding.kind === "soapBinding" ? { ...binding, style: "rpc" } : binding,
    ),
    rule: "binding-style-changed",
    class: "wire-breaking-both",
    path: "bindings/soap11",
  },
  {
    name: "HTTP location changed",
    before: single(),
    after: editBindings(single(), (binding) =>
      binding.kind === "httpBinding" ? { ...binding, location: "/op" } : binding,
    ),
    rule: "http-location-changed",
    class: "wire-breaking-both",
    path: "bindings/httpGet",
  },
  {
    name: "HTTP encoding changed",
    before: single(),
    after: editBindings(single(), (binding) =>
      binding.kind === "httpBinding"
        ? { ...binding, inputEncoding: "application/x-www-form-urlencoded" }
        : binding,
    ),
    rule: "http-encoding-changed",
    class: "wire-breaking-both",
    path: "bindings/httpGet",
  },
  {
    name: "parameters reordered",
    before: single([
      ["a", xs("string")],
      ["b", xs("string")],
    ]),
    after: single([
      ["b", xs("string")],
      ["a", xs("string")],
    ]),
    rule: "element-reordered",
    class: "wire-breaking-both",
  },
  {
    name: "required parameter added",
    before: single([["a", xs("string")]]),
    after: single([
      ["a", xs("string")],
      ["b", xs("int")],
    ]),
    rule: "element-added-required",
    class: "wire-breaking-clients",
    path: "parameters/b",
  },
  {
    name: "required result member added",
    before: single([], [["a", xs("string")]]),
    after: single(
      [],
      [
        ["a", xs("string")],
        ["b", xs("int")],
      ],
    ),
    rule: "element-added-required",
    class: "source-breaking",
    path: "result/b",
  },
  {
    name: "optional parameter added",
    before: single([["a", xs("string")]]),
    after: single([
      ["a", xs("string")],
      ["b", xs("int"), { min: 0 }],
    ]),
    rule: "element-added-optional",
    class: "compatible",
  },
  {
    name: "optional response element inserted in the middle of a sequence",
    ...(() => {
      const subject = (members: ReturnType<typeof element>[]) =>
        frame("response", [complexType("Subject", { content: sequence(...members) })]);
      return {
        before: subject([element("a", xs("string")), element("c", xs("string"))]),
        after: subject([
          element("a", xs("string")),
          element("b", xs("int"), { min: 0 }),
          element("c", xs("string")),
        ]),
      };
    })(),
    rule: "element-inserted",
    class: "wire-breaking-clients",
    path: "b",
  },
  {
    name: "required parameter inserted before another",
    before: single([["a", xs("string")]]),
    after: single([
      ["b", xs("int")],
      ["a", xs("string")],
    ]),
    rule: "element-inserted",
    class: "wire-breaking-both",
    path: "parameters/b",
  },
  {
    name: "required parameter removed",
    before: single([
      ["a", xs("string")],
      ["b", xs("int")],
    ]),
    after: single([["a", xs("string")]]),
    rule: "element-removed-required",
    class: "wire-breaking-servers",
  },
  {
    name: "required result member removed",
    before: single(
      [],
      [
        ["a", xs("string")],
        ["b", xs("int")],
      ],
    ),
    after: single([], [["a", xs("string")]]),
    rule: "element-removed-required",
    class: "wire-breaking-clients",
  },
  {
    name: "optional result member removed",
    before: single(
      [],
      [
        ["a", xs("string")],
        ["b", xs("int"), { min: 0 }],
      ],
    ),
    after: single([], [["a", xs("string")]]),
    rule: "element-removed-optional",
    class: "source-breaking",
  },
  {
    name: "parameter made required",
    ...member("request", { min: 0 }, { min: 1 }),
    rule: "element-made-required",
    class: "wire-breaking-clients",
  },
  {
    name: "result member made required",
    ...member("response", { min: 0 }, { min: 1 }),
    rule: "element-made-required",
    class: "wire-breaking-servers",
  },
  {
    name: "parameter made optional",
    ...member("request", { min: 1 }, { min: 0 }),
    rule: "element-made-optional",
    class: "wire-breaking-servers",
  },
  {
    name: "result member made optional",
    ...member("response", { min: 1 }, { min: 0 }),
    rule: "element-made-optional",
    class: "wire-breaking-clients",
  },
  {
    name: "member became repeated in a response",
    ...member("response", {}, { max: "unbounded" }),
    rule: "element-became-repeated",
    class: "wire-breaking-clients",
  },
  {
    name: "member no longer repeated in a request",
    ...member("request", { max: 5 }, { max: 1 }),
    rule: "element-no-longer-repeated",
    class: "wire-breaking-clients",
  },
  {
    name: "minOccurs raised in a request",
    ...member("request", { min: 1, max: 9 }, { min: 2, max: 9 }),
    rule: "element-min-occurs-increased",
    class: "wire-breaking-clients",
  },
  {
    name: "minOccurs lowered in a response",
    ...member("response", { min: 2, max: 9 }, { min: 1, max: 9 }),
    rule: "element-min-occurs-decreased",
    class: "wire-breaking-clients",
  },
  {
    name: "maxOccurs raised in a response",
    ...member("response", { max: 2 }, { max: 5 }),
    rule: "element-max-occurs-increased",
    class: "wire-breaking-clients",
  },
  {
    name: "maxOccurs lowered in a response",
    ...member("response", { max: 5 }, { max: 2 }),
    rule: "element-max-occurs-decreased",
    class: "wire-breaking-servers",
  },
  {
    name: "member made nillable in a response",
    ...member("response", {}, { nillable: true }),
    rule: "element-made-nillable",
    class: "wire-breaking-clients",
  },
  {
    name: "member no longer nillable in a request",
    ...member("request", { nillable: true }, {}),
    rule: "element-made-not-nillable",
    class: "wire-breaking-clients",
  },
  {
    name: "member default changed",
    ...member("request", { default: "1" }, { default: "2" }),
    rule: "element-default-changed",
    class: "dangerous",
  },
  {
    name: "member fixed value changed",
    ...member("response", { fixed: "1" }, { fixed: "2" }),
    rule: "element-fixed-changed",
    class: "wire-breaking-both",
  },
  {
    name: "member lost its namespace",
    ...member("request", {}, { namespace: "" }),
    rule: "element-namespace-changed",
    class: "wire-breaking-both",
  },
  {
    name: "member renamed in a request",
    before: frame("request", [complexType("Subject", { content: sequence(element("old", xs("int"))) })]),
    after: frame("request", [complexType("Subject", { content: sequence(element("new", xs("int"))) })]),
    rule: "element-renamed",
    class: "wire-breaking-both",
    path: "new",
  },
  {
    name: "member moved into a choice",
    before: frame("request", [
      complexType("Subject", { content: sequence(element("a", xs("int")), element("b", xs("int"))) }),
    ]),
    after: frame("request", [
      complexType("Subject", { content: sequence(element("a", xs("int")), choice(element("b", xs("int")))) }),
    ]),
    rule: "element-group-changed",
    class: "wire-breaking-both",
  },
  {
    name: "member retyped to a type with one more required member (request)",
    before: frame("request", [
      complexType("Subject", { content: sequence(element("m", named("A"))) }),
      complexType("A", { content: sequence(element("x", xs("int"))) }),
      complexType("B", { content: sequence(element("x", xs("int")), element("y", xs("int"))) }),
    ]),
    after: frame("request", [
      complexType("Subject", { content: sequence(element("m", named("B"))) }),
      complexType("A", { content: sequence(element("x", xs("int"))) }),
      complexType("B", { content: sequence(element("x", xs("int")), element("y", xs("int"))) }),
    ]),
    rule: "element-type-changed",
    class: "wire-breaking-clients",
    path: "m",
  },
  {
    name: "wildcard added",
    before: frame("request", [complexType("Subject", { content: sequence(element("a", xs("int"))) })]),
    after: frame("request", [
      complexType("Subject", {
        content: sequence(element("a", xs("int")), {
          kind: "any",
          minOccurs: 0,
          maxOccurs: "unbounded",
          wildcard: { namespaces: "##other", targetNamespace: ns14, processContents: "lax" },
          provenance: { source: { file: "t", line: 1, column: 1 }, construct: "xs:any" },
        }),
      }),
    ]),
    rule: "wildcard-added",
    class: "compatible",
  },
  {
    name: "anyAttribute removed from a request type",
    before: frame("request", [
      {
        ...complexType("Subject"),
        anyAttribute: { namespaces: "##any", targetNamespace: ns14, processContents: "skip" },
      },
    ]),
    after: frame("request", [complexType("Subject")]),
    rule: "wildcard-removed",
    class: "wire-breaking-clients",
  },
  {
    name: "required attribute added to a request",
    ...attributes("request", [], [["id", xs("int"), { use: "required" }]]),
    rule: "attribute-added-required",
    class: "wire-breaking-clients",
    path: "@id",
  },
  {
    name: "optional attribute added",
    ...attributes("response", [], [["id", xs("int")]]),
    rule: "attribute-added-optional",
    class: "compatible",
  },
  {
    name: "required attribute removed from a response",
    ...attributes("response", [["id", xs("int"), { use: "required" }]], []),
    rule: "attribute-removed-required",
    class: "wire-breaking-clients",
  },
  {
    name: "optional attribute removed from a response",
    ...attributes("response", [["id", xs("int")]], []),
    rule: "attribute-removed-optional",
    class: "source-breaking",
  },
  {
    name: "attribute made required in a request",
    ...attributes("request", [["id", xs("int")]], [["id", xs("int"), { use: "required" }]]),
    rule: "attribute-made-required",
    class: "wire-breaking-clients",
  },
  {
    name: "attribute made optional in a response",
    ...attributes("response", [["id", xs("int"), { use: "required" }]], [["id", xs("int")]]),
    rule: "attribute-made-optional",
    class: "wire-breaking-clients",
  },
  {
    name: "attribute retyped to an equivalent named type",
    ...attributes(
      "response",
      [["code", named("CodeA")]],
      [["code", named("CodeB")]],
      [simpleType("CodeA", { facets: { maxLength: 3 } }), simpleType("CodeB", { facets: { maxLength: 3 } })],
    ),
    rule: "attribute-type-changed",
    class: "source-breaking",
  },
  {
    name: "attribute default changed",
    ...attributes("request", [["a", xs("int"), { default: "1" }]], [["a", xs("int"), { default: "2" }]]),
    rule: "attribute-default-changed",
    class: "dangerous",
  },
  {
    name: "attribute fixed value changed",
    ...attributes("request", [["a", xs("int"), { fixed: "1" }]], [["a", xs("int"), { fixed: "2" }]]),
    rule: "attribute-fixed-changed",
    class: "wire-breaking-both",
  },
  {
    name: "attribute became qualified",
    before: frame("request", [complexType("Subject", { attributes: [attribute("a", xs("int"))] })]),
    after: frame("request", [
      complexType("Subject", {
        attributes: [{ ...attribute("a", xs("int")), name: { namespace: ns14, local: "a" } }],
      }),
    ]),
    rule: "attribute-namespace-changed",
    class: "wire-breaking-both",
  },
  {
    name: "attribute renamed in a response",
    ...attributes("response", [["old", xs("int")]], [["new", xs("int")]]),
    rule: "attribute-renamed",
    class: "source-breaking",
    path: "@new",
  },
  {
    name: "global element added",
    before: model({ types: [complexType("T")] }),
    after: model({ types: [complexType("T")], elements: [globalElement("t", named("T"))] }),
    rule: "global-element-added",
    class: "compatible",
  },
  {
    name: "global element removed",
    before: model({ types: [complexType("T")], elements: [globalElement("t", named("T"))] }),
    after: model({ types: [complexType("T")] }),
    rule: "global-element-removed",
    class: "source-breaking",
  },
  {
    name: "type added",
    before: model(),
    after: model({ types: [complexType("T")] }),
    rule: "type-added",
    class: "compatible",
  },
  {
    name: "type removed",
    before: model({ types: [complexType("T")] }),
    after: model(),
    rule: "type-removed",
    class: "source-breaking",
  },
  {
    name: "type renamed (same structure)",
    before: frame("response", [
      complexType("Subject", { content: sequence(element("m", named("Old"))) }),
      complexType("Old", { content: sequence(element("x", xs("int"))) }),
    ]),
    after: frame("response", [
      complexType("Subject", { content: sequence(element("m", named("New"))) }),
      complexType("New", { content: sequence(element("x", xs("int"))) }),
    ]),
    rule: "type-renamed",
    class: "source-breaking",
  },
  {
    name: "derived type renamed",
    before: model({ types: [base, derived] }),
    after: model({
      types: [
        complexType("Base", { derivedTypes: [`{${ns14}}Child`] }),
        complexType("Child", { derivation: { method: "extension", base: named("Base") } }),
      ],
    }),
    rule: "type-renamed-polymorphic",
    class: "wire-breaking-both",
  },
  {
    name: "simple type became complex",
    before: frame("request", [simpleType("Subject")]),
    after: frame("request", [complexType("Subject")]),
    rule: "type-kind-changed",
    class: "wire-breaking-both",
  },
  {
    name: "content made mixed",
    before: frame("response", [complexType("Subject", { content: sequence(element("a", xs("int"))) })]),
    after: frame("response", [
      complexType("Subject", { content: sequence(element("a", xs("int"))), mixed: true }),
    ]),
    rule: "type-mixed-changed",
    class: "wire-breaking-both",
  },
  {
    name: "sequence became all",
    before: frame("response", [complexType("Subject", { content: sequence(element("a", xs("int"))) })]),
    after: frame("response", [
      complexType("Subject", {
        content: {
          kind: "elements",
          mixed: false,
          particle: { ...sequence(element("a", xs("int"))), kind: "all" },
        },
      }),
    ]),
    rule: "type-compositor-changed",
    class: "wire-breaking-both",
  },
  {
    name: "base type changed",
    before: frame("response", [
      complexType("Subject", { derivation: { method: "extension", base: named("A") } }),
      complexType("A"),
      complexType("B"),
    ]),
    after: frame("response", [
      complexType("Subject", { derivation: { method: "extension", base: named("B") } }),
      complexType("A"),
      complexType("B", { content: sequence(element("b", xs("int"), { min: 0 })) }),
    ]),
    rule: "type-base-changed",
    class: "source-breaking",
  },
  {
    name: "type made abstract (request)",
    before: frame("request", [complexType("Subject")]),
    after: frame("request", [complexType("Subject", { abstract: true })]),
    rule: "type-made-abstract",
    class: "wire-breaking-clients",
  },
  {
    name: "type made concrete (response)",
    before: frame("response", [complexType("Subject", { abstract: true })]),
    after: frame("response", [complexType("Subject")]),
    rule: "type-made-concrete",
    class: "wire-breaking-clients",
  },
  {
    name: "subtype added in a response",
    before: frame("response", [complexType("Subject")]),
    after: frame("response", [
      complexType("Subject", { derivedTypes: [`{${ns14}}Sub`] }),
      complexType("Sub", { derivation: { method: "extension", base: named("Subject") } }),
    ]),
    rule: "subtype-added",
    class: "wire-breaking-clients",
  },
  {
    name: "subtype removed in a request",
    before: frame("request", [
      complexType("Subject", { derivedTypes: [`{${ns14}}Sub`] }),
      complexType("Sub", { derivation: { method: "extension", base: named("Subject") } }),
    ]),
    after: frame("request", [complexType("Subject")]),
    rule: "subtype-removed",
    class: "wire-breaking-clients",
  },
  {
    name: "int widened to long in a response",
    ...simple("response", { builtin: "int" }, { builtin: "long" }),
    rule: "builtin-widened",
    class: "wire-breaking-clients",
  },
  {
    name: "int widened to long in a request",
    ...simple("request", { builtin: "int" }, { builtin: "long" }),
    rule: "builtin-widened",
    class: "wire-breaking-servers",
  },
  {
    name: "int widened to unsignedLong is unrelated",
    ...simple("request", { builtin: "int" }, { builtin: "unsignedLong" }),
    rule: "builtin-changed",
    class: "wire-breaking-both",
  },
  {
    name: "string narrowed to int in a request",
    ...simple("request", { builtin: "string" }, { builtin: "int" }),
    rule: "builtin-narrowed",
    class: "wire-breaking-clients",
  },
  {
    name: "boolean changed to int",
    ...simple("response", { builtin: "boolean" }, { builtin: "int" }),
    rule: "builtin-changed",
    class: "wire-breaking-both",
  },
  {
    name: "atomic became a list",
    ...simple("response", { builtin: "int" }, { list: xs("int") }),
    rule: "simple-variety-changed",
    class: "wire-breaking-both",
  },
  {
    name: "union members changed",
    ...simple("response", { union: [xs("int"), xs("date")] }, { union: [xs("int")] }),
    rule: "union-members-changed",
    class: "wire-breaking-both",
  },
  {
    name: "enumeration value added to a response",
    ...simple("response", { enumeration: ["A"] }, { enumeration: ["A", "B"] }),
    rule: "enum-value-added",
    class: "wire-breaking-clients",
  },
  {
    name: "enumeration value added to a request",
    ...simple("request", { enumeration: ["A"] }, { enumeration: ["A", "B"] }),
    rule: "enum-value-added",
    class: "wire-breaking-servers",
  },
  {
    name: "enumeration value removed from a request",
    ...simple("request", { enumeration: ["A", "B"] }, { enumeration: ["A"] }),
    rule: "enum-value-removed",
    class: "wire-breaking-clients",
  },
  {
    name: "enumeration introduced in a response",
    ...simple("response", {}, { enumeration: ["A"] }),
    rule: "enumeration-added",
    class: "wire-breaking-servers",
  },
  {
    name: "enumeration dropped in a response",
    ...simple("response", { enumeration: ["A"] }, {}),
    rule: "enumeration-removed",
    class: "wire-breaking-clients",
  },
  {
    name: "maxLength lowered in a request",
    ...simple("request", { facets: { maxLength: 10 } }, { facets: { maxLength: 5 } }),
    rule: "facet-tightened",
    class: "wire-breaking-clients",
  },
  {
    name: "maxInclusive raised in a response",
    ...simple(
      "response",
      { builtin: "int", facets: { maxInclusive: "100" } },
      { builtin: "int", facets: { maxInclusive: "1000" } },
    ),
    rule: "facet-loosened",
    class: "wire-breaking-clients",
  },
  {
    name: "decimal bound lowered by less than a double can tell",
    ...simple(
      "request",
      { builtin: "decimal", facets: { maxInclusive: "0.30000000000000001" } },
      { builtin: "decimal", facets: { maxInclusive: "0.3" } },
    ),
    rule: "facet-tightened",
    class: "wire-breaking-clients",
  },
  {
    name: "20-digit integer bound raised by one",
    ...simple(
      "request",
      { builtin: "integer", facets: { maxInclusive: "12345678901234567890" } },
      { builtin: "integer", facets: { maxInclusive: "12345678901234567891" } },
    ),
    rule: "facet-loosened",
    class: "wire-breaking-servers",
  },
  {
    name: "pattern added",
    ...simple("request", {}, { facets: { patterns: [["[A-Z]+"]] } }),
    rule: "facet-tightened",
    class: "wire-breaking-clients",
  },
  {
    name: "pattern replaced",
    ...simple("request", { facets: { patterns: [["[A-Z]+"]] } }, { facets: { patterns: [["[a-z]+"]] } }),
    rule: "facet-changed",
    class: "wire-breaking-both",
  },
  {
    name: "whiteSpace changed",
    ...simple("request", { facets: { whiteSpace: "preserve" } }, { facets: { whiteSpace: "collapse" } }),
    rule: "whitespace-changed",
    class: "dangerous",
  },
];

describe("rule table", () => {
  it.each(cases)("$name -> $rule ($class)", (testCase) => {
    const report = diffModels(testCase.before, testCase.after);
    const found = report.changes.filter(
      (change) =>
        change.rule === testCase.rule && (testCase.path === undefined || change.path.endsWith(testCase.path)),
    );
    expect(found.map((change) => change.class)).toEqual([testCase.class]);
    expect(found[0]?.reason).not.toBe("");
  });

  it("has a passing case for every rule", () => {
    const covered = new Set(cases.map((testCase) => testCase.rule));
    expect(ruleIds.filter((rule) => !covered.has(rule))).toEqual([]);
  });

  it("finds nothing between a model and itself", () => {
    const subject = frame("request", [
      complexType("Subject", { content: sequence(element("a", named("E"))) }),
      simpleType("E", { enumeration: ["x"] }),
    ]);
    expect(diffModels(subject, subject).changes).toEqual([]);
  });
});

describe("derived types", () => {
  /** `Base` (with `a`, then `extra` when given) and `Derived` extending it with `d`. */
  const withBase = (extra: boolean) => {
    const baseParticles = [element("a", xs("string")), ...(extra ? [element("x", xs("int"))] : [])];
    const own = sequence(element("d", xs("string")));
    const base = complexType("Base", {
      content: sequence(...baseParticles),
      derivedTypes: [`{${ns14}}Derived`],
    });
    const derived = {
      ...complexType("Derived", { content: sequence(sequence(...baseParticles), own) }),
      derivation: { method: "extension", base: named("Base") },
      ownContent: { kind: "elements", mixed: false, particle: own },
    } as const;
    const other = {
      ...complexType("Other", { content: sequence(...baseParticles) }),
      derivation: { method: "extension", base: named("Base") },
      ownContent: { kind: "empty" },
    } as const;
    return frame("response", [
      complexType("Subject", {
        content: sequence(element("b", named("Base")), element("o", named("Other"))),
      }),
      base,
      derived,
      other,
    ]);
  };

  it("reports a change to a base type once, under the base, not again under each derived type", () => {
    const changes = diffModels(withBase(false), withBase(true)).changes;
    expect(changes.map((change) => [change.subject.name, change.path, change.rule])).toEqual([
      ["Base", "x", "element-added-required"],
    ]);
  });
});

describe("direction", () => {
  const enumIn = (direction: "request" | "response" | "both" | "none", values: string[]) => {
    const types = [simpleType("Subject", { enumeration: values })];
    const value = element("value", named("Subject"));
    const parameters = direction === "request" || direction === "both" ? [value] : [];
    const result = direction === "response" || direction === "both" ? [value] : [];
    return model({ operations: [operation("Op", { parameters, result })], types });
  };

  it.each([
    ["request", "wire-breaking-servers"],
    ["response", "wire-breaking-clients"],
    ["both", "wire-breaking-both"],
    ["none", "wire-breaking-both"],
  ] as const)("a value added to an enumeration used in %s is %s", (direction, expected) => {
    const report = diffModels(enumIn(direction, ["A"]), enumIn(direction, ["A", "B"]));
    const [change] = report.changes.filter((candidate) => candidate.rule === "enum-value-added");
    expect(change?.class).toBe(expected);
    expect(change?.operations).toEqual(direction === "none" ? [] : ["NonStaticXMLAPI.Op"]);
  });

  it("a type used only in the old version's responses keeps its direction", () => {
    const before = enumIn("response", ["A"]);
    const after = model({ types: [simpleType("Subject", { enumeration: ["A", "B"] })] });
    const [change] = diffModels(before, after).changes.filter(
      (candidate) => candidate.rule === "enum-value-added",
    );
    expect(change?.direction).toBe("response");
  });
});

describe("messages of the HTTP bindings", () => {
  /** `Op` whose HTTP bindings carry their own text-parameter messages, as ASMX publishes them. */
  const withHttpParts = (names: readonly string[], resultElement = "opResult") => {
    const source = single(names.map((name) => [name, xs("int")] as Parameters<typeof element>));
    return editBindings(source, (binding) => {
      if (binding.kind !== "httpBinding") return binding;
      const at = binding.provenance;
      return {
        ...binding,
        inputMessage: {
          kind: "message",
          name: { namespace: ns14, local: `Op${binding.protocol}In` },
          parts: names.map((name) => ({ kind: "part", name, type: xs("string"), provenance: at })),
          provenance: at,
        },
        outputMessage: {
          kind: "message",
          name: { namespace: ns14, local: `Op${binding.protocol}Out` },
          parts: [
            {
              kind: "part",
              name: "Body",
              element: { namespace: ns14, local: resultElement },
              provenance: at,
            },
          ],
          provenance: at,
        },
      };
    });
  };

  it("reports a parameter added once, not again for each HTTP binding", () => {
    const report = diffModels(withHttpParts(["a"]), withHttpParts(["a", "b"]));
    expect(report.changes.map((change) => [change.rule, change.path])).toEqual([
      ["element-added-required", "parameters/b"],
    ]);
  });

  it("reports what only an HTTP binding's message changes", () => {
    const report = diffModels(withHttpParts(["a"]), withHttpParts(["a"], "renamedResult"));
    expect(report.changes.map((change) => [change.rule, change.path, change.class])).toEqual([
      ["operation-response-element-changed", "bindings/httpGet/result", "wire-breaking-both"],
      ["operation-response-element-changed", "bindings/httpPost/result", "wire-breaking-both"],
    ]);
  });
});

describe("TypeScript effect of built-in changes", () => {
  it.each([
    ["short", "int", false],
    ["int", "long", true],
    ["decimal", "string", false],
    ["int", "string", true],
  ] as const)("xs:%s -> xs:%s is source-breaking: %s", (before, after, expected) => {
    const { before: old, after: current } = simple("response", { builtin: before }, { builtin: after });
    const [change] = diffModels(old, current).changes;
    expect(change?.sourceBreaking).toBe(expected);
  });
});
