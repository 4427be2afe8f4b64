import { describe, expect, it } from "vitest";
import { formatDiagnostic } from "../../generator/diagnostics.ts";
import { assignNames } from "../../generator/naming/assign-names.ts";
import { memberKey } from "../../generator/shape/compute-shapes.ts";
import * as f from "../plan/factories.ts";

describe("assignNames", () => {
  it("names types PascalCase and members camelCase", () => {
    const model = f.model([
      f.complexType(
        "Booking",
        [f.element("hotel.id", f.builtin("int")), f.element("roomtype.ID", f.builtin("int"))],
        {
          attributes: [f.attribute("start_date", f.builtin("dateTime"))],
        },
      ),
    ]);
    const { names, diagnostics } = assignNames(model);
    expect(diagnostics).toEqual([]);
    const id = `{${f.ns}}Booking`;
    expect(names.types.get(id)).toBe("Booking");
    const members = names.members.get(id);
    expect(members?.get(memberKey("element", { namespace: f.ns, local: "hotel.id" }))).toBe("hotelId");
    expect(members?.get(memberKey("element", { namespace: f.ns, local: "roomtype.ID" }))).toBe("roomtypeID");
    expect(members?.get(memberKey("attribute", { namespace: "", local: "start_date" }))).toBe("startDate");
  });

  it("reports two members with the same TypeScript name, naming both sources", () => {
    const first = f.element("hotel.id", f.builtin("int"));
    const second = f.element("hotel_id", f.builtin("int"));
    const { diagnostics } = assignNames(f.model([f.complexType("Hotel", [first, second])]));
    expect(diagnostics).toHaveLength(1);
    const text = formatDiagnostic(diagnostics[0] ?? expect.fail("no diagnostic"));
    expect(text).toContain(
      `test.xsd:${second.provenance.source.line}:3: error: element hotel_id and element hotel.id`,
    );
    expect(text).toContain(`test.xsd:${first.provenance.source.line}:3: element hotel.id is declared here`);
  });

  it("reports an attribute colliding with an element", () => {
    const type = f.complexType("Note", [f.element("text", f.builtin("string"))], {
      attributes: [f.attribute("text", f.builtin("string"))],
    });
    expect(assignNames(f.model([type])).diagnostics.map((d) => d.message)).toEqual([
      'element text and attribute text both get the TypeScript name "text" in type Note',
    ]);
  });

  it("reports two types with the same TypeScript name", () => {
    const { diagnostics } = assignNames(
      f.model([f.enumType("room_type", ["a"]), f.enumType("RoomType", ["b"])]),
    );
    expect(diagnostics.map((d) => d.message)).toEqual([
      `xs:simpleType {${f.ns}}room_type and xs:simpleType {${f.ns}}RoomType both get the TypeScript name "RoomType" in the package's exports`,
    ]);
  });

  it("names anonymous types after their context, after every named type", () => {
    const anonymous = f.complexType("GetMeals/element", [f.element("language", f.builtin("string"))], {
      anonymous: true,
    });
    const { names, diagnostics } = assignNames(f.model([anonymous]));
    expect(diagnostics).toEqual([]);
    expect(names.types.get(anonymous.id)).toBe("GetMeals");
  });

  it("is deterministic whatever the order of types", () => {
    const types = [
      f.enumType("b_status", ["x"]),
      f.complexType("a.record", [f.element("x.y", f.builtin("int"))]),
    ];
    const forward = assignNames(f.model(types)).names;
    const backward = assignNames({ ...f.model([]), types: [...types].reverse() }).names;
    expect([...backward.types.entries()].sort()).toEqual([...forward.types.entries()].sort());
  });
});
