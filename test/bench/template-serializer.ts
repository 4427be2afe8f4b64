/**
 * The hand-written baseline of the serialize benchmark: template strings with escaping, what a careful
 * developer writes by hand for one message shape. It also produces the benchmark messages themselves
 * (messages.ts), so every contender reads exactly the bytes this writes.
 */
import type { AmendmentData, MealData, NoteData, PolicyData } from "./message-data.ts";

const textSpecial = /[&<>]/;
const attributeSpecial = /[&<>"]/;
const replacements: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };
const replace = (character: string) => replacements[character] ?? character;

export function escapeText(value: string): string {
  return textSpecial.test(value) ? value.replace(/[&<>]/g, replace) : value;
}

export function escapeAttribute(value: string): string {
  return attributeSpecial.test(value) ? value.replace(/[&<>"]/g, replace) : value;
}

export const NAMESPACE_15 = "http://xml.example.net/15/";
export const SOAP11_NAMESPACE = "http://schemas.xmlsoap.org/soap/envelope/";
export const XSI_NAMESPACE = "http://www.w3.org/2001/XMLSchema-instance";

export const envelopeHead =
  `<?xml version="1.0" encoding="utf-8"?>` + `<soap:Envelope xmlns:soap="${SOAP11_NAMESPACE}"><soap:Body>`;
export const envelopeTail = "</soap:Body></soap:Envelope>";

export const mealsHead = `<GetMealsResponse xmlns="${NAMESPACE_15}"><getMealsResult><meals>`;
export const mealsTail = "</meals></getMealsResult></GetMealsResponse>";

export function mealXml(meal: MealData): string {
  let xml = `<meal><id>${meal.id}</id><name>${escapeText(meal.name)}</name><labels>`;
  for (const label of meal.labels)
    xml += `<label><id>${label.id}</id><text>${escapeText(label.text)}</text></label>`;
  return `${xml}</labels></meal>`;
}

export function policyXml(policy: PolicyData): string {
  const deadline =
    policy.deadline === null ? `<deadline xsi:nil="true"/>` : `<deadline>${policy.deadline}</deadline>`;
  return `<cancellation_policy>${deadline}<percentage>${policy.percentage}</percentage></cancellation_policy>`;
}

export function noteXml(note: NoteData): string {
  return (
    `<note start_date="${note.startDate}" end_date="${note.endDate}">` +
    `<text>${escapeText(note.text)}</text></note>`
  );
}

/** The quote up to its first hotel note. */
export function amendmentHead(amendment: AmendmentData): string {
  return (
    `<AmendmentPriceRequestResponse xmlns="${NAMESPACE_15}" xmlns:xsi="${XSI_NAMESPACE}">` +
    `<amendmentPriceRequestResult><Price currency="${escapeAttribute(amendment.price.currency)}">` +
    `${amendment.price.amount}</Price><RoomId>${amendment.roomId}</RoomId><hotelnotes>`
  );
}

export const amendmentBetweenNotes = "</hotelnotes><roomnotes>";
export const amendmentAfterNotes = "</roomnotes><cancellation_policies>";

export function amendmentTail(amendment: AmendmentData): string {
  return (
    `</cancellation_policies><BookingType>${amendment.bookingType}</BookingType>` +
    "</amendmentPriceRequestResult></AmendmentPriceRequestResponse>"
  );
}

/** The baseline serializer of a GetMeals SOAP 1.1 response. */
export function serializeMealsEnvelope(meals: readonly MealData[]): string {
  let xml = envelopeHead + mealsHead;
  for (const meal of meals) xml += mealXml(meal);
  return xml + mealsTail + envelopeTail;
}

/** The baseline serializer of an AmendmentPriceRequest SOAP 1.1 response. */
export function serializeAmendmentEnvelope(amendment: AmendmentData): string {
  let xml = envelopeHead + amendmentHead(amendment);
  for (const note of amendment.hotelNotes) xml += noteXml(note);
  xml += amendmentBetweenNotes;
  for (const note of amendment.roomNotes) xml += noteXml(note);
  xml += amendmentAfterNotes;
  for (const policy of amendment.cancellationPolicies) xml += policyXml(policy);
  return xml + amendmentTail(amendment) + envelopeTail;
}
