// A build step: every asset worth compressing gets asset.br and asset.gz beside it, which the
// server sends to browsers that accept them (@fastify/static preCompressed; decision 0018). Done
// once at build time, at the highest levels, instead of on every request.
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt)$/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 1024;

export function compressFile(file: string): void {
  const body = fs.readFileSync(file);
  if (body.length < MIN_BYTES) return;
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'dawa-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (COMPRESSIBLE.test(fileName)) compressFile(path.join(outDir, fileName));
      }
    },
  };
}
