// A folder of SEC filings as a real one looks: made from the real filings in fixtures/form4 with distinct
// issuers, owners and accession numbers; 3 % of the files duplicates (the same filing under another name),
// 2 % amendments with their originals, 1 % broken XML. bench/import.ts and form4-folder.test.ts.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const FIXTURES = new URL('./fixtures/form4/', import.meta.url).pathname;
const AMENDMENT = 'sec-sample_form4a_AMENDMENT_fictional.xml';
const originals = readdirSync(FIXTURES)
  .filter((name) => name.endsWith('.xml') && name !== AMENDMENT)
  .map((name) => readFileSync(join(FIXTURES, name), 'utf8'));
const amendment = readFileSync(join(FIXTURES, AMENDMENT), 'utf8');

const accession = (n: number) => `0009999999-26-${String(n).padStart(6, '0')}`;
const ticker = (n: number) =>
  `Z${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}`;
/** The n-th filing: issuer n % 300 (so issuers repeat, as in a real folder), owners of their own. */
function variant(xml: string, n: number): string {
  let owner = 0;
  return xml
    .replace(/<issuerCik>[^<]*</, `<issuerCik>${String(7_000_000 + (n % 300)).padStart(10, '0')}<`)
    .replace(/<issuerTradingSymbol>[^<]*</, `<issuerTradingSymbol>${ticker(n % 300)}<`)
    .replace(/<issuerName>[^<]*</, `<issuerName>Bench Issuer ${n % 300} Inc.<`)
    .replace(/<rptOwnerCik>[^<]*</g, () => `<rptOwnerCik>${String(8_000_000 + n * 10 + owner++).padStart(10, '0')}<`);
}

/** Writes `total` files into `dir`; returns how many distinct filings and broken files they hold. */
export function writeForm4Folder(dir: string, total: number): { filings: number; broken: number } {
  mkdirSync(join(dir, 'copies'));
  const duplicates = Math.round(total * 0.03);
  const pairs = Math.round(total * 0.01); // an original and its amendment: 2 % of the files
  const broken = Math.round(total * 0.01);
  const plain = total - duplicates - 2 * pairs - broken;
  for (let n = 0; n < plain; n += 1) {
    const xml = variant(originals[n % originals.length]!, n);
    writeFileSync(join(dir, `f${n}_${accession(n)}.xml`), xml);
    if (n < duplicates) writeFileSync(join(dir, 'copies', `copy${n}_${accession(n)}.xml`), xml);
  }
  for (let p = 0; p < pairs; p += 1) {
    const n = plain + p;
    const amended = variant(amendment, n);
    const original = amended
      .replace('<documentType>4/A<', '<documentType>4<')
      .replace(/<dateOfOriginalSubmission>[^<]*<\/dateOfOriginalSubmission>/, '')
      .replace(/<signatureDate>[^<]*</g, '<signatureDate>2003-03-01<');
    writeFileSync(join(dir, `o${p}_${accession(n)}.xml`), original);
    writeFileSync(join(dir, `z${p}_${accession(n + pairs)}.xml`), amended);
  }
  for (let b = 0; b < broken; b += 1)
    writeFileSync(join(dir, `broken${b}.xml`), originals[b % originals.length]!.slice(0, 700 + b * 37));

  return { filings: plain + 2 * pairs, broken };
}
