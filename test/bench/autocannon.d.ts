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
    readonly average: number;
    readonly p50: number;
    readonly p99: number;
    readonly total: number;
  }
  interface AutocannonResult {
    readonly requests: Histogram;
    readonly latency: Histogram;
    readonly duration: number;
    readonly errors: number;
    readonly timeouts: number;
    readonly non2xx: number;
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
