// `xmlapi-codegen serve`: the CLI started as a build pipeline or a developer would, on a free port of
// 127.0.0.1; every service of both versions answers with the mocks; one log line per request without
// credentials; `--user`/`--password` turn the login check on, so the fault path can be tried; SIGTERM stops
// it cleanly.
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { repositoryRoot } from "./support.ts";

let child: ChildProcessWithoutNullStreams;
let output = "";
let base = "";

function waitFor(pattern: RegExp): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const match = pattern.exec(output);
      if (match !== null) {
        child.stdout.off("data", check);
        resolve(match);
      }
    };
    child.stdout.on("data", check);
    child.once("exit", (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
    check();
  });
}

beforeAll(async () => {
  child = spawn(
    process.execPath,
    [
      path.join(repositoryRoot, "generator", "bin.js"),
      "serve",
      "--port",
      "0",
      "--user",
      "alice",
      "--password",
      "hunter2",
    ],
    {
      cwd: repositoryRoot,
    },
  );
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  base = (await waitFor(/serving mock services on (http:\/\/127\.0\.0\.1:\d+)/))[1] ?? "";
  await waitFor(/\/15\/SOAP\/StaticXMLAPI\.asmx\?WSDL\n/);
});

afterAll(() => {
  if (child.exitCode === null) child.kill("SIGKILL");
});

describe("serve", () => {
  it("lists the WSDL of every service of both versions", () => {
    for (const service of [
      "/14/SOAP/NonStaticXMLAPI.asmx",
      "/14/SOAP/StaticXMLAPI.asmx",
      "/15/SOAP/NonStaticXMLAPI.asmx",
      "/15/SOAP/StaticXMLAPI.asmx",
    ])
      expect(output).toContain(`${base}${service}?WSDL`);
  });

  it("answers with sample data over GET and SOAP, logging one line per request without credentials", async () => {
    const get = await fetch(`${base}/15/SOAP/NonStaticXMLAPI.asmx/GetThemes?userName=alice&password=hunter2`);
    expect([get.status, get.headers.get("content-type")]).toEqual([200, "text/xml; charset=utf-8"]);
    // As .asmx answers; and typical data: no nil list item (a C++ SOAP stack misreads `id` on a nil element).
    expect(get.headers.get("cache-control")).toBe("private");
    const themes = await get.text();
    expect(themes).toMatch(/^<\?xml[^>]*\?><getThemesResult xmlns="http:\/\/xml\.example\.net\/15\/"/);
    expect(themes).toContain("<themes><theme ");
    expect(themes).not.toContain("xsi:nil");
    const soap = await fetch(`${base}/14/SOAP/NonStaticXMLAPI.asmx`, {
      method: "POST",
      headers: {
        "content-type": "text/xml; charset=utf-8",
        soapaction: '"http://xml.example.net/14/GetFeatures"',
      },
      body:
        '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetFeatures xmlns="http://xml.example.net/14/">' +
        "<userName>alice</userName><password>hunter2</password></GetFeatures></s:Body></s:Envelope>",
    });
    expect(soap.status).toBe(200);
    expect(await soap.text()).toContain("<GetFeaturesResponse><getFeaturesResult><features><feature ");
    await waitFor(/POST \/14\/SOAP\/NonStaticXMLAPI\.asmx soap11 GetFeatures 200/);
    expect(output).toMatch(/GET \/15\/SOAP\/NonStaticXMLAPI\.asmx\/GetThemes get GetThemes 200 [\d.]+ms/);
    expect(output).not.toMatch(/alice|hunter2/);
  });

  it("refuses a wrong or missing login with the Invalid login answer of every transport", async () => {
    const soap11 = await fetch(`${base}/15/SOAP/NonStaticXMLAPI.asmx`, {
      method: "POST",
      headers: {
        "content-type": "text/xml; charset=utf-8",
        soapaction: '"http://xml.example.net/15/GetThemes"',
      },
      body:
        '<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><GetThemes xmlns="http://xml.example.net/15/">' +
        "<userName>alice</userName><password>hunter3</password></GetThemes></s:Body></s:Envelope>",
    });
    expect(soap11.status).toBe(500);
    expect(await soap11.text()).toMatch(
      /<faultcode>soap:Client<\/faultcode><faultstring>Invalid login\.<\/faultstring>/,
    );
    const soap12 = await fetch(`${base}/14/SOAP/StaticXMLAPI.asmx`, {
      method: "POST",
      headers: {
        "content-type":
          'application/soap+xml; charset=utf-8; action="http://xml.example.net/14/GetRoomTypes"',
      },
      body:
        '<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body><GetRoomTypes xmlns="http://xml.example.net/14/">' +
        "<userName>bob</userName><password>hunter2</password></GetRoomTypes></s:Body></s:Envelope>",
    });
    expect(soap12.status).toBe(500);
    expect(await soap12.text()).toMatch(/<soap:Value>soap:Sender<\/soap:Value>[^]*Invalid login\./);
    const get = await fetch(`${base}/15/SOAP/NonStaticXMLAPI.asmx/GetThemes?userName=alice&password=`);
    expect([get.status, await get.text()]).toEqual([403, "Invalid login.\n"]);
  });

  it("shows a service's operations and the test form to a browser", async () => {
    const page = await fetch(`${base}/15/SOAP/NonStaticXMLAPI.asmx`);
    expect([page.status, page.headers.get("content-type")]).toEqual([200, "text/html; charset=utf-8"]);
    expect(await page.text()).toContain('<li><a href="?op=GetMeals">GetMeals</a>: ');
    const operation = await (await fetch(`${base}/15/SOAP/NonStaticXMLAPI.asmx?op=GetMeals`)).text();
    expect(operation).toContain(
      '<form id="call" action="/15/SOAP/NonStaticXMLAPI.asmx/GetMeals" method="post">',
    );
  });

  it("stops cleanly on SIGTERM", async () => {
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("SIGTERM: stopping");
  });
});
