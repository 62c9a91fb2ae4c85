/** The part of autocannon 8's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  function autocannon(options: autocannon.Options, callback: (error: Error | null, result: autocannon.Result) => void): autocannon.Instance;

  namespace autocannon {
    interface RequestData {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      [key: string]: unknown;
    }

    interface Request extends RequestData {
      /** Called for every request sent (autocannon rebuilds dynamic requests each time). */
      setupRequest?: (request: RequestData, context: Record<string, unknown>) => RequestData | null;
    }

    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      pipelining?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
      requests?: Request[];
    }

    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }

    interface Result {
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      duration: number;
      statusCodeStats?: Record<string, { count: number }>;
    }

    interface Instance {
      stop(): void;
    }
  }

  export = autocannon;
}
