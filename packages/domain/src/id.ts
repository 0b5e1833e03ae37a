/** UUID version 7 (RFC 9562): time-ordered, so ids created by clients (offline too)
 * index well and sort by creation. 48 bits of milliseconds, then a 12-bit counter that
 * keeps ids made in the same millisecond (or with a clock that stepped back) in the
 * order they were made, then random bits. */
let lastMs = -1;
let counter = 0;

function randomBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(n);
  // Web Crypto exists in browsers and in Node: the domain package names no platform types.
  (
    globalThis as unknown as { crypto: { getRandomValues(a: Uint8Array): Uint8Array } }
  ).crypto.getRandomValues(bytes);
  return bytes;
}

export function uuidv7(now: number = Date.now()): string {
  let ms = now;
  if (ms > lastMs) {
    lastMs = ms;
    // Start low in the counter's range so thousands of ids fit in one millisecond.
    counter = (randomBytes(1)[0] ?? 0) & 0x7f;
  } else {
    ms = lastMs;
    counter++;
    if (counter > 0xfff) {
      // Counter exhausted: borrow the next millisecond, as RFC 9562 allows.
      lastMs++;
      ms = lastMs;
      counter = 0;
    }
  }
  const bytes = randomBytes(16);
  let t = ms;
  for (let i = 5; i >= 0; i--) {
    bytes[i] = t % 256;
    t = Math.floor(t / 256);
  }
  bytes[6] = 0x70 | ((counter >> 8) & 0x0f);
  bytes[7] = counter & 0xff;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_RE.test(value);
