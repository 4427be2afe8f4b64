/**
 * A GetMeals family written as the emitter would (meals with labels), and envelopes of any size, for the
 * runtime benchmark. Self-contained: no generated package needed.
 */
import { complexType, element, list, type ComplexType } from "../../../generator/runtime/xml-reader.ts";
import { xsInt, xsString } from "../../../generator/runtime/scalars.ts";
import { writeList, writeValue, type XmlWriter } from "../../../generator/runtime/xml-writer.ts";
import type { OperationDescriptor, RequestContext } from "../../../generator/runtime/operation.ts";
import { parameter } from "../../../generator/runtime/operation.ts";

/** Namespace of interface version 15 as in the asmx-wire captures. */
export const NS = "http://xml.example.net/15/";

export interface MealLabel {
  id: number;
  text?: string;
}
export interface Meal {
  id: number;
  name?: string;
  labels?: MealLabel[];
}
export interface GetMealsResult {
  meals?: Meal[];
}

export const MealLabel: ComplexType<MealLabel> = complexType<MealLabel>({
  ns: NS,
  name: "MealLabel",
  fields: { id: element(NS, "id", xsInt, { required: true }), text: element(NS, "text", xsString) },
});
export const Meal: ComplexType<Meal> = complexType<Meal>({
  ns: NS,
  name: "Meal",
  fields: {
    id: element(NS, "id", xsInt, { required: true }),
    name: element(NS, "name", xsString),
    labels: list(NS, "labels", NS, "label", MealLabel),
  },
});
export const GetMealsResult: ComplexType<GetMealsResult> = complexType<GetMealsResult>({
  ns: NS,
  name: "GetMealsResult",
  fields: { meals: list(NS, "meals", NS, "meal", Meal) },
});

function writeMealLabel(w: XmlWriter, value: MealLabel): void {
  w.start(NS, "label");
  writeValue(w, NS, "id", xsInt, value.id);
  writeValue(w, NS, "text", xsString, value.text);
  w.end();
}
function writeMeal(w: XmlWriter, value: Meal): void {
  w.start(NS, "meal");
  writeValue(w, NS, "id", xsInt, value.id);
  writeValue(w, NS, "name", xsString, value.name);
  writeList(w, NS, "labels", value.labels, writeMealLabel);
  w.end();
}
export function writeGetMealsResult(w: XmlWriter, ns: string, local: string, value: GetMealsResult): void {
  w.start(ns, local);
  writeList(w, NS, "meals", value.meals, writeMeal);
  w.end();
}

export interface GetMealsRequest {
  userName?: string;
  password?: string;
  language?: string;
}
export const GetMealsRequest: ComplexType<GetMealsRequest> = complexType<GetMealsRequest>({
  ns: NS,
  name: "GetMeals",
  fields: {
    userName: element(NS, "userName", xsString),
    password: element(NS, "password", xsString),
    language: element(NS, "language", xsString),
  },
});
function writeGetMealsRequest(w: XmlWriter, ns: string, local: string, value: GetMealsRequest): void {
  w.start(ns, local);
  writeValue(w, NS, "userName", xsString, value.userName);
  writeValue(w, NS, "password", xsString, value.password);
  writeValue(w, NS, "language", xsString, value.language);
  w.end();
}

export interface MealsHandlers {
  getMeals(request: GetMealsRequest, context: RequestContext): Promise<GetMealsResult | undefined>;
}

export const GetMeals: OperationDescriptor<GetMealsRequest, GetMealsResult | undefined, MealsHandlers> = {
  name: "GetMeals",
  requestElement: "GetMeals",
  ns: NS,
  transports: ["soap11", "soap12", "get", "post"],
  soapAction: `${NS}GetMeals`,
  responseElement: "GetMealsResponse",
  resultElement: "getMealsResult",
  plainResultElement: "getMealsResult",
  request: GetMealsRequest,
  writeRequest: writeGetMealsRequest,
  parameters: [
    parameter("userName", "userName", xsString, { credential: true }),
    parameter("password", "password", xsString, { credential: true, secret: true }),
    parameter("language", "language", xsString),
  ],
  result: GetMealsResult,
  writeResult: writeGetMealsResult,
  invoke: (handlers, request, context) => handlers.getMeals(request, context),
};

/** `count` deterministic meals, three labels each, some text needing escapes. */
export function meals(count: number): Meal[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    name: `Meal ${i} & "half board" <${i % 7}>`,
    labels: [1, 2, 3].map((j) => ({ id: i * 10 + j, text: `Label ${j} of meal ${i}` })),
  }));
}
