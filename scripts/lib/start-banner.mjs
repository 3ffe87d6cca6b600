// What `npm start` prints once the server listens: where to open the app, in plain words, and
// the embedded defaults it runs on with the variable that switches each (the server logs both
// as JSON lines; scripts/start.mjs picks them out of its output).

/** Hosts that mean this machine: opened as localhost, the address a browser here can reach. */
const THIS_MACHINE = new Set(['0.0.0.0', '::', '127.0.0.1', '::1', 'localhost']);

/** The address to open for the server's `http://{HOST}:{port}` (HOST may be an IPv6 address). */
export function addressToOpen(url) {
  const match = /^(https?):\/\/(.+):(\d+)$/.exec(url);
  if (!match) return url;
  const [, scheme, host, port] = match;
  const name = THIS_MACHINE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `${scheme}://${name}:${port}`;
}

/** The banner's lines for the server's `listening` URL and its `embedded defaults in use`. */
export function startBanner(url, embedded = []) {
  const lines = ['', `Open ${addressToOpen(url)} in your browser.`];
  if (embedded.length > 0) {
    lines.push('Running on embedded defaults (docs/operations.md explains each):');
    for (const entry of embedded) {
      lines.push(`  ${entry.capability}: ${entry.inUse}; set ${entry.switchWith} to switch.`);
    }
  }
  lines.push('');
  return lines.join('\n');
}

/** A JSON log line's record, or null for any other line. */
export function parseLogLine(line) {
  if (!line.startsWith('{')) return null;
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}
