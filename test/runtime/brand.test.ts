// Each generated package carries its own runtime copy; an error of one copy must pass `instanceof` of another,
// and nothing else may.
import { describe, expect, it } from "vitest";
import * as v14 from "../../generated/v14/src/index.ts";
import * as v14Soap from "../../generated/v14/src/runtime/soap.ts";
import * as v15 from "../../generated/v15/src/index.ts";
import * as v15Soap from "../../generated/v15/src/runtime/soap.ts";
import { brandClass } from "../../generator/runtime/brand.ts";

const errorClasses = [
  "ServiceFault",
  "SoapFaultError",
  "HttpError",
  "TransportError",
  "MalformedResponseError",
  "ScalarError",
  "XmlReadError",
  "XmlWriteError",
] as const;

describe("branded error classes", () => {
  it("recognise an instance of the other package's copy, and not another class's", () => {
    for (const name of errorClasses) {
      const ours = v14[name] as abstract new (...args: never[]) => Error;
      const theirs = v15[name] as abstract new (...args: never[]) => Error;
      expect(ours, name).not.toBe(theirs);
      const instance = Object.create(theirs.prototype) as Error;
      expect(instance instanceof ours, name).toBe(true);
      expect(instance instanceof Error, name).toBe(true);
      expect(new Error("plain") instanceof ours, name).toBe(false);
      for (const other of errorClasses)
        if (other !== name)
          expect(
            instance instanceof (v14[other] as abstract new (...args: never[]) => Error),
            `${name} ${other}`,
          ).toBe(false);
    }
  });

  it("recognise a subclass's instance as its base class's, across copies, but not the reverse", () => {
    const envelopeError = Object.create(v15Soap.SoapEnvelopeError.prototype) as Error;
    expect(envelopeError instanceof v14.XmlReadError).toBe(true);
    expect(envelopeError instanceof v14Soap.SoapEnvelopeError).toBe(true);
    const readError = Object.create(v15.XmlReadError.prototype) as Error;
    expect(readError instanceof v14Soap.SoapEnvelopeError).toBe(false);
  });

  it("refuses values that are not objects or carry no brand", () => {
    class Plain {
      readonly kind = "plain";
    }
    class Other {
      readonly kind = "other";
    }
    brandClass(Plain, "test.Plain");
    for (const value of [undefined, null, 0, "Plain", {}, new Other()])
      expect(value instanceof Plain).toBe(false);
    expect(new Plain() instanceof Plain).toBe(true);
  });
});
