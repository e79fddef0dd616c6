// A free localhost port, for the tests, benchmarks and scripts that start a
// server (Redis, the app's preview). Plain JavaScript with its types beside it
// (free-port.d.mts), so that scripts/*.mjs, which Node 20 runs without a
// TypeScript loader, import the same helper as the tests.
import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nothing listened on a moment ago: the system's pick, let go at once. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    // Never what keeps a process alive if the caller gives up on the port.
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
