/**
 * What a developer sees when opening a service's endpoint in a browser, as .asmx shows it:
 * - `GET <path>`: the service page (name, documentation, version, namespace, a link to the WSDL and to each
 *   operation with the first line of its documentation);
 * - `GET <path>?op=<Op>`: the operation page (documentation, parameters with their XML Schema types, a sample
 *   request and response for every transport the operation offers, and a form that calls it over HTTP POST
 *   or GET and shows the raw response);
 * - `GET <path>?disco`: the discovery document (`discovery.ts`).
 *
 * The samples are the operation's sample values written by the code the client and the server run, so they are
 * what the server accepts and answers. Each page is one self-contained document: inline CSS, a script only for
 * the form, no other resource, and a Content-Security-Policy allowing exactly that (hashes of the style and the
 * script). Everything that comes from the schema or the request is escaped.
 * @module
 */
import { createHash } from "node:crypto";
import { discoveryDocument } from "./discovery.js";
import { plainRequestFields, plainResultText, soapRequestEnvelope, soapRequestHeaders, soapResponseEnvelope, soapVersionOf, } from "./operation.js";
import * as scalars from "./scalars.js";
import { SOAP_CONTENT_TYPE } from "./soap.js";
const TEXT_HTML = "text/html; charset=utf-8";
const TEXT_XML = "text/xml; charset=utf-8";
const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";
/**
 * Answers the page queries of a service's path: `?disco` while the service publishes a WSDL, the HTML pages
 * unless `options` is `false`. Undefined for a request that is none of these. `address` is the service's URL as
 * its WSDL gives it: the discovery document names it, the samples and the form use its host and path.
 */
