// Load generator of `npm run bench:api`, in a child process: the client's own work (writing requests,
// parsing answers) runs on its own event loop, as it would on another machine, instead of sharing the
// server's. (Not a worker thread: autocannon behaves differently inside one.) The parent sends
// { url, connections, duration, amount?, headers?, paths: string[], sharedCursor? } and gets the result.
import autocannon from 'autocannon';

const { url, connections, duration, amount, headers, paths, sharedCursor } = await new Promise((resolve) =>
  process.once('message', resolve),
);
let cursor = 0;
const requests = sharedCursor
  ? // One cursor for all connections: every request takes the next path (a list per connection would
    // repeat each path once per connection).
    [{ method: 'GET', setupRequest: (request) => ({ ...request, path: paths[cursor++ % paths.length] }) }]
  : paths.map((path) => ({ method: 'GET', path }));
const result = await autocannon({ url, connections, duration, ...(amount ? { amount } : {}), headers, requests });
process.send({
  latency: { p50: result.latency.p50, p99: result.latency.p99 },
  requests: { average: result.requests.average, total: result.requests.total },
  failed: result.non2xx + result.errors + result.timeouts,
});
process.disconnect();
