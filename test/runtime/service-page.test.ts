// The service pages as the listener's hook answers them, for requests made up here (a caller's address
// cannot be anything but 127.0.0.1 over real sockets in tests): escaping of what comes from the schema, the
// Content-Security-Policy against the page's own style and script, who gets the form, the service's address
// in samples, form and ?disco, and the option off.
import { createHash } from "node:crypto";
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { describe, expect, it } from "vitest";
import type { OperationDescriptor, ServiceDescriptor } from "../../generator/runtime/operation.ts";
import { createServicePages, type ServicePageOptions } from "../../generator/runtime/service-page.ts";
import { GetBooking, SampleAPI } from "./sample/service.ts";

const ADDRESS = "http://api.example.net:8080/15/SOAP/SampleAPI.asmx";
const hostile = `<script>document.title = "pwned"</script> & 'more'`;

const operation: OperationDescriptor<unknown, unknown, never> = {
  ...(GetBooking as unknown as OperationDescriptor<unknown, unknown, never>),
  documentation: `First line ${hostile}\nsecond line`,
  sample: { request: { userName: "me", password: "secret", bookingId: 42 }, result: undefined },
};
const service: ServiceDescriptor<unknown> = {
  ...(SampleAPI as ServiceDescriptor<unknown>),
  documentation: hostile,
  version: "15",
  operations: [operation],
};

/** A GET request from `remote` whose Host header is `host`. */
function from(remote: string, host = "api.example.net:8080"): IncomingMessage {
  const socket = new Socket();
  Object.defineProperty(socket, "remoteAddress", { value: remote });
  const req = new IncomingMessage(socket);
  req.headers = { host };
  return req;
}

function answer(query: string, remote = "127.0.0.1", options: ServicePageOptions | boolean = true) {
  const page = createServicePages(service, options)(from(remote), query, ADDRESS);
  if (page === undefined) throw new Error(`no page for ?${query}`);
  return page;
}

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The text of the page's one `<tag>` element. */
function element(body: string, tag: string): string {
  const matches = [...body.matchAll(new RegExp(`<${tag}>([^]*?)</${tag}>`, "g"))];
  expect(matches, tag).toHaveLength(1);
  return matches[0]?.[1] ?? "";
}

