// What the interop tests share: a package generated from a WSDL and loaded as installed, a server listening on
// 127.0.0.1, and an envelope posted to it by hand.
import { request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { generateFromFiles } from "../../generator/generate-files.ts";
import { linkCompileDependencies } from "../../generator/write/link-dependencies.ts";
import { writeTree } from "../../generator/write/write-tree.ts";

/**
 * Generates the package of `entry` into `folder` and loads its compiled index; `allowRemote` lets the entry and
 * its imports be http(s) URLs (a peer's `?wsdl`).
 */
export async function generatePackage<T>(entry: string, folder: string, allowRemote = false): Promise<T> {
  const result = await generateFromFiles({ files: [entry], allowRemote });
  if (result.package === undefined) throw new Error(JSON.stringify(result.diagnostics));
  await writeTree(folder, ["."], result.package.files);
  await linkCompileDependencies(folder);
  return (await import(pathToFileURL(path.join(folder, "dist", "index.js")).href)) as T;
}

/** Starts `server` on a free port of 127.0.0.1; resolves to its base URL. */
export async function listening(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
const SOAP12 = "http://www.w3.org/2003/05/soap-envelope";

/**
 * Posts an envelope holding `body` (and `header`), prefix `t` bound to `types`; answers the status and the
 * response's text: SOAP 1.1 with `action` as its SOAPAction, or SOAP 1.2 without an action where `action` is
 * undefined.
 */
export function postEnvelope(
  url: string,
  types: string,
  action: string | undefined,
  body: string,
  header = "",
): Promise<{ status: number; text: string }> {
  const env = action === undefined ? SOAP12 : SOAP11;
  const envelope = `<s:Envelope xmlns:s="${env}" xmlns:t="${types}">${header}<s:Body>${body}</s:Body></s:Envelope>`;
  const headers =
    action === undefined
      ? { "content-type": "application/soap+xml; charset=utf-8" }
      : { "content-type": "text/xml; charset=utf-8", soapaction: `"${action}"` };
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method: "POST", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    sent.on("error", reject);
    sent.end(envelope);
  });
}
