import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as xs from "../../generator/runtime/scalars.ts";
import { ScalarError, type SimpleType } from "../../generator/runtime/simple-type.ts";
import { validateSimple } from "../../generator/runtime/validation.ts";

interface Row {
  readonly type: SimpleType<unknown>;
  /** [wire text, parsed value] pairs. */
  readonly valid: readonly (readonly [string, unknown])[];
  readonly invalid: readonly string[];
  /** Values whose canonical form is expected: [value, text]. */
  readonly formats?: readonly (readonly [unknown, string])[];
  readonly unformattable?: readonly unknown[];
}

const rows: Row[] = [
  {
    type: xs.xsString,
    valid: [
      ["  a\tb \n", "  a\tb \n"],
      ["", ""],
    ],
    invalid: [],
  },
  { type: xs.xsNormalizedString, valid: [["a\tb\nc", "a b c"]], invalid: [] },
  { type: xs.xsToken, valid: [["  a \t b  ", "a b"]], invalid: [] },
  {
    type: xs.xsLanguage,
    valid: [
      ["en-GB", "en-GB"],
      [" de ", "de"],
    ],
    invalid: ["", "toolonglanguage", "en_GB"],
  },
  {
    type: xs.xsNCName,
    valid: [
      ["a.b-c_d", "a.b-c_d"],
      ["Été", "Été"],
    ],
    invalid: ["1a", "a:b", ""],
  },
  { type: xs.xsName, valid: [["a:b", "a:b"]], invalid: ["-a"] },
  { type: xs.xsNMTOKEN, valid: [["1a", "1a"]], invalid: ["a b", ""] },
  {
    // Without the namespaces in scope, the value form itself (see "QName values" below).
    type: xs.xsQName,
    valid: [
      ["{urn:a}local", "{urn:a}local"],
      [" local ", "local"],
      ["{}local", "local"],
    ],
    invalid: ["p:local", "p:", ":l", "{urn:a}", "{urn:a}p:l", "{urn:{a}}l"],
    unformattable: ["p:local", 5, undefined],
  },
  {
    type: xs.xsBoolean,
    valid: [
      ["true", true],
      ["false", false],
      ["1", true],
      [" 0 ", false],
    ],
    invalid: ["TRUE", "yes", "", "2"],
    formats: [
      [true, "true"],
      [false, "false"],
    ],
  },
  {
    type: xs.xsDecimal,
    valid: [
      ["1234567890123456789012345.000000000000000000001", "1234567890123456789012345.000000000000000000001"],
      ["12.50", "12.50"],
      ["-.5", "-.5"],
      ["+3.", "+3."],
      [" 7 ", "7"],
    ],
    invalid: ["1e3", "INF", "NaN", "", ".", "1.2.3", "0x10", "1,5"],
    unformattable: ["1e3", "abc"],
  },
  {
    type: xs.xsInteger,
    valid: [
      ["123456789012345678901234567890", 123456789012345678901234567890n],
      ["-0", 0n],
      ["+5", 5n],
    ],
    invalid: ["1.0", "", "1e2"],
  },
  {
    type: xs.xsLong,
    valid: [
      ["9223372036854775807", 9223372036854775807n],
      ["-9223372036854775808", -9223372036854775808n],
    ],
    invalid: ["9223372036854775808", "-9223372036854775809"],
    unformattable: [2n ** 63n],
  },
  {
    type: xs.xsUnsignedLong,
    valid: [["18446744073709551615", 18446744073709551615n]],
    invalid: ["-1", "18446744073709551616"],
  },
  { type: xs.xsNonNegativeInteger, valid: [["0", 0n]], invalid: ["-1"] },
  { type: xs.xsPositiveInteger, valid: [["1", 1n]], invalid: ["0"] },
  { type: xs.xsNonPositiveInteger, valid: [["0", 0n]], invalid: ["1"] },
  { type: xs.xsNegativeInteger, valid: [["-1", -1n]], invalid: ["0"] },
  {
    type: xs.xsInt,
    valid: [
      ["2147483647", 2147483647],
      ["-2147483648", -2147483648],
      ["+0042", 42],
      ["-0", 0],
      ["00000000000000000000000001", 1],
    ],
    invalid: ["2147483648", "-2147483649", "1.0", "1e3", "", "99999999999999999999999"],
    formats: [[-0, "0"]],
    unformattable: [2147483648, 1.5, Number.NaN],
  },
  { type: xs.xsShort, valid: [["-32768", -32768]], invalid: ["32768"] },
  { type: xs.xsByte, valid: [["127", 127]], invalid: ["128", "-129"] },
  { type: xs.xsUnsignedInt, valid: [["4294967295", 4294967295]], invalid: ["-1", "4294967296"] },
  { type: xs.xsUnsignedShort, valid: [["65535", 65535]], invalid: ["65536"] },
  { type: xs.xsUnsignedByte, valid: [["255", 255]], invalid: ["256", "-1"] },
  {
    type: xs.xsDouble,
    valid: [
      ["INF", Infinity],
      ["+INF", Infinity],
      ["-INF", -Infinity],
      ["NaN", Number.NaN],
      ["1.5E3", 1500],
      ["-0", -0],
      [".5", 0.5],
      ["1e-7", 1e-7],
    ],
    invalid: ["inf", "nan", "Infinity", "1.5F", "", "e3", "0x1"],
    formats: [
      [Infinity, "INF"],
      [-Infinity, "-INF"],
      [Number.NaN, "NaN"],
      [-0, "-0"],
      [1e21, "1E21"],
      [1e-7, "1E-7"],
    ],
  },
  { type: xs.xsFloat, valid: [["0.1", Math.fround(0.1)]], invalid: ["x"] },
  {
    type: xs.xsDateTime,
    valid: [
      ["2025-03-01T14:00:00", "2025-03-01T14:00:00"],
      ["2025-03-01T14:00:00.1234567+01:00", "2025-03-01T14:00:00.1234567+01:00"],
      ["2024-02-29T23:59:59Z", "2024-02-29T23:59:59Z"],
      ["2025-03-01T24:00:00", "2025-03-01T24:00:00"],
      ["-0044-03-15T12:00:00-14:00", "-0044-03-15T12:00:00-14:00"],
      ["12025-01-01T00:00:00", "12025-01-01T00:00:00"],
      // The plain-spelling fast path and the full check agree on leap days, zone bounds and whitespace.
      ["2000-02-29T00:00:00+14:00", "2000-02-29T00:00:00+14:00"],
      [" 2025-03-01T14:00:00.5Z\n", "2025-03-01T14:00:00.5Z"],
    ],
    invalid: [
      "2025-02-29T00:00:00",
      "2025-13-01T00:00:00",
      "2025-03-01T24:00:01",
      "2025-03-01T12:60:00",
      "2025-03-01T12:00:60",
      "2025-03-01 12:00:00",
      "2025-03-01",
      "2025-03-01T12:00:00+15:00",
      "2025-03-01T12:00:00+14:30",
      "25-03-01T12:00:00",
      "2025-03-01T12:00:00.",
      "1900-02-29T00:00:00",
      "2025-03-01T12:00:00+01:60",
      "2025-03-01T12:00:00z",
    ],
  },
  {
    type: xs.xsDate,
    valid: [
      ["2025-03-01Z", "2025-03-01Z"],
      ["2000-02-29", "2000-02-29"],
      ["\t2025-03-01-14:00 ", "2025-03-01-14:00"],
    ],
    invalid: ["2025-3-1", "2025-04-31", "1900-02-29", "2025-03-01T", "2025-03-01+1:00"],
  },
  { type: xs.xsTime, valid: [["23:59:59.999-05:00", "23:59:59.999-05:00"]], invalid: ["25:00:00", "12:00"] },
  { type: xs.xsGYearMonth, valid: [["2025-03", "2025-03"]], invalid: ["2025-00"] },
  { type: xs.xsGYear, valid: [["2025+02:00", "2025+02:00"]], invalid: ["25"] },
  { type: xs.xsGMonthDay, valid: [["--02-29", "--02-29"]], invalid: ["--02-30", "02-01"] },
  { type: xs.xsGDay, valid: [["---31", "---31"]], invalid: ["---32"] },
  { type: xs.xsGMonth, valid: [["--12", "--12"]], invalid: ["--13"] },
  {
    type: xs.xsDuration,
    valid: [
      ["P1Y2M3DT4H5M6.5S", "P1Y2M3DT4H5M6.5S"],
      ["-PT1H", "-PT1H"],
      ["P0D", "P0D"],
    ],
    invalid: ["P", "PT", "P1H", "1Y", "P-1Y", "PT1.S"],
  },
  {
    type: xs.xsHexBinary,
    valid: [
      ["0aFF", Uint8Array.from([0x0a, 0xff])],
      ["", new Uint8Array(0)],
    ],
    invalid: ["abc", "0g"],
    formats: [[Uint8Array.from([0x0a, 0xff]), "0AFF"]],
  },
  {
    type: xs.xsBase64Binary,
    valid: [
      ["AQID", Uint8Array.from([1, 2, 3])],
      ["AQ ==", Uint8Array.from([1])],
      ["AQI=", Uint8Array.from([1, 2])],
    ],
    invalid: ["AQ=", "A===", "AR==", "AQJ=", "@@@@"],
  },
];

