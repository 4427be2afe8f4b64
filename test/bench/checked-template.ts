/**
 * The template baseline of template-serializer.ts doing the work the generated serializers do: ints, decimals,
 * dateTimes and the enumeration through the package runtime's codecs, text and attributes through its escaping
 * (which also refuses characters XML forbids), and a test of every member the schema leaves optional and every
 * item it makes nillable, as a serializer of the schema must (the messages' data holds them all, so the output
 * is the plain template's). The serialize target is against it; the plain template's row beside it is
 * information: what those checks cost a hand-written serializer, on the same data.
 */
import type { MealData, NoteData, PolicyData } from "./message-data.ts";
import type { MessageData } from "./messages.ts";
import type { OursChecks } from "./ours.ts";
import { envelopeHead, envelopeTail, NAMESPACE_15, XSI_NAMESPACE } from "./template-serializer.ts";

/** The checked baseline serializer of a message's SOAP 1.1 envelope, with `checks` from the package runtime. */
export function checkedTemplate(checks: OursChecks): (data: MessageData) => string {
  const { int, decimal, dateTime, bookingType, escapeText, escapeAttribute } = checks;

  // The data types hold every member; a serializer of the schema cannot assume so.
  const optional = <T>(value: T): T | undefined => value;
  const nillable = <T>(value: T): T | null => value;

  const mealXml = (item: MealData): string => {
    const meal = nillable(item);
    if (meal === null) return `<meal xsi:nil="true"/>`;
    let xml = `<meal><id>${int(meal.id)}</id>`;
    const name = optional(meal.name);
    if (name !== undefined) xml += `<name>${escapeText(name)}</name>`;
    const labels = optional(meal.labels);
    if (labels !== undefined) {
      xml += "<labels>";
      for (const entry of labels) {
        const label = nillable(entry);
        if (label === null) {
          xml += `<label xsi:nil="true"/>`;
          continue;
        }
        xml += `<label><id>${int(label.id)}</id>`;
        const text = optional(label.text);
        if (text !== undefined) xml += `<text>${escapeText(text)}</text>`;
        xml += "</label>";
      }
      xml += "</labels>";
    }
    return `${xml}</meal>`;
  };
  const noteXml = (item: NoteData): string => {
    const note = nillable(item);
    if (note === null) return `<note xsi:nil="true"/>`;
    const xml = `<note start_date="${dateTime(note.startDate)}" end_date="${dateTime(note.endDate)}">`;
    const text = optional(note.text);
    return text === undefined ? `${xml}</note>` : `${xml}<text>${escapeText(text)}</text></note>`;
  };
  const policyXml = (item: PolicyData): string => {
    const policy = nillable(item);
    if (policy === null) return `<cancellation_policy xsi:nil="true"/>`;
    const deadline =
      policy.deadline === null
        ? `<deadline xsi:nil="true"/>`
        : `<deadline>${int(policy.deadline)}</deadline>`;
    return `<cancellation_policy>${deadline}<percentage>${decimal(policy.percentage)}</percentage></cancellation_policy>`;
  };

  return (data) => {
    if (data.kind === "meals") {
      let xml = `${envelopeHead}<GetMealsResponse xmlns="${NAMESPACE_15}"><getMealsResult>`;
      const meals = optional(data.meals);
      if (meals !== undefined) {
        xml += "<meals>";
        for (const meal of meals) xml += mealXml(meal);
        xml += "</meals>";
      }
      return `${xml}</getMealsResult></GetMealsResponse>${envelopeTail}`;
    }
    const amendment = data.amendment;
    let xml =
      envelopeHead +
      `<AmendmentPriceRequestResponse xmlns="${NAMESPACE_15}" xmlns:xsi="${XSI_NAMESPACE}">` +
      "<amendmentPriceRequestResult>";
    const price = optional(amendment.price);
    if (price !== undefined)
      xml += `<Price currency="${escapeAttribute(price.currency)}">${decimal(price.amount)}</Price>`;
    xml += `<RoomId>${int(amendment.roomId)}</RoomId>`;
    const notes = (element: string, list: readonly NoteData[] | undefined) => {
      if (list === undefined) return;
      xml += `<${element}>`;
      for (const note of list) xml += noteXml(note);
      xml += `</${element}>`;
    };
    notes("hotelnotes", optional(amendment.hotelNotes));
    notes("roomnotes", optional(amendment.roomNotes));
    const policies = optional(amendment.cancellationPolicies);
    if (policies !== undefined) {
      xml += "<cancellation_policies>";
      for (const policy of policies) xml += policyXml(policy);
      xml += "</cancellation_policies>";
    }
    return (
      `${xml}<BookingType>${bookingType(amendment.bookingType)}</BookingType>` +
      `</amendmentPriceRequestResult></AmendmentPriceRequestResponse>${envelopeTail}`
    );
  };
}
