// Load generator of bench/search.ts, in a child process like load-process.mjs, but every request comes
// from a client address of its own (X-Forwarded-For, the app trusting its proxy): the per-address search
// limit (20/s) is not what is measured. The parent sends { url, connections, duration, amount?, paths }.
import autocannon from 'autocannon';

const { url, connections, duration, amount, paths } = await new Promise((resolve) => process.once('message', resolve));
let cursor = 0;
const requests = [
  {
    method: 'GET',
    setupRequest: (request) => {
      const n = cursor++;
      return {
        ...request,
        path: paths[n % paths.length],
        headers: { ...request.headers, 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      };
    },
  },
];
const result = await autocannon({ url, connections, duration, ...(amount ? { amount } : {}), requests });
process.send({
  latency: { p50: result.latency.p50, p99: result.latency.p99 },
  requests: { average: result.requests.average, total: result.requests.total },
  failed: result.non2xx + result.errors + result.timeouts,
});
process.disconnect();
