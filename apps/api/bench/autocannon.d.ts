// The few autocannon fields the benchmark reads (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
  }
  interface Result {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    /** Called before each request is sent; returns the request to send. */
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Total requests; takes precedence over duration. */
    amount?: number;
    headers?: Record<string, string>;
    requests?: Array<Request>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
