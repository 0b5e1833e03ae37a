import { createHash } from 'node:crypto';

/** A stable UUID for a demo record key, so demo ids are the same on every machine. */
export function demoId(key: string): string {
  const h = createHash('sha256').update(`dawa-demo:${key}`).digest('hex');
  const variant = ((parseInt(h.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