describe.each(rows)("$type.name", ({ type, valid, invalid, formats = [], unformattable = [] }) => {
  it.each(valid)("parses %s", (text, expected) => {
    expect(type.parse(text)).toEqual(expected);
    expect(type.parse(type.format(type.parse(text)))).toEqual(expected);
  });
  if (invalid.length > 0) {
    it.each(invalid)("refuses %j with a message naming the type", (text) => {
      expect(() => type.parse(text)).toThrowError(ScalarError);
      expect(() => type.parse(text)).toThrowError(`not a valid ${type.name}`);
    });
  }
  if (formats.length > 0) {
    it.each(formats)("formats %s as %s", (value, text) => {
      expect(type.format(value)).toBe(text);
    });
  }
  if (unformattable.length > 0) {
    it.each(unformattable)("refuses to format %s", (value) => {
      expect(() => type.format(value)).toThrowError(ScalarError);
    });
  }
});

describe("round trips (property-based)", () => {
  // Object.is first: toEqual treats -0 and 0 as equal, and NaN must equal NaN.
  const roundTrip = <V>(type: SimpleType<V>, arbitrary: fc.Arbitrary<V>) =>
    fc.assert(
      fc.property(arbitrary, (value) => {
        const back = type.parse(type.format(value));
        if (!Object.is(back, value)) expect(back).toEqual(value);
      }),
    );

  it("double, every value including -0, NaN and infinities", () => {
    roundTrip(xs.xsDouble, fc.double());
  });
  it("float", () => {
    roundTrip(xs.xsFloat, fc.float());
    // The shortest text of the single-precision value, not of the double that holds it.
    expect(
      [0.3, 0.1, 1267.43233e12, 3.4028234663852886e38, 1e-45].map((v) => xs.xsFloat.format(Math.fround(v))),
    ).toEqual(["0.3", "0.1", "1267432400000000", "3.4028235E38", "1E-45"]);
  });
  it("int, short, byte and unsigned forms", () => {
    roundTrip(xs.xsInt, fc.integer({ min: -2147483648, max: 2147483647 }));
    roundTrip(xs.xsShort, fc.integer({ min: -32768, max: 32767 }));
    roundTrip(xs.xsUnsignedByte, fc.integer({ min: 0, max: 255 }));
    roundTrip(xs.xsUnsignedInt, fc.integer({ min: 0, max: 4294967295 }));
  });
  it("long, unsignedLong, integer", () => {
    roundTrip(xs.xsLong, fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }));
    roundTrip(xs.xsUnsignedLong, fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }));
    roundTrip(xs.xsInteger, fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }));
  });
  it("decimal keeps every digit", () => {
    const decimal = fc
      .tuple(
        fc.constantFrom("", "-", "+"),
        fc.stringMatching(/^\d{1,40}$/),
        fc.stringMatching(/^(\.\d{0,30})?$/),
      )
      .map(([sign, whole, fraction]) => sign + whole + fraction);
    roundTrip(xs.xsDecimal, decimal);
  });
  it("decimal accepts exactly the lexical form, around white space too", () => {
    const form = /^[ \t\n\r]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)[ \t\n\r]*$/;
    const accepts = (text: string) => {
      try {
        return xs.xsDecimal.parse(text) === text.trim();
      } catch (error) {
        if (!(error instanceof ScalarError)) throw error;
        return false;
      }
    };
    for (const text of [
      "1",
      "1.",
      ".5",
      "-.5",
      "+0.10",
      " 7 ",
      "",
      ".",
      "+",
      "-",
      "1..2",
      "1.2.3",
      "1e3",
      "١",
    ])
      expect(accepts(text), text).toBe(form.test(text));
    fc.assert(
      fc.property(fc.stringMatching(/^[ +\-.0-9a]{0,8}$/), (text) => accepts(text) === form.test(text)),
      { seed: 20261126, numRuns: 2000 },
    );
  });
  it("strings, every valid XML character", () => {
    roundTrip(xs.xsString, fc.string({ unit: "grapheme" }));
  });
  it("binary", () => {
    roundTrip(xs.xsBase64Binary, fc.uint8Array());
    roundTrip(xs.xsHexBinary, fc.uint8Array());
  });
  it("dateTime through Date and back", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("0001-01-01T00:00:00Z"),
          max: new Date("9999-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        (date) => {
          const lexical = xs.dateToXsdDateTime(date);
          expect(xs.xsDateTime.parse(lexical)).toBe(lexical);
          expect(xs.xsdDateTimeToDate(lexical).getTime()).toBe(date.getTime());
        },
      ),
    );
  });
  it("compareDecimal agrees with bigint comparison on scaled values", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        (a, b) => {
          const asDecimal = (v: bigint) => {
            const digits = (v < 0n ? -v : v).toString().padStart(5, "0");
            return `${v < 0n ? "-" : ""}${digits.slice(0, -4)}.${digits.slice(-4)}`;
          };
          expect(Math.sign(xs.compareDecimal(asDecimal(a), asDecimal(b)))).toBe(a === b ? 0 : a < b ? -1 : 1);
        },
      ),
    );
  });
});

