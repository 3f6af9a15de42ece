// pg_trgm's similarity() of single words, computed the way PostgreSQL computes it, so the in-process
// search index (search-index.ts) picks the same typo candidates as `token % word` ORDER BY similarity.

/** Characters whose pg_trgm treatment (a word character, already lower case) is known; others go to the database. */
export const TRIGRAM_SAFE_WORD = /^[0-9a-zа-яё]+$/;

/** The standard CRC-32 table (reflected polynomial 0xEDB88320), pg_crc32_table in PostgreSQL. */
const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

const encoder = new TextEncoder();

/**
 * A trigram as pg_trgm stores it (compact_trigram): its three bytes when it is three bytes long, else
 * the low three bytes of the "legacy" CRC-32 (the reflected table run MSB-first) of its UTF-8 bytes.
 */
function compact(bytes: Uint8Array): number {
  if (bytes.length === 3) return (bytes[0]! << 16) | (bytes[1]! << 8) | bytes[2]!;
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]! ^ (crc << 8)) >>> 0;
  crc = (crc ^ 0xffffffff) >>> 0;
  // Copied from memory (little-endian): byte 0 is the lowest.
  return ((crc & 0xff) << 16) | (((crc >>> 8) & 0xff) << 8) | ((crc >>> 16) & 0xff);
}

/** The distinct trigrams of one word (padded with two spaces before and one after), sorted. */
export function wordTrigrams(word: string): Int32Array {
  const chars = [' ', ' ', ...word, ' '];
  const set = new Set<number>();
  for (let i = 0; i + 3 <= chars.length; i += 1)
    set.add(compact(encoder.encode(chars[i]! + chars[i + 1]! + chars[i + 2]!)));
  return Int32Array.from(set).sort();
}

/** similarity(a, b) of pg_trgm (shared / (|a| + |b| − shared), in float4) from sorted trigram sets. */
export function trigramSimilarity(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 || b.length === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i]! < b[j]!) i += 1;
    else if (a[i]! > b[j]!) j += 1;
    else {
      shared += 1;
      i += 1;
      j += 1;
    }
  }
  return Math.fround(Math.fround(shared) / Math.fround(a.length + b.length - shared));
}
