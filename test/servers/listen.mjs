// Starts a node:http server on host:port (0 = any free port) and describes it the way the test
// servers return themselves: its URL, port, the server, and a close() that also ends idle sockets.

/**
 * @param {import('node:http').Server} server
 * @param {{ port: number, host: string, backlog?: number }} options
 * @returns {Promise<{ url: string, port: number, server: import('node:http').Server, close: () => Promise<void> }>}
 */
export async function listen(server, { port, host, backlog }) {
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host, ...(backlog ? { backlog } : {}) }, () => {
      server.off('error', reject);
      resolve(undefined);
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${actualPort}`,
    port: actualPort,
    server,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
