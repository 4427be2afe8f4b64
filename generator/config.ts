import { readFile } from "node:fs/promises";
import path from "node:path";

/** One interface version: its namespace, entry WSDLs and the package generated for it. */
export interface InterfaceVersion {
  /** Version label as it appears in paths, e.g. `15`. */
  readonly version: string;
  /** Target namespace of every WSDL and XSD of this version. */
  readonly namespace: string;
  /** npm package name of the generated package. */
  readonly packageName: string;
  /** Folder of the package under `generated/`. */
  readonly directory: string;
  /** Entry WSDL files, relative to the schema root. */
  readonly wsdl: readonly string[];
  /** Which operation parameters carry credentials (the file's top-level `credentials`). */
  readonly credentials: CredentialParameters;
  /**
   * What the package's README and description say it binds, where that is not `interface version <version>`: the
   * file a package generated from files was read from.
   */
  readonly title?: string;
}

/** Parameters (request members, by XML local name) that carry the caller's credentials. */
export interface CredentialParameters {
  /** Handed to the server's authentication hook and the handler context. */
  readonly parameters: readonly string[];
  /** Of those, the ones never written to an error message or a log (passwords). */
  readonly secret: readonly string[];
}

/** The generator's configuration, read from `schema/interfaces.json`. */
export interface GeneratorConfig {
  /** Absolute path of the schema root (`schema/`). */
  readonly schemaRoot: string;
  /** Interface versions in file order. */
  readonly interfaces: readonly InterfaceVersion[];
}

/** Name of the configuration file inside the schema root. */
export const configFileName = "interfaces.json";

/** Reads and checks `interfaces.json`; throws an Error naming the file and the bad field. */
export async function readConfig(schemaRoot: string): Promise<GeneratorConfig> {
  const file = path.join(schemaRoot, configFileName);
  const raw: unknown = JSON.parse(await readFile(file, "utf8"));
  const list = (raw as { interfaces?: unknown }).interfaces;
  if (!Array.isArray(list)) throw new Error(`${file}: "interfaces" must be an array`);
  const credentials = readCredentials(file, (raw as { credentials?: unknown }).credentials);
  const interfaces = list.map((entry: unknown, index): InterfaceVersion => {
    const field = (name: string): unknown => (entry as Record<string, unknown>)[name];
    const text = (name: string): string => {
      const value = field(name);
      if (typeof value !== "string" || value === "")
        throw new Error(`${file}: interfaces[${index}].${name} must be a non-empty string`);
      return value;
    };
    const wsdl = field("wsdl");
    if (!Array.isArray(wsdl) || wsdl.length === 0 || !wsdl.every((item) => typeof item === "string"))
      throw new Error(`${file}: interfaces[${index}].wsdl must be a non-empty array of paths`);
    return {
      version: text("version"),
      namespace: text("namespace"),
      packageName: text("package"),
      directory: text("directory"),
      wsdl: wsdl as string[],
      credentials,
    };
  });
  return { schemaRoot: path.resolve(schemaRoot), interfaces };
}

function readCredentials(file: string, raw: unknown): CredentialParameters {
  if (raw === undefined) return { parameters: [], secret: [] };
  const names = (field: "parameters" | "secret"): string[] => {
    const value = (raw as Record<string, unknown>)[field] ?? [];
    if (!Array.isArray(value) || !value.every((item) => typeof item === "string"))
      throw new Error(`${file}: credentials.${field} must be an array of parameter names`);
    return value as string[];
  };
  const parameters = names("parameters");
  const secret = names("secret");
  const stray = secret.find((name) => !parameters.includes(name));
  if (stray !== undefined)
    throw new Error(`${file}: credentials.secret names "${stray}", which is not in credentials.parameters`);
  return { parameters, secret };
}

/** Default schema root: `schema/` beside `generator/`. */
export const defaultSchemaRoot = path.resolve(import.meta.dirname, "..", "schema");