export function createServicePages(service, options) {
    const pages = options === false ? undefined : options === true ? {} : options;
    const byName = new Map(service.operations.map((op) => [op.name, op]));
    return (req, query, address) => {
        if (query.toLowerCase() === "disco" && service.description !== undefined)
            return {
                status: 200,
                contentType: TEXT_XML,
                body: discoveryDocument(service, address),
                headers: {},
            };
        if (pages === undefined)
            return undefined;
        const name = new URLSearchParams(query).get("op");
        if (name === null)
            return page(200, servicePage(service), false);
        const op = byName.get(name);
        if (op === undefined)
            return page(404, missingOperationPage(service, name), false);
        const form = formShown(pages.form ?? "loopback", req) && plainTransports(op).length > 0;
        return page(200, operationPage(service, op, new URL(address), form), form);
    };
}
function formShown(who, req) {
    if (who !== "loopback")
        return who === "everyone";
    const remote = req.socket.remoteAddress ?? "";
    return remote === "::1" || /^(?:::ffff:)?127\./.test(remote);
}
function plainTransports(op) {
    return ["post", "get"].filter((transport) => op.transports.includes(transport));
}
// ------------------------------------------------------------------------------------------------- markup
/** Page text whose interpolated values are escaped already. */
class Markup {
    text;
    constructor(text) {
        this.text = text;
    }
}
const HTML_REFERENCES = {
    "&": "&amp;",
    "<": "&lt;",
    ">": "&gt;",
    '"': "&quot;",
    "'": "&#39;",
};
function escapeHtml(text) {
    return text.replace(/[&<>"']/g, (c) => HTML_REFERENCES[c] ?? c);
}
/**
 * Page text with every interpolated string escaped: the one way pages are made. (Not named `html`: prettier
 * would format such templates as HTML and change the text of `pre`, `style` and `script`.)
 */
function markup(strings, ...parts) {
    let text = strings[0] ?? "";
    parts.forEach((part, index) => {
        text += render(part) + (strings[index + 1] ?? "");
    });
    return new Markup(text);
}
function render(part) {
    if (part === undefined)
        return "";
    if (part instanceof Markup)
        return part.text;
    if (typeof part === "string" || typeof part === "number")
        return escapeHtml(String(part));
    return part.map((item) => item.text).join("");
}
const STYLE = `
:root { color: #1b1b1b; background: #fff; font: 16px/1.5 system-ui, sans-serif; }
body { max-width: 72rem; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
h1, h2, h3 { line-height: 1.25; }
a { color: #0b57a4; }
a:focus-visible, input:focus-visible, button:focus-visible { outline: 3px solid #b35c00; outline-offset: 2px; }
.documentation { white-space: pre-line; }
dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dl.facts dt { font-weight: 600; }
dl.facts dd { margin: 0; }
ul.operations li { margin-bottom: 0.5rem; }
table { border-collapse: collapse; }
th, td { border: 1px solid #8a8a8a; padding: 0.25rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #ececec; }
caption { text-align: left; padding-bottom: 0.25rem; }
code, pre { font-family: ui-monospace, monospace; }
pre { background: #f4f4f4; border: 1px solid #8a8a8a; padding: 0.75rem; white-space: pre-wrap; overflow-wrap: anywhere; }
form { display: grid; grid-template-columns: max-content minmax(12rem, 28rem); gap: 0.5rem 1rem; align-items: center; }
form .actions { grid-column: 1 / -1; display: flex; gap: 0.75rem; }
input { font: inherit; padding: 0.25rem 0.4rem; border: 1px solid #5a5a5a; }
button { font: inherit; padding: 0.35rem 0.9rem; border: 1px solid #0b57a4; background: #0b57a4; color: #fff; cursor: pointer; }
.note { color: #3d3d3d; }
`;
/** The form's script: calls the operation with the form's fields and shows the raw response. */
const SCRIPT = `
"use strict";
const form = document.getElementById("call");
const status = document.getElementById("call-status");
const output = document.getElementById("call-response");
form.addEventListener("submit", async (event) => {
  event.preventDefault();
  const method = (event.submitter && event.submitter.getAttribute("formmethod")) || form.method;
  const fields = new URLSearchParams(new FormData(form));
  const get = method.toLowerCase() === "get";
  status.textContent = "Calling " + form.action + " with HTTP " + (get ? "GET" : "POST") + "\\u2026";
  output.textContent = "";
  try {
    const init = get ? {} : { method: "POST", body: fields };
    const response = await fetch(get ? form.action + "?" + fields : form.action, init);
    const type = response.headers.get("content-type") || "no content type";
    output.textContent = await response.text();
    status.textContent = "HTTP " + response.status + " " + response.statusText + ", " + type;
  } catch (error) {
    status.textContent = "The call failed: " + error.message;
  }
});
`;
const sha256 = (text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const STYLE_HASH = sha256(STYLE);
const SCRIPT_HASH = sha256(SCRIPT);
/** The page's policy: its own style, and for the form its own script, calls to this origin and submitting. */
function securityPolicy(form) {
    const formSources = form
        ? [`script-src ${SCRIPT_HASH}`, "connect-src 'self'", "form-action 'self'"]
        : ["form-action 'none'"];
    return [
        "default-src 'none'",
        `style-src ${STYLE_HASH}`,
        ...formSources,
        "base-uri 'none'",
        "frame-ancestors 'none'",
    ].join("; ");
}
function page(status, content, form) {
    const script = form ? markup `<script>${new Markup(SCRIPT)}</script>\n` : undefined;
    const document = markup `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${content.title}</title>
<style>${new Markup(STYLE)}</style>
</head>
<body>
${content.body}
${script}</body>
</html>
`;
    return {
        status,
        contentType: TEXT_HTML,
        body: document.text,
        headers: {
            "content-security-policy": securityPolicy(form),
            "x-content-type-options": "nosniff",
            "referrer-policy": "no-referrer",
        },
    };
}
// ---------------------------------------------------------------------------------------------- the pages
/** The first line of a documentation text. */
function firstLine(text) {
    return text.trim().split(/\r?\n/)[0] ?? "";
}
function documentation(text) {
    return text === undefined ? undefined : markup `<p class="documentation">${text}</p>\n`;
}
function servicePage(service) {
    const operations = service.operations.map((op) => {
        const summary = op.documentation === undefined ? undefined : markup `: ${firstLine(op.documentation)}`;
        return markup `<li><a href="?op=${encodeURIComponent(op.name)}">${op.name}</a>${summary}</li>\n`;
    });
    const version = service.version === undefined ? undefined : markup `<dt>Version</dt><dd>${service.version}</dd>\n`;
    const links = service.description === undefined
        ? undefined
        : markup `<p><a href="?WSDL">Service description (WSDL)</a> · <a href="?disco">Discovery document</a></p>\n`;
    const body = markup `<header>
<p class="note">Web service</p>
<h1>${service.name}</h1>
</header>
<main>
${documentation(service.documentation)}<dl class="facts">
${version}<dt>Namespace</dt><dd><code>${service.ns}</code></dd>
</dl>
${links}<h2>Operations</h2>
<ul class="operations">
${operations}</ul>
</main>`;
    return { title: `${service.name} web service`, body };
}
function missingOperationPage(service, name) {
    const body = markup `<main>
<h1>No operation ${name}</h1>
<p>${service.name} has no operation of that name. <a href="?">Back to the service's operations</a>.</p>
</main>`;
    return { title: `${service.name}: no such operation`, body };
}
const TRANSPORT_TITLES = {
    soap11: "SOAP 1.1",
    soap12: "SOAP 1.2",
    get: "HTTP GET",
    post: "HTTP POST",
};
function operationPage(service, op, at, form) {
    const body = markup `<nav><a href="?">${service.name}</a></nav>
<header>
<h1>${op.name}</h1>
</header>
<main>
${documentation(op.documentation)}${parametersSection(op)}
${callSection(op, at, form)}
${samplesSection(op, at)}
</main>`;
    return { title: `${service.name}: ${op.name}`, body };
}
/** The runtime's codecs of the XML Schema built-in types: shown with the `xs:` prefix. */
const builtinTypes = new Set(Object.values(scalars).filter((value) => typeof value === "object" && value.kind === "simple"));
function schemaTypeName(type) {
    return builtinTypes.has(type) ? `xs:${type.name}` : type.name;
}
function notes(p) {
    if (p.secret)
        return "credential, never logged";
    return p.credential ? "credential" : "";
}
function parametersSection(op) {
    const heading = markup `<h2 id="parameters">Parameters</h2>\n`;
    if (op.parameters.length === 0)
        return markup `<section aria-labelledby="parameters">\n${heading}<p>None.</p>\n</section>`;
    const rows = op.parameters.map((p) => {
        const occurrence = p.required ? "required" : "optional";
        const nillable = p.nillable ? "yes" : "no";
        return markup `<tr><th scope="row"><code>${p.xmlName}</code></th><td><code>${schemaTypeName(p.type)}</code></td><td>${occurrence}</td><td>${nillable}</td><td>${notes(p)}</td></tr>\n`;
    });
    return markup `<section aria-labelledby="parameters">
${heading}<table>
<caption class="note">Child elements of the request element in SOAP; fields in HTTP GET and POST, where every one must be sent.</caption>
<thead><tr><th scope="col">Name</th><th scope="col">XML Schema type</th><th scope="col">Occurrence (SOAP)</th><th scope="col">Nillable</th><th scope="col">Notes</th></tr></thead>
<tbody>
${rows}</tbody>
</table>
</section>`;
}
function callSection(op, at, form) {
    const transports = plainTransports(op);
    const heading = markup `<h2 id="call-heading">Test</h2>\n`;
    const note = (text) => markup `<section aria-labelledby="call-heading">\n${heading}<p>${text}</p>\n</section>`;
    if (transports.length === 0)
        return note(`The test form is only available for operations offered over HTTP GET or POST; ${op.name} is offered over SOAP only.`);
    if (!form)
        return note("The test form is only available for requests from the local machine.");
    const sample = op.sample?.request;
    const inputs = op.parameters.map((p) => {
        const id = `field-${p.xmlName}`;
        const value = p.secret ? "" : fieldValue(p, sample?.[p.name]);
        const type = p.secret ? "password" : "text";
        return markup `<label for="${id}">${p.xmlName}</label><input id="${id}" name="${p.xmlName}" type="${type}" value="${value}" autocomplete="off">\n`;
    });
    const buttons = transports.map((transport) => markup `<button type="submit" formmethod="${transport}">Invoke with ${TRANSPORT_TITLES[transport]}</button>`);
    const action = `${at.pathname}/${encodeURIComponent(op.name)}`;
    return markup `<section aria-labelledby="call-heading">
${heading}<form id="call" action="${action}" method="${transports[0] ?? "post"}">
${inputs}<div class="actions">${buttons}</div>
</form>
<h3>Response</h3>
<p id="call-status" role="status">No call made yet.</p>
<pre id="call-response" aria-label="Raw response"></pre>
</section>`;
}
function fieldValue(p, value) {
    if (value === undefined || value === null)
        return "";
    try {
        return p.type.format(value);
    }
    catch {
        return "";
    }
}
function samplesSection(op, at) {
    const heading = markup `<h2 id="samples">Samples</h2>\n`;
    const sample = op.sample;
    if (sample === undefined)
        return markup `<section aria-labelledby="samples">\n${heading}<p>No sample values are published for ${op.name}.</p>\n</section>`;
    const blocks = op.transports.map((transport) => {
        const { request, response } = sampleMessages(op, transport, at, sample);
        const title = TRANSPORT_TITLES[transport];
        return markup `<h3 id="sample-${transport}">${title}</h3>
<p>A request:</p>
<pre id="sample-${transport}-request" aria-label="${title} request">${breakable(request)}</pre>
<p>Its response:</p>
<pre id="sample-${transport}-response" aria-label="${title} response">${breakable(response)}</pre>
`;
    });
    return markup `<section aria-labelledby="samples">
${heading}<p class="note">Made of sample values, written as the generated client sends them and the server answers.</p>
${blocks}</section>`;
}
/** Escaped text that may wrap between tags (`<wbr>`): a sample is one long line of XML as sent. */
function breakable(text) {
    return new Markup(escapeHtml(text).replaceAll("&gt;&lt;", "&gt;<wbr>&lt;"));
}
/** An HTTP message as text: start line, headers, a blank line and the body (lines end in CRLF when sent). */
function httpMessage(start, headers, body) {
    const lines = [start, ...headers.map(([name, value]) => `${name}: ${value}`)];
    return `${lines.join("\n")}\n\n${body}`;
}
const byteLength = (text) => String(Buffer.byteLength(text, "utf8"));
/** The sample request of `op` over `transport` to the service at `at`, and the server's answer to it. */
function sampleMessages(op, transport, at, sample) {
    const host = ["Host", at.host];
    let request;
    let answer;
    let contentType;
    if (transport === "soap11" || transport === "soap12") {
        const version = soapVersionOf(transport);
        const envelope = soapRequestEnvelope(version, op, sample.request);
        const headers = soapRequestHeaders(version, op);
        request = httpMessage(`POST ${at.pathname} HTTP/1.1`, [
            host,
            ["Content-Type", headers["content-type"] ?? ""],
            ["Content-Length", byteLength(envelope)],
            ...(headers["soapaction"] === undefined ? [] : [["SOAPAction", headers["soapaction"]]]),
        ], envelope);
        answer = soapResponseEnvelope(version, op, sample.result);
        contentType = SOAP_CONTENT_TYPE[version];
    }
    else {
        const fields = plainRequestFields(op, sample.request);
        const path = `${at.pathname}/${op.name}`;
        request =
            transport === "get"
                ? httpMessage(`GET ${path}${fields === "" ? "" : `?${fields}`} HTTP/1.1`, [host], "")
                : httpMessage(`POST ${path} HTTP/1.1`, [host, ["Content-Type", FORM_CONTENT_TYPE], ["Content-Length", byteLength(fields)]], fields);
        answer = plainResultText(op, sample.result);
        contentType = TEXT_XML;
    }
    if (op.oneWay === true)
        answer = "";
    const response = httpMessage(op.oneWay === true ? "HTTP/1.1 202 Accepted" : "HTTP/1.1 200 OK", [
        ...(answer === "" ? [] : [["Content-Type", contentType]]),
        ["Content-Length", byteLength(answer)],
    ], answer);
    return { request, response };
}
