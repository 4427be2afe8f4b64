/**
 * The template baseline of template-serializer.ts checking what it writes as the generated serializers do: ints,
 * decimals, dateTimes and the enumeration through the package runtime's codecs, text and attributes through its
 * escaping (which also refuses characters XML forbids). It does the work the generated serializers do, so the
 * serialize target is against it; the plain template's row beside it is information: what those checks cost a
 * hand-written serializer, on the same data.
 */
import type { MealData, NoteData, PolicyData } from "./message-data.ts";
import type { MessageData } from "./messages.ts";
import type { OursChecks } from "./ours.ts";
import {
  amendmentAfterNotes,
  amendmentBetweenNotes,
  envelopeHead,
  envelopeTail,
  mealsHead,
  mealsTail,
  NAMESPACE_15,
  XSI_NAMESPACE,
} from "./template-serializer.ts";

/** The checked baseline serializer of a message's SOAP 1.1 envelope, with `checks` from the package runtime. */
export function checkedTemplate(checks: OursChecks): (data: MessageData) => string {
  const { int, decimal, dateTime, bookingType, escapeText, escapeAttribute } = checks;

  const mealXml = (meal: MealData): string => {
    let xml = `<meal><id>${int(meal.id)}</id><name>${escapeText(meal.name)}</name><labels>`;
    for (const label of meal.labels)
      xml += `<label><id>${int(label.id)}</id><text>${escapeText(label.text)}</text></label>`;
    return `${xml}</labels></meal>`;
  };
  const noteXml = (note: NoteData): string =>
    `<note start_date="${dateTime(note.startDate)}" end_date="${dateTime(note.endDate)}">` +
    `<text>${escapeText(note.text)}</text></note>`;
  const policyXml = (policy: PolicyData): string => {
    const deadline =
      policy.deadline === null
        ? `<deadline xsi:nil="true"/>`
        : `<deadline>${int(policy.deadline)}</deadline>`;
    return `<cancellation_policy>${deadline}<percentage>${decimal(policy.percentage)}</percentage></cancellation_policy>`;
  };

  return (data) => {
    if (data.kind === "meals") {
      let xml = envelopeHead + mealsHead;
      for (const meal of data.meals) xml += mealXml(meal);
      return xml + mealsTail + envelopeTail;
    }
    const amendment = data.amendment;
    let xml =
      envelopeHead +
      `<AmendmentPriceRequestResponse xmlns="${NAMESPACE_15}" xmlns:xsi="${XSI_NAMESPACE}">` +
      `<amendmentPriceRequestResult><Price currency="${escapeAttribute(amendment.price.currency)}">` +
      `${decimal(amendment.price.amount)}</Price><RoomId>${int(amendment.roomId)}</RoomId><hotelnotes>`;
    for (const note of amendment.hotelNotes) xml += noteXml(note);
    xml += amendmentBetweenNotes;
    for (const note of amendment.roomNotes) xml += noteXml(note);
    xml += amendmentAfterNotes;
    for (const policy of amendment.cancellationPolicies) xml += policyXml(policy);
    return (
      xml +
      `</cancellation_policies><BookingType>${bookingType(amendment.bookingType)}</BookingType>` +
      "</amendmentPriceRequestResult></AmendmentPriceRequestResponse>" +
      envelopeTail
    );
  };
}
