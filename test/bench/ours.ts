/**
 * Our side of every benchmark, found at run time: the generated package `@xmlapi/v15` (generated/v15) with
 * its runtime, and the `xmlapi-codegen generate` command. Whatever is not there yet is reported as
 * "not available yet" with the reason, never replaced by a stand-in.
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { readSoapEnvelope, SOAP_ENVELOPE_NS, writeSoapEnvelope } from "../../generator/runtime/soap.ts";
import type { XmlWriter } from "../../generator/runtime/xml-writer.ts";
import {
  complexType,
  element,
  readXmlStream,
  streamItems,
  type ContentType,
} from "../../generator/runtime/xml-reader.ts";
import type { MessageKind } from "./messages.ts";
import { repositoryRoot } from "./peers.ts";

/** A capability of ours, or why it is missing. */
export type Capability<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

/** The generated deserializer and serializer of a message family's SOAP 1.1 response. */
export interface OursCodec {
  /** Reads a SOAP 1.1 response envelope into the typed result. */
  readonly deserialize: (kind: MessageKind, xml: string) => unknown;
  /** Writes a typed result (as {@link OursCodec.deserialize} returns it) as a SOAP 1.1 response envelope. */
  readonly serialize: (kind: MessageKind, value: unknown) => string;
}

/** The runtime's streaming mode: each meal of a GetMeals response handed over alone. */
export type OursMealStream = (
  chunks: AsyncIterable<string>,
  onMeal: (meal: unknown) => void,
) => Promise<void>;

export interface Ours {
  readonly codec: Capability<OursCodec>;
  readonly mealStream: Capability<OursMealStream>;
  /** Module path of a server script (see server-child.ts) serving GetMeals with the generated server. */
  readonly server: Capability<string>;
  /** Makes a GetMeals caller bound to an endpoint, from the generated client. */
  readonly client: Capability<(endpoint: string) => Promise<() => Promise<unknown>>>;
}

export const generatedPackage = path.join(repositoryRoot, "generated", "v15");
export const codegenBin = path.join(repositoryRoot, "generator", "bin.js");

function missing(reason: string): { readonly ok: false; readonly reason: string } {
  return { ok: false, reason };
}

/**
 * The path of the `xmlapi-codegen` entry once its `generate` command is committed (a command still being
 * written in the working tree is not ours to measure yet).
 */
export function findGenerator(): Capability<string> {
  const tracked = spawnSync("git", ["ls-files", "--error-unmatch", "generator/commands/generate.ts"], {
    cwd: repositoryRoot,
    stdio: "ignore",
  });
  if (tracked.status !== 0) return missing("`xmlapi-codegen generate` is not committed yet");
  const help = spawnSync(process.execPath, [codegenBin, "--help"], { encoding: "utf8" });
  return /^\s+generate\b/m.test(help.stdout)
    ? { ok: true, value: codegenBin }
    : missing("`xmlapi-codegen generate` is not registered in generator/cli.ts yet");
}

/** The part of the generated package the codec benchmark uses. */
interface GeneratedV15 {
  readonly GetMealsResponse: ContentType<unknown>;
  readonly writeGetMealsResponse: WriteElement;
  readonly AmendmentPriceRequestResponse: ContentType<unknown>;
  readonly writeAmendmentPriceRequestResponse: WriteElement;
  readonly Meal: ContentType<unknown>;
}
type WriteElement = (w: XmlWriter, ns: string, local: string, value: unknown) => void;

// Loaded by a computed path: generated code is checked by its own tsconfig, not followed from here.
const generatedEntry = path.join(generatedPackage, "src", "index.ts");
const v15 = existsSync(generatedEntry)
  ? ((await import(pathToFileURL(generatedEntry).href)) as GeneratedV15)
  : undefined;

/**
 * The generated readers and writers of both response elements, inside the runtime's SOAP 1.1 envelope (the
 * runtime copy inside generated/v15 has no envelope module yet, so the envelope comes from generator/runtime).
 */
function codecOf(generated: GeneratedV15): OursCodec {
  const namespace = "http://xml.example.net/15/";
  const responses = {
    meals: {
      local: "GetMealsResponse",
      type: generated.GetMealsResponse,
      write: generated.writeGetMealsResponse,
    },
    amendment: {
      local: "AmendmentPriceRequestResponse",
      type: generated.AmendmentPriceRequestResponse,
      write: generated.writeAmendmentPriceRequestResponse,
    },
  } as const;
  return {
    deserialize: (kind, xml) => {
      const response = responses[kind];
      const envelope = readSoapEnvelope<unknown>(xml, (ns, local) =>
        ns === namespace && local === response.local ? response.type : undefined,
      );
      if (envelope.body === undefined) throw new Error(`no ${response.local} in the envelope`);
      return envelope.body.value;
    },
    serialize: (kind, value) => {
      const response = responses[kind];
      return writeSoapEnvelope("1.1", { "": namespace }, (w) =>
        response.write(w, namespace, response.local, value),
      );
    },
  };
}

/**
 * The runtime's streaming mode on a GetMeals envelope: each `meal` (the generated reader) handed to the
 * callback and never collected. The runtime streams documents through `readXmlStream` but has no streaming
 * envelope reader yet, so the envelope is described here with the runtime's own table builders.
 */
function mealStreamOf(generated: GeneratedV15): OursMealStream {
  const namespace = "http://xml.example.net/15/";
  const envelopeNamespace = SOAP_ENVELOPE_NS["1.1"];
  const body = complexType<{ response?: unknown }>({
    ns: envelopeNamespace,
    name: "Body",
    fields: { response: element(namespace, "GetMealsResponse", generated.GetMealsResponse) },
  });
  const envelope = complexType<{ body?: unknown }>({
    ns: envelopeNamespace,
    name: "Envelope",
    fields: { body: element(envelopeNamespace, "Body", body) },
  });
  const root = element(envelopeNamespace, "Envelope", envelope, { required: true });
  return async (chunks, onMeal) => {
    await readXmlStream(chunks, root, {
      streams: [streamItems(namespace, "meal", generated.Meal, onMeal)],
      // The default bounds (32 MB input, 1,000,000 elements) count streamed items too: lift them for 100 MB.
      maxInputSize: Number.MAX_SAFE_INTEGER,
      maxElements: Number.MAX_SAFE_INTEGER,
    });
  };
}

/** Finds what of the generated package exists in the working tree. */
export function loadOurs(): Ours {
  if (v15 === undefined) {
    const reason = "generated/v15 is not committed yet";
    return {
      codec: missing(reason),
      mealStream: missing(reason),
      server: missing(reason),
      client: missing(reason),
    };
  }
  const notEmitted = "generated/v15 has no client, server or service descriptors for the runtime yet";
  return {
    codec: { ok: true, value: codecOf(v15) },
    mealStream: { ok: true, value: mealStreamOf(v15) },
    server: missing(notEmitted),
    client: missing(notEmitted),
  };
}
