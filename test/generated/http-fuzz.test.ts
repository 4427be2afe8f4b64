// Fuzzing of the generated servers and clients over real HTTP on 127.0.0.1, bounded for CI (the long-run
// script `npm run fuzz -- --minutes N` runs the same properties longer). Requests are the fixture messages of
// every operation of both versions, mutated, sent to the generated servers with their mock handlers: each
// must get a proper answer, and the servers keep serving. Responses are the servers' real answers, mutated:
// the generated clients must end every call with a value or one of their typed errors.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  fixtureRequests,
  isGoodAnswer,
  startGeneratedServer,
  type GeneratedServer,
} from "../hostile/generated-server.ts";
import {
  checkClient,
  checkServerAnswer,
  clientCase,
  requestCase,
  requestSeeds,
  responseSeeds,
  startScriptedServer,
  type ScriptedServer,
} from "../hostile/http-properties.ts";
import { send } from "../hostile/sample-server.ts";

let generated: GeneratedServer;
let scripted: ScriptedServer;
let unhandled = 0;
let answered = 0;
const onUnhandled = () => unhandled++;

beforeAll(async () => {
  process.on("unhandledRejection", onUnhandled);
  generated = await startGeneratedServer({ log: () => answered++ });
  scripted = await startScriptedServer();
});

afterAll(async () => {
  process.off("unhandledRejection", onUnhandled);
  await Promise.all([generated.stop(), scripted.stop()]);
});

describe("generated servers under fuzzing", () => {
  it("answer 500 mutated fixture requests properly, and still serve every fixture request", async () => {
    const seeds = await requestSeeds();
    await fc.assert(
      fc.asyncProperty(requestCase(seeds), async (request) => {
        checkServerAnswer(request, await send(generated.base, request));
      }),
      { numRuns: 500 },
    );
    expect(answered).toBeGreaterThanOrEqual(500);
    const valid = await fixtureRequests();
    expect(valid.length).toBe(40);
    for (const request of valid)
      expect([request.name, isGoodAnswer(request, await send(generated.base, request))]).toEqual([
        request.name,
        true,
      ]);
    expect(unhandled).toBe(0);
  });
});

describe("generated clients under fuzzing", () => {
  it("end 400 calls against mutated real answers with a value or a typed error", async () => {
    const seeds = await responseSeeds(generated.base);
    await fc.assert(
      fc.asyncProperty(clientCase(seeds), (c) => checkClient(scripted, c)),
      { numRuns: 400 },
    );
    expect(unhandled).toBe(0);
  });
});