describe("service pages", () => {
  it("escape the schema's documentation: it shows as text, never as markup", () => {
    const escaped = "&lt;script&gt;document.title = &quot;pwned&quot;&lt;/script&gt; &amp; &#39;more&#39;";
    const servicePage = answer("");
    expect(servicePage.body).toContain(`<p class="documentation">${escaped}</p>`);
    // The first line of the operation's documentation, and only that.
    expect(servicePage.body).toContain(
      `<li><a href="?op=GetBooking">GetBooking</a>: First line ${escaped}</li>`,
    );
    const operationPage = answer("op=GetBooking");
    expect(operationPage.body).toContain(`<p class="documentation">First line ${escaped}\nsecond line</p>`);
    for (const page of [servicePage, operationPage]) expect(page.body).not.toContain("<script>document");
    const missing = answer(`op=${encodeURIComponent("<img src=x>")}`);
    expect([missing.status, missing.body.includes("No operation &lt;img src=x&gt;")]).toEqual([404, true]);
  });

  it("allow their own style and, with the form, their own script and calls to the service, and nothing else", () => {
    const servicePage = answer("");
    expect(servicePage.contentType).toBe("text/html; charset=utf-8");
    expect(servicePage.headers).toEqual({
      "content-security-policy":
        `default-src 'none'; style-src ${sha256(element(servicePage.body, "style"))}; form-action 'none'; ` +
        "base-uri 'none'; frame-ancestors 'none'",
      "x-content-type-options": "nosniff",
      "referrer-policy": "no-referrer",
    });
    expect(servicePage.body).not.toContain("<script");
    const operationPage = answer("op=GetBooking");
    expect(operationPage.headers["content-security-policy"]).toBe(
      `default-src 'none'; style-src ${sha256(element(operationPage.body, "style"))}; ` +
        `script-src ${sha256(element(operationPage.body, "script"))}; connect-src 'self'; form-action 'self'; ` +
        "base-uri 'none'; frame-ancestors 'none'",
    );
    // Nothing else is loaded: no attribute names a resource but the form's and the links' own URLs.
    expect(operationPage.body).not.toMatch(/\b(?:src|srcset|style)=/);
    expect(operationPage.body.match(/\bhref="[^"]*"/g)).toEqual(['href="?"']);
  });

  it.each([
    ["127.0.0.1", "loopback", true],
    ["127.8.9.10", "loopback", true],
    ["::1", "loopback", true],
    ["::ffff:127.0.0.1", "loopback", true],
    ["192.0.2.7", "loopback", false],
    ["::ffff:192.0.2.7", "loopback", false],
    ["192.0.2.7", "everyone", true],
    ["127.0.0.1", "nobody", false],
  ] as const)("from %s with the form for %s callers: form shown %s", (remote, form, shown) => {
    const page = answer("op=GetBooking", remote, { form });
    expect(page.body.includes('<form id="call" action="/15/SOAP/SampleAPI.asmx/GetBooking"')).toBe(shown);
    expect(page.body.includes("<script>")).toBe(shown);
    expect(page.headers["content-security-policy"]?.includes("script-src")).toBe(shown);
    if (!shown)
      expect(page.body).toContain("The test form is only available for requests from the local machine.");
  });

  it("fill the form with the sample request but its secrets, one button per plain transport", () => {
    const page = answer("op=GetBooking").body;
    expect(page).toContain(
      '<label for="field-userName">userName</label><input id="field-userName" name="userName" type="text" value="me" autocomplete="off">',
    );
    expect(page).toContain(
      '<label for="field-password">password</label><input id="field-password" name="password" type="password" value="" autocomplete="off">',
    );
    expect(page).toContain('name="bookingId" type="text" value="42"');
    expect(page).toContain(
      '<button type="submit" formmethod="post">Invoke with HTTP POST</button><button type="submit" formmethod="get">Invoke with HTTP GET</button>',
    );
    // The parameters' XML Schema types and occurrence.
    expect(page).toContain(
      '<tr><th scope="row"><code>bookingId</code></th><td><code>xs:int</code></td><td>required</td><td>no</td><td></td></tr>',
    );
  });

  it("offer no form for an operation over SOAP only, and no samples where the descriptor has none", () => {
    const soapOnly: OperationDescriptor<unknown, unknown, never> = {
      ...(GetBooking as unknown as OperationDescriptor<unknown, unknown, never>),
      transports: ["soap11", "soap12"],
    };
    const page = createServicePages({ ...service, operations: [soapOnly] }, true)(
      from("127.0.0.1"),
      "op=GetBooking",
      ADDRESS,
    );
    expect(page?.body).toContain(
      "The test form is only available for operations offered over HTTP GET or POST",
    );
    expect(page?.body).toContain("No sample values are published for GetBooking.");
    expect(page?.body).not.toContain("<form");
  });

  it("are off with the option false, while ?disco stays; its address is the one given", () => {
    const pages = createServicePages(service, false);
    expect(pages(from("127.0.0.1"), "", ADDRESS)).toBeUndefined();
    expect(pages(from("127.0.0.1"), "op=GetBooking", ADDRESS)).toBeUndefined();
    const disco = pages(from("127.0.0.1"), "disco", 'https://a.example/x/S.asmx?"<');
    expect(disco?.contentType).toBe("text/xml; charset=utf-8");
    expect(disco?.body).toContain('<contractRef ref="https://a.example/x/S.asmx?&quot;&lt;?wsdl"');
  });

  it("write the samples and the form for the service's address, its host and path", () => {
    const page = createServicePages(service, true)(
      from("127.0.0.1"),
      "op=GetBooking",
      "https://api.example.net/prefix/15/SOAP/SampleAPI.asmx",
    );
    expect(page?.body).toContain('<form id="call" action="/prefix/15/SOAP/SampleAPI.asmx/GetBooking"');
    expect(page?.body).toContain("POST /prefix/15/SOAP/SampleAPI.asmx HTTP/1.1\nHost: api.example.net\n");
  });
});
