// responseIssues on a handler's missing or nil result: what the descriptor says of the result element (required,
// nillable) decides, and where the response element is the result, the empty element that goes out is checked
// against its type.
import { describe, expect, it } from "vitest";
import { responseIssues, type OperationDescriptor } from "../../generator/runtime/operation.ts";
import { xsString } from "../../generator/runtime/scalars.ts";
import { validateComplex } from "../../generator/runtime/validation.ts";
import { complexType, element } from "../../generator/runtime/xml-reader.ts";

interface Greeting {
  text: string;
}
const Greeting = complexType<Greeting>({
  ns: "urn:t",
  name: "Greeting",
  fields: { text: element("urn:t", "text", xsString, { required: true }) },
});

type Descriptor = OperationDescriptor<unknown, unknown, never>;
const greet = {
  name: "Greet",
  responseElement: "GreetResponse",
  result: Greeting,
  validateResult: (value: Greeting) => validateComplex(Greeting, value, "", []),
};
/** Greet's descriptor, its result element `greetResult` occurring as `occurs` says. */
const wrapped = (occurs: Partial<Descriptor>): Descriptor =>
  ({
    ...greet,
    resultElement: "greetResult",
    ...occurs,
  }) as unknown as Descriptor;

describe("responseIssues of no result or a nil one", () => {
  it("reports a required result element left out, and nil where it is not nillable", () => {
    expect(responseIssues(wrapped({ resultRequired: true }), undefined, undefined)).toEqual([
      { path: "result", message: "is required" },
    ]);
    expect(responseIssues(wrapped({}), null, undefined)).toEqual([
      { path: "result", message: "must not be null (not nillable)" },
    ]);
  });

  it("lets an optional result be left out, a nillable one be nil, and an encoded one be nil", () => {
    expect(responseIssues(wrapped({}), undefined, undefined)).toEqual([]);
    expect(responseIssues(wrapped({ resultRequired: true, resultNillable: true }), null, undefined)).toEqual(
      [],
    );
    expect(responseIssues(wrapped({ resultRequired: true, encoded: true }), null, undefined)).toEqual([]);
  });

  it("checks the empty response element that goes out where it is the result", () => {
    const whole = greet as unknown as Descriptor;
    expect(responseIssues(whole, undefined, undefined)).toEqual([
      { path: "result.text", message: "is required" },
    ]);
    expect(responseIssues(whole, { text: "hi" }, undefined)).toEqual([]);
  });
});
