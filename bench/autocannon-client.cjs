'use strict';

/**
 * autocannon's setupClient hook for the read loads (bench/lib.ts).
 *
 * autocannon 9 appends every response body to a string, for its verifyBody and expectBody options,
 * which the bench does not use. For a Brotli answer that means decoding ~126 KB of binary as UTF-8 on
 * every response: 1.5 ms of client CPU, on the same two cores as the server. One client thread then
 * tops out at ~640 answers a second, and with two threads the bare reference's p99 was 29-35 ms:
 * the figure measured the load generator, not the server. The body is still received, parsed and
 * counted (bytes, status codes); it is only no longer turned into a string nobody reads.
 */
module.exports = function setupClient(client) {
  const queue = client.pipelinedRequests;
  if (!queue || typeof queue.addBody !== 'function') {
    throw new Error('autocannon internals changed: bench/autocannon-client.cjs needs updating');
  }
  queue.addBody = function skipBody() {};
};
