import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { compressFile } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function write(name: string, body: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-precompress-'));
  dirs.push(dir);
  const file = path.join(dir, name);
  fs.writeFileSync(file, body);
  return file;
}

describe('compressFile', () => {
  it('writes brotli and gzip copies beside an asset, which read back to it', () => {
    const body = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"r${i}"`).join(',')}];`;
    const file = write('app-1.js', body);
    compressFile(file);
    expect(brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(body);
    expect(gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(body);
    expect(fs.statSync(`${file}.br`).size).toBeLessThan(body.length);
  });
  it('leaves small files alone: headers would outweigh the saving', () => {
    const file = write('tiny.js', 'console.log(1)');
    compressFile(file);
    expect(fs.existsSync(`${file}.br`)).toBe(false);
    expect(fs.existsSync(`${file}.gz`)).toBe(false);
  });
});
