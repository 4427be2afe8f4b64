/**
 * The benchmark messages: SOAP 1.1 responses of GetMeals (a long reference list, like GetRoomTypes) and
 * AmendmentPriceRequest (Booking-like: a price, hotel and room notes, cancellation policies), sized about 1 KB, 100 KB and 10 MB, valid against
 * schema/15/types.xsd. Each is produced as string chunks, so the 100 MB streaming input is never held whole.
 */
import { amendmentData, meal, mealsData, mealsSeed, seededRandom } from "./message-data.ts";
import type { AmendmentData, MealData } from "./message-data.ts";
import {
  amendmentAfterNotes,
  amendmentBetweenNotes,
  amendmentHead,
  amendmentTail,
  envelopeHead,
  envelopeTail,
  mealsHead,
  mealsTail,
  mealXml,
  noteXml,
  policyXml,
} from "./template-serializer.ts";

/** The two message families of the benchmark. */
export type MessageKind = "meals" | "amendment";
export const messageKinds: readonly MessageKind[] = ["meals", "amendment"];

/** The data of a message, by family. */
export type MessageData =
  | { readonly kind: "meals"; readonly meals: readonly MealData[] }
  | { readonly kind: "amendment"; readonly amendment: AmendmentData };

/** Element names of each family: the document/literal response wrapper and the result inside it. */
export const responseElement: Record<MessageKind, { readonly wrapper: string; readonly result: string }> = {
  meals: { wrapper: "GetMealsResponse", result: "getMealsResult" },
  amendment: { wrapper: "AmendmentPriceRequestResponse", result: "amendmentPriceRequestResult" },
};

/** The data of a message of `kind` with `scale` repeated items. */
export function messageData(kind: MessageKind, scale: number): MessageData {
  return kind === "meals" ? { kind, meals: mealsData(scale) } : { kind, amendment: amendmentData(scale) };
}

function* mealsResponse(meals: Iterable<MealData>): Generator<string> {
  yield mealsHead;
  for (const item of meals) yield mealXml(item);
  yield mealsTail;
}

function* amendmentResponse(amendment: AmendmentData): Generator<string> {
  yield amendmentHead(amendment);
  for (const item of amendment.hotelNotes) yield noteXml(item);
  yield amendmentBetweenNotes;
  for (const item of amendment.roomNotes) yield noteXml(item);
  yield amendmentAfterNotes;
  for (const item of amendment.cancellationPolicies) yield policyXml(item);
  yield amendmentTail(amendment);
}

/** Chunks of the response element alone: the document validated against types.xsd. */
export function responseChunks(data: MessageData): Generator<string> {
  return data.kind === "meals" ? mealsResponse(data.meals) : amendmentResponse(data.amendment);
}

/** Chunks of the SOAP 1.1 envelope around {@link responseChunks}. */
export function* envelopeChunks(data: MessageData): Generator<string> {
  yield envelopeHead;
  yield* responseChunks(data);
  yield envelopeTail;
}

function byteLength(chunks: Iterable<string>): number {
  let total = 0;
  for (const chunk of chunks) total += Buffer.byteLength(chunk);
  return total;
}

/** The number of items that makes a message of `kind` about `targetBytes` long (sizes grow linearly). */
export function scaleFor(kind: MessageKind, targetBytes: number): number {
  const small = byteLength(envelopeChunks(messageData(kind, 4)));
  const large = byteLength(envelopeChunks(messageData(kind, 404)));
  const perItem = (large - small) / 400;
  return Math.max(1, Math.round(4 + (targetBytes - small) / perItem));
}

/** One benchmark message: its data, the SOAP 1.1 envelope text and its size in bytes. */
export interface Message {
  readonly kind: MessageKind;
  /** Nominal size, e.g. `100 KB`. */
  readonly label: string;
  readonly data: MessageData;
  readonly xml: string;
  readonly bytes: number;
}

/** The message of `kind` nearest to `targetBytes`. */
export function buildMessage(kind: MessageKind, targetBytes: number, label: string): Message {
  const data = messageData(kind, scaleFor(kind, targetBytes));
  const xml = [...envelopeChunks(data)].join("");
  return { kind, label, data, xml, bytes: Buffer.byteLength(xml) };
}

/** A GetMeals envelope of about `targetBytes`, drawn one meal at a time and never built whole. */
export function* streamedMealsEnvelope(targetBytes: number): Generator<string> {
  const count = scaleFor("meals", targetBytes);
  const next = seededRandom(mealsSeed);
  function* meals() {
    for (let index = 0; index < count; index++) yield meal(next, index);
  }
  yield envelopeHead;
  yield* mealsResponse(meals());
  yield envelopeTail;
}