/**
 * An oracle for xs:dateTime and xs:date written from XSD 1.1 Part 2 (3.3.7, 3.3.9), independent of the runtime's
 * two paths (the plain spelling and the full check): the collapsed value when `text` is valid, else undefined.
 */
function temporalOracle(text: string, withTime: boolean): string | undefined {
  const value = text.replace(/[\t\n\r ]+/g, " ").trim();
  const time = withTime ? String.raw`T(\d\d):(\d\d):(\d\d)(\.\d+)?` : "";
  const match = new RegExp(
    String.raw`^(-?(?:[1-9]\d{3,}|0\d{3}))-(\d\d)-(\d\d)${time}(Z|[+-]\d\d:\d\d)?$`,
  ).exec(value);
  if (match === null) return undefined;
  const [year, month, day] = [1, 2, 3].map((index) => Number(match[index]));
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const monthDays = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  if (monthDays === undefined || day < 1 || day > monthDays) return undefined;
  if (withTime) {
    const [hour, minute, second] = [4, 5, 6].map((index) => Number(match[index]));
    const fractionZero = /^\.0*$/.test(match[7] ?? ".");
    const endOfDay = hour === 24 && minute === 0 && second === 0 && fractionZero;
    if (hour === undefined || minute === undefined || second === undefined) return undefined;
    if ((hour > 23 && !endOfDay) || minute > 59 || second > 59) return undefined;
  }
  const zone = match[withTime ? 8 : 4];
  if (zone !== undefined && zone !== "Z") {
    const [hours, minutes] = [Number(zone.slice(1, 3)), Number(zone.slice(4, 6))];
    if (minutes > 59 || hours > 14 || (hours === 14 && minutes !== 0)) return undefined;
  }
  return value;
}

