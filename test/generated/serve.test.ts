// `xmlapi-codegen serve`: the CLI started as a build pipeline or a developer would, on a free port of
// 127.0.0.1; every service of both versions answers with the mocks; one log line per request without
// credentials; SIGTERM stops it cleanly.
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
    [path.join(repositoryRoot, "generator", "bin.js"), "serve", "--port", "0"],
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
    expect(await get.text()).toMatch(
      /^<\?xml[^>]*\?><getThemesResult xmlns="http:\/\/xml\.example\.net\/15\/"/,
    );
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
