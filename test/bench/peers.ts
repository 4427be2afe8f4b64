/**
 * The peer contenders of the deserialize and serialize benchmarks, each used as its documentation shows:
 * raw saxes with no-op handlers and namespaces on (the ceiling of any reader driven by saxes events: ours scans
 * plain documents itself and is driven by saxes only on the rest), node-soap's WSDL
 * (built from our schema/15 WSDL, the same object its client and server use), fast-xml-parser and xmlbuilder2.
 */
import path from "node:path";
import { XMLParser } from "fast-xml-parser";
import { SaxesParser } from "saxes";
import type { WSDL } from "soap/lib/wsdl/index.js";
import { create } from "xmlbuilder2";
import type { AmendmentData, MealData, NoteData } from "./message-data.ts";
import { responseElement, type MessageData, type MessageKind } from "./messages.ts";
import { envelopeHead, envelopeTail, NAMESPACE_15, SOAP11_NAMESPACE } from "./template-serializer.ts";

export const repositoryRoot = path.resolve(import.meta.dirname, "..", "..");
export const nonStaticWsdl15 = path.join(repositoryRoot, "schema", "15", "NonStaticXMLAPI.wsdl");

const noop = () => undefined;

/** Raw saxes, namespaces on, a no-op handler for every event a reader needs. */
export function parseWithSaxes(xml: string): number {
  const parser = new SaxesParser({ xmlns: true });
  let events = 0;
  parser.on("opentag", () => events++);
  parser.on("text", noop);
  parser.on("closetag", noop);
  parser.write(xml).close();
  return events;
}

/**
 * Loads the WSDL the way `soap.createClient` does (types.xsd through its schemaLocation import), with the
 * attribute key its client and server set on it.
 */
export async function loadSoapWsdl(file = nonStaticWsdl15): Promise<WSDL> {
  const wsdl = await openSoapWsdl(file);
  wsdl.options.attributesKey = "attributes";
  return wsdl;
}

// Loaded on first use: node-soap is the heaviest module here, and the child processes of the other
// contenders never need it.
async function openSoapWsdl(file: string): Promise<WSDL> {
  const { open_wsdl } = await import("soap/lib/wsdl/index.js");
  return new Promise((resolve, reject) => {
    open_wsdl(file, {}, (error: unknown, wsdl?: WSDL) =>
      wsdl === undefined || error
        ? reject(error instanceof Error ? error : new Error(String(error)))
        : resolve(wsdl),
    );
  });
}

/** node-soap's response parsing, as its client does on a response body. */
export function parseWithSoap(wsdl: WSDL, xml: string): unknown {
  return wsdl.xmlToObject(xml);
}

/** node-soap's response writing, as its server does: document/literal body inside its envelope. */
export function serializeWithSoap(wsdl: WSDL, kind: MessageKind, value: unknown): string {
  const body: unknown = wsdl.objectToDocumentXML(responseElement[kind].wrapper, value, "tns", NAMESPACE_15);
  return envelopeHead + String(body) + envelopeTail;
}

/**
 * node-soap's serializer input, written by hand in its object notation as a node-soap server's users do
 * (attributes under `attributes`, simple content under `$value`). Its own parser's output is no substitute:
 * re-serialized, it writes the attributes object as an extra `<undefined>` element.
 */
export function soapInput(data: MessageData): Record<string, unknown> {
  const notes = (items: readonly NoteData[]) => ({
    note: items.map((note) => ({
      attributes: { start_date: note.startDate, end_date: note.endDate },
      text: note.text,
    })),
  });
  if (data.kind === "meals")
    return {
      getMealsResult: {
        meals: {
          meal: data.meals.map((meal) => ({
            id: meal.id,
            name: meal.name,
            labels: { label: meal.labels.map((label) => ({ id: label.id, text: label.text })) },
          })),
        },
      },
    };
  const amendment = data.amendment;
  return {
    amendmentPriceRequestResult: {
      Price: { attributes: { currency: amendment.price.currency }, $value: amendment.price.amount },
      RoomId: amendment.roomId,
      hotelnotes: notes(amendment.hotelNotes),
      roomnotes: notes(amendment.roomNotes),
      cancellation_policies: {
        cancellation_policy: amendment.cancellationPolicies.map((policy) => ({
          deadline: policy.deadline === null ? { attributes: { "xsi:nil": "true" } } : policy.deadline,
          percentage: policy.percentage,
        })),
      },
      BookingType: amendment.bookingType,
    },
  };
}

const fastXmlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@" });

export function parseWithFastXmlParser(xml: string): unknown {
  return fastXmlParser.parse(xml);
}

type BuilderObject = Record<string, unknown>;

function notesObject(notes: readonly NoteData[]): BuilderObject[] {
  return notes.map((note) => ({ "@start_date": note.startDate, "@end_date": note.endDate, text: note.text }));
}

function mealsObject(meals: readonly MealData[]): BuilderObject {
  return {
    GetMealsResponse: {
      "@xmlns": NAMESPACE_15,
      getMealsResult: {
        meals: {
          meal: meals.map((meal) => ({
            id: meal.id,
            name: meal.name,
            labels: { label: meal.labels.map((label) => ({ id: label.id, text: label.text })) },
          })),
        },
      },
    },
  };
}

function amendmentObject(amendment: AmendmentData): BuilderObject {
  return {
    AmendmentPriceRequestResponse: {
      "@xmlns": NAMESPACE_15,
      "@xmlns:xsi": "http://www.w3.org/2001/XMLSchema-instance",
      amendmentPriceRequestResult: {
        Price: { "@currency": amendment.price.currency, "#": amendment.price.amount },
        RoomId: amendment.roomId,
        hotelnotes: { note: notesObject(amendment.hotelNotes) },
        roomnotes: { note: notesObject(amendment.roomNotes) },
        cancellation_policies: {
          cancellation_policy: amendment.cancellationPolicies.map((policy) => ({
            deadline: policy.deadline === null ? { "@xsi:nil": "true" } : policy.deadline,
            percentage: policy.percentage,
          })),
        },
        BookingType: amendment.bookingType,
      },
    },
  };
}

/** xmlbuilder2's input: its object notation of the message, written by hand as its users do. */
export function xmlbuilderInput(data: MessageData): BuilderObject {
  return {
    "soap:Envelope": {
      "@xmlns:soap": SOAP11_NAMESPACE,
      "soap:Body": data.kind === "meals" ? mealsObject(data.meals) : amendmentObject(data.amendment),
    },
  };
}

export function serializeWithXmlbuilder(input: BuilderObject): string {
  return create({ version: "1.0", encoding: "utf-8" }, input).end();
}
