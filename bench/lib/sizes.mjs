/** Byte sizes: minified (as written), gzip -9 and brotli (max quality), all from node:zlib. */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * @param {Buffer | string} content
 * @returns {{ min: number, gzip: number, brotli: number }}
 */
export function measure(content) {
  const buffer = Buffer.isBuffer(content) ? content : Buffer.from(content);
  return {
    min: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
    }).length,
  };
}

/** Sums sizes field by field. */
export function sum(sizes) {
  return sizes.reduce((a, s) => ({ min: a.min + s.min, gzip: a.gzip + s.gzip, brotli: a.brotli + s.brotli }), { min: 0, gzip: 0, brotli: 0 });
}

/** 1 decimal KB (1 KB = 1024 bytes, as in bench/budgets.json). */
export const kb = (bytes) => (bytes / 1024).toFixed(1);
