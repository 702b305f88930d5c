// The port `npm run serve` and `npm run dev` listen on: PORT, or their default. Plain JavaScript,
// for scripts/dev.mjs, which runs without a TypeScript loader; its types are in ./port.d.mts.

/**
 * `value` (PORT) as a port, `fallback` when it is unset or empty; a value that is not a whole
 * number from 0 to 65535 is the user's mistake: its message alone and exit 1, rather than Node's
 * stack trace from the listening socket.
 */
export function portOrExit(value, fallback) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (/^\d+$/.test(value.trim()) && port <= 65535) return port;
  console.error(`PORT must be a whole number from 0 to 65535 (it is ${JSON.stringify(value)}); 0 picks a free one.`);
  process.exit(1);
}
