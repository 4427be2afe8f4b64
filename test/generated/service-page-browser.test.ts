// The service pages in a real browser: Debian's Chromium, headless, driven by playwright-core (no browser
// download). Version 15's mock services and the asmx-service golden case (whose documentation holds a
// `<script>`) on 127.0.0.1: open the service page, follow the link to an operation, fill the form, call the
// operation over POST and GET and see the mock's answer; the script shows as text and never runs; the page's
// policy refuses nothing the page uses. Screenshots go to the system's temporary folder, not the repository.
// Where Chromium is not installed the tests are skipped with a message saying so (.ci/run installs it).
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, rm, symlink } from "node:fs/promises";
import type { RequestListener, Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ServiceDescriptor } from "../../generator/runtime/operation.ts";
import { generatedRoot, loadPackage, repositoryRoot, type GeneratedModule } from "./support.ts";

const CHROMIUM = "/usr/bin/chromium";
const available = existsSync(CHROMIUM);
if (!available)
  console.warn(
    `SKIPPED service page browser tests: no Chromium at ${CHROMIUM} ` +
      "(install Debian's package: apt-get install chromium; .ci/run does).",
  );

const screenshots = path.join(os.tmpdir(), "xmlapi-codegen-screenshots");
let server: Server;
let base = "";
let scratch = "";
let profile = "";
let browser: BrowserContext;
let page: Page;
const policyViolations: string[] = [];

/** The asmx-service golden case's expected sources with a package's runtime beside them, as an importable package. */
async function goldenGreeter(): Promise<GeneratedModule> {
  await mkdir(path.join(repositoryRoot, ".tmp"), { recursive: true });
  scratch = await mkdtemp(path.join(repositoryRoot, ".tmp", "browser-"));
  const expected = path.join(repositoryRoot, "test", "fixtures", "emit", "asmx-service", "expected", "src");
  await mkdir(path.join(scratch, "src"));
  for (const file of await readdir(expected))
    await copyFile(path.join(expected, file), path.join(scratch, "src", file));
  // Every package ships the same runtime: version 15's serves the golden case too.
  await symlink(path.join(generatedRoot, "v15", "src", "runtime"), path.join(scratch, "src", "runtime"));
  return (await import(path.join(scratch, "src", "index.ts"))) as GeneratedModule;
}

describe.skipIf(!available)("service pages in Chromium", () => {
  beforeAll(async () => {
    const v15 = await loadPackage("15");
    const mock = (await import(path.join(generatedRoot, "v15", "src", "mock.ts"))) as GeneratedModule;
    const greeter = await goldenGreeter();
    const createServiceListener = v15["createServiceListener"] as (
      service: unknown,
      handlers: unknown,
    ) => RequestListener;
    const createRouter = v15["createRouter"] as (mounts: Record<string, RequestListener>) => RequestListener;
    const createSoapServer = v15["createSoapServer"] as (listener: RequestListener) => Server;
    const greeterService = greeter["Greeter"] as ServiceDescriptor<unknown>;
    const mounts = {
      ...(mock["mockListeners"] as () => Record<string, RequestListener>)(),
      [greeterService.path]: createServiceListener(greeterService, greeter["GreeterMock"]),
    };
    server = createSoapServer(createRouter(mounts));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    await mkdir(screenshots, { recursive: true });
    profile = await mkdtemp(path.join(os.tmpdir(), "xmlapi-codegen-chromium-"));
    browser = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    page = browser.pages()[0] ?? (await browser.newPage());
    page.on("console", (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) policyViolations.push(message.text());
    });
  });

  afterAll(async () => {
    await browser?.close();
    if (server !== undefined) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
    for (const folder of [profile, scratch])
      if (folder !== "") await rm(folder, { recursive: true, force: true });
  });

  it("shows the operations, and a link leads to an operation's page whose form calls it over POST and GET", async () => {
    await page.goto(`${base}/15/SOAP/NonStaticXMLAPI.asmx`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("NonStaticXMLAPI");
    const operations = await page.locator("ul.operations a").allTextContents();
    expect(operations).toEqual([
      "AmendmentPriceRequest",
      "GetHotelNoteTypes",
      "GetLanguages",
      "GetMeals",
      "GetRoomNoteTypes",
      "GetThemes",
    ]);
    await page.screenshot({ path: path.join(screenshots, "service-page.png"), fullPage: true });

    await page.getByRole("link", { name: "GetMeals", exact: true }).click();
    await page.waitForURL(/\?op=GetMeals$/);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("GetMeals");
    await page.getByLabel("userName").fill("alice");
    await page.getByLabel("password").fill("s3cret & <more>");
    await page.getByLabel("language").fill("en");

    const fields = new URLSearchParams({ userName: "alice", password: "s3cret & <more>", language: "en" });
    const mockAnswer = await (
      await fetch(`${base}/15/SOAP/NonStaticXMLAPI.asmx/GetMeals`, { method: "POST", body: fields })
    ).text();
    // The mock answers the sample result: the page's sample response is what the form shows.
    const sampleResponse = (await page.locator("#sample-post-response").textContent()) ?? "";
    expect(sampleResponse.slice(sampleResponse.indexOf("\n\n") + 2)).toBe(mockAnswer);

    for (const transport of ["POST", "GET"]) {
      await page.getByRole("button", { name: `Invoke with HTTP ${transport}` }).click();
      const status = page.locator("#call-status");
      await status.filter({ hasText: /^HTTP 200/ }).waitFor();
      expect(await status.textContent()).toBe("HTTP 200 OK, text/xml; charset=utf-8");
      expect(await page.locator("#call-response").textContent(), transport).toBe(mockAnswer);
      await page.screenshot({
        path: path.join(screenshots, `operation-page-${transport}.png`),
        fullPage: true,
      });
      await status.evaluate((element) => (element.textContent = ""));
    }
    expect(policyViolations).toEqual([]);
  });

  it("shows documentation holding a <script> as text, and never runs it", async () => {
    await page.goto(`${base}/1/Greeter.asmx?op=GetGreeting`);
    expect(await page.locator("p.documentation").textContent()).toBe(
      'Greets the caller, as often as asked. Documentation is text, even where it looks like markup: <script>document.body.dataset.injected = "yes"</script>',
    );
    expect(await page.locator("body").evaluate((body) => body.dataset["injected"] ?? "not run")).toBe(
      "not run",
    );
    // The form's script is the page's only one.
    expect(await page.locator("script").count()).toBe(1);
    await page.screenshot({ path: path.join(screenshots, "documentation-with-script.png"), fullPage: true });
    await page.goto(`${base}/1/Greeter.asmx`);
    expect(await page.locator("ul.operations").textContent()).toContain(
      '<script>document.body.dataset.injected = "yes"</script>',
    );
    expect(await page.locator("body").evaluate((body) => body.dataset["injected"] ?? "not run")).toBe(
      "not run",
    );
    expect(policyViolations).toEqual([]);
    console.log(`service page screenshots in ${screenshots}`);
  });
});
