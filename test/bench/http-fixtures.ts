/** What the server and client benchmarks send and answer: GetMeals over SOAP 1.1, a 1 KB response. */
import { buildMessage, type Message } from "./messages.ts";
import { NAMESPACE_15, SOAP11_NAMESPACE } from "./template-serializer.ts";

export const benchServerPath = "/15/SOAP/NonStaticXMLAPI.asmx";

export const getMealsParameters = { userName: "bench", password: "secret", language: "en" } as const;

export const getMealsRequest =
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11_NAMESPACE}"><soap:Body>` +
  `<GetMeals xmlns="${NAMESPACE_15}"><userName>${getMealsParameters.userName}</userName>` +
  `<password>${getMealsParameters.password}</password><language>${getMealsParameters.language}</language>` +
  "</GetMeals></soap:Body></soap:Envelope>";

export const getMealsHeaders = {
  "Content-Type": "text/xml; charset=utf-8",
  SOAPAction: `"${NAMESPACE_15}GetMeals"`,
} as const;

/** The 1 KB GetMeals response every server answers with. */
export function mealsResponse(): Message {
  return buildMessage("meals", 1 << 10, "1 KB");
}