describe("dateTime and date agree with an independent oracle (property-based)", () => {
  const twoDigits = fc.integer({ min: 0, max: 35 }).map((n) => String(n).padStart(2, "0"));
  const field = fc.oneof({ weight: 8, arbitrary: twoDigits }, fc.constantFrom("1", "123", "a1", ""));
  const year = fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, "0")) },
    fc.constantFrom("2000", "1900", "2024", "2100", "0000", "-0044", "12025", "025", "-2000", "+2000"),
  );
  const zone = fc.oneof(
    { weight: 3, arbitrary: fc.constant("") },
    fc.constantFrom("Z", "z", "+14:00", "-14:00", "+14:01", "+13:59", "-00:00", "+01:60", "+1:00", "+15:00"),
    fc.tuple(fc.constantFrom("+", "-"), twoDigits, twoDigits).map(([sign, h, m]) => `${sign}${h}:${m}`),
  );
  const fraction = fc.oneof(
    { weight: 3, arbitrary: fc.constant("") },
    fc.constantFrom(".", ".0", ".000", ".5", ".123456789", ".1a"),
  );
  const space = fc.oneof(
    { weight: 6, arbitrary: fc.constant("") },
    fc.constantFrom(" ", "\t", "\n ", "\r\n"),
  );
  const outcome = (parse: () => unknown): unknown => {
    try {
      return parse();
    } catch (error) {
      expect(error).toBeInstanceOf(ScalarError);
      return undefined;
    }
  };

  it("dateTime: every spelling, in range or not", () => {
    const dateTime = fc
      .tuple(space, year, field, field, fc.constantFrom("T", "T", "T", "t", " "), field, field, field)
      .chain(([lead, y, mo, d, t, h, mi, s]) =>
        fc
          .tuple(fraction, zone, space)
          .map(([f, z, trail]) => `${lead}${y}-${mo}-${d}${t}${h}:${mi}:${s}${f}${z}${trail}`),
      );
    fc.assert(
      fc.property(dateTime, (text) => {
        expect(outcome(() => xs.xsDateTime.parse(text))).toBe(temporalOracle(text, true));
      }),
      { numRuns: 20_000 },
    );
  });

  it("date: every spelling, in range or not", () => {
    const date = fc
      .tuple(space, year, field, field, zone, space)
      .map(([lead, y, mo, d, z, trail]) => `${lead}${y}-${mo}-${d}${z}${trail}`);
    fc.assert(
      fc.property(date, (text) => {
        expect(outcome(() => xs.xsDate.parse(text))).toBe(temporalOracle(text, false));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe("date helpers", () => {
  it("converts offsets and missing offsets", () => {
    expect(xs.xsdDateTimeToDate("2025-03-01T14:00:00+01:00").toISOString()).toBe("2025-03-01T13:00:00.000Z");
    expect(xs.xsdDateTimeToDate("2025-03-01T14:00:00").toISOString()).toBe("2025-03-01T14:00:00.000Z");
    expect(xs.xsdDateTimeToDate("2025-03-01T14:00:00.1239").toISOString()).toBe("2025-03-01T14:00:00.123Z");
    expect(xs.xsdDateTimeToDate("0099-03-01").toISOString()).toBe("0099-03-01T00:00:00.000Z");
  });
  it("formats with an offset, without one, and as a date", () => {
    const date = new Date("2025-03-01T13:00:00.250Z");
    expect(xs.dateToXsdDateTime(date)).toBe("2025-03-01T13:00:00.250Z");
    expect(xs.dateToXsdDateTime(date, { offsetMinutes: 90 })).toBe("2025-03-01T14:30:00.250+01:30");
    expect(xs.dateToXsdDateTime(date, { offsetMinutes: -300, milliseconds: false })).toBe(
      "2025-03-01T08:00:00-05:00",
    );
    expect(xs.dateToXsdDateTime(date, { offsetMinutes: null })).toBe("2025-03-01T13:00:00.250");
    expect(xs.dateToXsdDate(date)).toBe("2025-03-01");
  });
});

describe("derived simple types", () => {
  it("enumeration", () => {
    const status = xs.enumeration("BookingStatus", ["NotActive", "Active"] as const);
    expect(status.parse("Active")).toBe("Active");
    expect(() => status.parse("active")).toThrowError("expected one of NotActive, Active");
    expect(() => status.parse(" Active")).toThrowError(ScalarError);
    expect(xs.enumeration("T", ["a"], "collapse").parse(" a ")).toBe("a");
  });
  it("list", () => {
    const ints = xs.listOf(xs.xsInt);
    expect(ints.parse(" 1  2\n3 ")).toEqual([1, 2, 3]);
    expect(ints.parse("")).toEqual([]);
    expect(ints.format([1, 2])).toBe("1 2");
    expect(() => ints.parse("1 x")).toThrowError(ScalarError);
    expect(() => xs.listOf(xs.xsString).format(["a b"])).toThrowError(ScalarError);
  });
  it("union", () => {
    const intOrEnum = xs.unionOf<number | "none">("IntOrNone", [
      xs.xsInt,
      xs.enumeration("None", ["none"] as const),
    ] as SimpleType<number | "none">[]);
    expect(intOrEnum.parse("5")).toBe(5);
    expect(intOrEnum.parse("none")).toBe("none");
    expect(intOrEnum.format("none")).toBe("none");
    expect(() => intOrEnum.parse("x")).toThrowError("not a valid IntOrNone");
  });
  it("writes a boolean in the lexical form its pattern admits, which the validator checks", () => {
    const digit = xs.restrict(xs.xsBoolean, { patterns: ["0|1"] });
    expect([digit.format(false), digit.format(true)]).toEqual(["0", "1"]);
    expect(validateSimple(digit, false, "$", [])).toEqual([]);
    const word = xs.restrict(xs.xsBoolean, { patterns: ["[a-z]+"] });
    expect(word.format(true)).toBe("true");
    expect(validateSimple(xs.restrict(xs.xsBoolean, { patterns: ["1"] }), false, "$", [])).toEqual([
      { path: "$", message: "does not match pattern 1" },
    ]);
  });
});

describe("QName values", () => {
  const scope = (bindings: Record<string, string>) => ({
    resolvePrefix: (prefix: string) => bindings[prefix],
  });
  const binder = (declared: string[], defaultNs = "urn:d") => ({
    prefixFor(ns: string) {
      if (ns === defaultNs) return "";
      const prefix = `p${declared.length}`;
      declared.push(`${prefix}=${ns}`);
      return prefix;
    },
  });

  it("resolve the prefix in scope, the default namespace for none, and refuse an unbound one", () => {
    const inScope = scope({ a: "urn:a", "": "urn:d" });
    expect(xs.xsQName.parse(" a:x ", inScope)).toBe("{urn:a}x");
    expect(xs.xsQName.parse("x", inScope)).toBe("{urn:d}x");
    expect(xs.xsQName.parse("x", scope({}))).toBe("x");
    expect(xs.xsNOTATION.parse("a:n", inScope)).toBe("{urn:a}n");
    expect(() => xs.xsQName.parse("b:x", inScope)).toThrow(
      /"b:x" is not a valid QName: prefix b is not bound/,
    );
    expect(() => xs.xsQName.parse("{urn:a}x", inScope)).toThrow(ScalarError);
  });

  it("write a prefix the scope binds, none in the default namespace", () => {
    const declared: string[] = [];
    expect(xs.xsQName.format("{urn:a}x", binder(declared))).toBe("p0:x");
    expect(xs.xsQName.format("{urn:d}y", binder(declared))).toBe("y");
    expect(declared).toEqual(["p0=urn:a"]);
    expect(() => xs.xsQName.format("a:x", binder([]))).toThrow(/expected \{namespace\}local or local/);
  });

  it("flag the types that hold them, through lists, unions, restrictions and enumerations", () => {
    const mode = xs.enumeration("Mode", ["{urn:a}On", "{urn:a}Off"], "collapse", xs.xsQName);
    const list = xs.listOf(xs.xsQName);
    const union = xs.unionOf<unknown>("IntOrName", [xs.xsInt, xs.xsQName]);
    for (const type of [xs.xsQName, mode, list, union, xs.restrict(xs.xsQName, { maxLength: 9 })])
      expect(type.namespaced, type.name).toBe(true);
    for (const type of [xs.xsString, xs.listOf(xs.xsInt), xs.unionOf<unknown>("U", [xs.xsInt, xs.xsString])])
      expect(type.namespaced, type.name).toBeUndefined();
    const inScope = scope({ x: "urn:a", y: "urn:b" });
    expect(mode.parse("x:On", inScope)).toBe("{urn:a}On");
    expect(() => mode.parse("y:On", inScope)).toThrow(/"y:On" is not a valid Mode: expected one of/);
    expect(mode.format("{urn:a}Off", binder([]))).toBe("p0:Off");
    expect(list.parse(" x:a\ty:b ", inScope)).toEqual(["{urn:a}a", "{urn:b}b"]);
    expect(() => list.parse("x:a z:b", inScope)).toThrow(/prefix z is not bound/);
    expect(list.format(["{urn:a}a", "{urn:d}b"], binder([]))).toBe("p0:a b");
    expect(union.parse("7", inScope)).toBe(7);
    expect(union.parse("y:c", inScope)).toBe("{urn:b}c");
    expect(union.format("{urn:b}c", binder([]))).toBe("p0:c");
    // Without a scope, the value form: what validators and fixed values compare.
    expect(list.format(["{urn:a}a", "b"])).toBe("{urn:a}a b");
    expect(validateSimple(mode, "x:On", "", [])).toEqual([
      { path: "", message: expect.stringMatching(/expected one of \{urn:a\}On, \{urn:a\}Off/) },
    ]);
  });
});

describe("facets", () => {
  it.each([
    [xs.checkLength("ab\u{1F600}", 3), undefined],
    [xs.checkLength("ab", 3), "length is 2, must be 3"],
    [xs.checkMinLength(Uint8Array.from([1]), 2), "length is 1, must be at least 2"],
    [xs.checkMaxLength([1, 2, 3], 2), "length is 3, must be at most 2"],
    [xs.checkMaxLength("abc", 3), undefined],
    [xs.checkPattern("AB12", xs.xsdPattern("[A-Z]{2}\\d+")), undefined],
    [xs.checkPattern("xAB12", xs.xsdPattern("[A-Z]{2}\\d+")), "does not match pattern [A-Z]{2}\\d+"],
    [xs.checkPattern("a:b", xs.xsdPattern("\\i\\c*")), undefined],
    // \- outside a class (WCF's duration pattern) and an escaped backslash before a letter.
    [xs.checkPattern("-P1DT2H", xs.xsdPattern("\\-?P(\\d*D)?(T(\\d*H)?)?")), undefined],
    [xs.checkPattern("a-\\i", xs.xsdPattern("[a\\-]+\\\\i")), undefined],
    [xs.checkPattern("P", xs.xsdPattern("\\-P")), "does not match pattern \\-P"],
    [xs.checkEnumeration("c", ["a", "b"]), "must be one of a, b"],
    [xs.checkMinInclusive("0.00000000000000000001", "0"), undefined],
    [xs.checkMinInclusive("-0.00000000000000000001", "0"), "must be at least 0"],
    [xs.checkMaxInclusive(9223372036854775807n, 9223372036854775806n), "must be at most 9223372036854775806"],
    [xs.checkMaxExclusive("100.00", "100"), "must be less than 100"],
    [xs.checkMinExclusive(5, 5), "must be greater than 5"],
    [xs.checkMaxInclusive(1e21, "1000000000000000000000"), undefined],
    [xs.checkTotalDigits("00123.4500", 5), undefined],
    [xs.checkTotalDigits("123.456", 5), "has 6 digits, at most 5 allowed"],
    [xs.checkFractionDigits("1.2300", 2), undefined],
    [xs.checkFractionDigits("1.235", 2), "has 3 fraction digits, at most 2 allowed"],
    [xs.checkTotalDigits(123456n, 5), "has 6 digits, at most 5 allowed"],
  ])("%#: %j", (actual, expected) => {
    expect(actual).toBe(expected);
  });

  // XSD's own regular expressions (XML Schema Part 2, appendix F): values each must and must not match.
  it.each([
    ["[a-z-[aeiou]]+", ["bcd", "xyz"], ["bad", "A"]],
    ["[^a-z-[0-9]]", ["A", "-"], ["a", "5"]],
    ["[a-z-[aeiou-[e]]]", ["e", "b"], ["a", "o"]],
    ["[\\p{Lu}-[A-Z]]", ["\u00C9"], ["A", "\u00E9"]],
    ["[\\i-[:]][\\c-[:]]*", ["abc", "_a-b.c", "\u00E91"], [":a", "a:b", "1a", "-a"]],
    ["\\I\\C", ["1 ", "- "], ["ab"]],
    ["\\d+", ["123", "\u0663"], ["a", "1.5"]],
    ["\\w+", ["abc1", "\u00E9"], ["a b", "a-b", "a.b"]],
    ["\\W", [" ", "-", "."], ["a"]],
    ["\\s\\S", [" a", "\ta"], ["a ", "\u00A0a"]],
    [".", ["a", " "], ["\n", "\r"]],
    ["[\\s\\d]", [" ", "1"], ["a"]],
    ["[-a][a-][&&|!!]", ["-a&", "a-|"], ["b-!"]],
    ["[\\[\\]]x{", ["[x{", "]x{"], ["x"]],
    ["[+\\-]?[0-9]{1,3}", ["-12", "+1", "7"], ["1234", "--1"]],
    // Block escapes name the blocks of Unicode 3.1, in and out of classes, negated, split and astral.
    ["\\p{IsBasicLatin}+", ["az~\u007F", "\u0000"], ["\u0080", "a\u00E9"]],
    ["[\\p{IsLatin-1Supplement}a-z]+", ["a\u00E9\u00FF", "\u0080"], ["\u0100", "A"]],
    ["\\P{IsGreek}", ["a", "\u0400"], ["\u03B1", "\u0370", "\u03FF"]],
    ["[^\\p{IsBasicLatin}\\p{IsGreek}]", ["\u00E9"], ["a", "\u03B1"]],
    ["[\\P{IsBasicLatin}-[\u00E9]]", ["\u00E8"], ["\u00E9", "a"]],
    [
      "\\p{IsOldItalic}\\p{IsMathematicalAlphanumericSymbols}",
      ["\u{10300}\u{1D400}", "\u{1032F}\u{1D7FF}"],
      ["a\u{1D400}", "\u{10330}\u{1D400}"],
    ],
    ["\\p{IsPrivateUse}", ["\uE000", "\uF8FF", "\u{F0000}", "\u{10FFFD}"], ["\uF900", "\u{FFFFE}"]],
    ["\\p{IsSpecials}", ["\uFEFF", "\uFFFD"], ["\uFFEF", "\uFEFE"]],
    ["\\p{IsCJKUnifiedIdeographsExtensionB}", ["\u{20000}", "\u{2A6D6}"], ["\u{2A6D7}"]],
  ])("translates %s", (pattern, matching, other) => {
    const translated = xs.xsdPattern(pattern);
    expect(matching.filter((value) => !translated.test(value))).toEqual([]);
    expect(other.filter((value) => translated.test(value))).toEqual([]);
  });

  it("names an unknown block in its refusal", () => {
    expect(() => xs.xsdPattern("[a-z\\P{IsKlingon}]")).toThrowError(
      "pattern [a-z\\P{IsKlingon}]: \\P{IsKlingon} names no Unicode block XSD 1.0 knows",
    );
    // Names are matched exactly, as XSD 1.0 spells them.
    expect(() => xs.xsdPattern("\\p{IsBasiclatin}")).toThrowError(ScalarError);
    expect(() => xs.xsdPattern("\\p{IstoString}")).toThrowError(ScalarError);
  });

  it.each(["\\p{IsKlingon}", "[a-z", "\\q", "[a-\\d]"])(
    "refuses %s, which it cannot translate",
    (pattern) => {
      expect(() => xs.xsdPattern(pattern)).toThrowError(ScalarError);
    },
  );

  it("converts numbers to decimals without exponent notation", () => {
    expect(xs.decimalFromJsNumber(1e21)).toBe("1000000000000000000000");
    expect(xs.decimalFromJsNumber(-1.5e-7)).toBe("-0.00000015");
    expect(xs.decimalToNumber("12.50")).toBe(12.5);
  });
});
