// autocannon ships no type declarations; this declares the part of its programmatic API the benchmark uses.
declare module "autocannon" {
  interface AutocannonOptions {
    readonly url: string;
    readonly connections: number;
    readonly duration: number;
    readonly method: "GET" | "POST";
    readonly headers: Readonly<Record<string, string>>;
    readonly body: string;
  }
  interface Histogram {
    readonly total: number;
  }
  interface AutocannonResult {
    readonly requests: Histogram;
    readonly duration: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
  }
  /** The running load: settles with the result, and reports each response as it comes. */
  interface AutocannonInstance extends PromiseLike<AutocannonResult> {
    on(
      event: "response",
      listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void,
    ): this;
  }
  function autocannon(options: AutocannonOptions): AutocannonInstance;
  export default autocannon;
}
