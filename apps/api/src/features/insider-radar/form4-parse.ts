// SEC ownership documents (Forms 3, 4, 5 and their amendments) → one filing with its owners and deals.
//
// The XML is read with fast-xml-parser, a maintained, dependency-free parser (no native build, no
// DOM), rather than by hand: ownership documents come with CRLF or LF, entities (&amp;), CDATA,
// attributes on <footnoteId id="F1"/>, empty elements, `1`/`true` booleans, and schema versions from
// X0203 to X0508; a hand-written reader gets one of those wrong sooner or later. Every value is kept
// as the text filed (no number conversion by the parser: CIKs keep their leading zeros, shares their
// fractions), and converted here field by field.
import { createHash } from 'node:crypto';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export type Form4Code = string;

export interface ParsedOwner {
  cik: string;
  /** As filed ("COOK TIMOTHY D"); the SEC's own sample gives owners by CIK only, then the CIK stands in. */
  name: string;
  isDirector: boolean;
  isOfficer: boolean;
  officerTitle: string | null;
  isTenPercentOwner: boolean;
  isOther: boolean;
  otherText: string | null;
}

export interface ParsedDeal {
  /** Position of the transaction in the document (non-derivative rows first, then derivative): its key within the filing. */
  seq: number;
  derivative: boolean;
  securityTitle: string;
  /** Transaction code as filed: P, S, A, M, F, G, C, X, D, J… */
  code: Form4Code;
  acquiredDisposed: 'A' | 'D';
  /** Decimal text, fractions kept. */
  shares: string;
  /** Decimal text; null when the filing gives no value (missing, or a footnote only): unknown, never 0. */
  price: string | null;
  /** shares × price (4 decimals), null with an unknown price. */
  value: string | null;
  tradeDate: string;
  /** Holdings after the transaction (decimal text), null when not given. */
  holdingsAfter: string | null;
  ownership: 'D' | 'I';
  natureOfOwnership: string | null;
  /** Rule 10b5-1 plan: the filing's checkbox (X0508 on), or the wording of the row's footnotes or the remarks (older filings). */
  plan10b51: boolean;
}

export interface ParsedFiling {
  /** EDGAR accession number (from the submission header or the file name), null when neither has one. */
  accession: string | null;
  /** What makes the filing itself: the accession number, else a digest of its XML (so re-importing the same file is recognised). */
  key: string;
  documentType: string;
  isAmendment: boolean;
  /** dateOfOriginalSubmission of an amendment. */
  originalFiledAt: string | null;
  periodOfReport: string | null;
  /** Header's FILED AS OF DATE, else the latest signature date, else the period of report. */
  filedAt: string;
  issuer: { cik: string; name: string; ticker: string };
  owners: ParsedOwner[];
  deals: ParsedDeal[];
}

/** A file that is not an ownership document we can read: its reason goes into the import summary. */
export class Form4ParseError extends Error {}

const ARRAYS = new Set([
  'reportingOwner',
  'nonDerivativeTransaction',
  'derivativeTransaction',
  'nonDerivativeHolding',
  'derivativeHolding',
  'footnote',
  'footnoteId',
  'ownerSignature',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  isArray: (name) => ARRAYS.has(name),
});

type Node = Record<string, unknown>;

const ACCESSION = /(?<!\d)(\d{10}-\d{2}-\d{6})(?!\d)/;

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function child(node: unknown, name: string): unknown {
  return isNode(node) ? node[name] : undefined;
}

function list(node: unknown, name: string): Node[] {
  const value = child(node, name);
  return Array.isArray(value) ? value.filter(isNode) : [];
}

/** Text of an element: plain, or the #text of one with attributes; '' for empty or absent. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (isNode(value) && '#text' in value) return textOf(value['#text']);
  return '';
}

/** `<x><value>…</value><footnoteId/></x>`, the shape of most fields: the value's text. */
function valueOf(node: unknown, name: string): string {
  const element = child(node, name);
  return isNode(element) ? textOf(element.value) : textOf(element);
}

function flag(text: string): boolean {
  const t = text.toLowerCase();
  return t === '1' || t === 'true';
}

/** A decimal as filed ("1,234.50" and "0005" accepted), normalised; null when empty or not a number. */
function decimal(text: string): string | null {
  const t = text.replace(/,/g, '').trim();
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(t)) return null;
  const n = Number(t);
  if (!Number.isFinite(n)) return null;
  // Keep the filed digits (fractions of shares are kept), without leading zeros.
  const [whole = '0', fraction] = t.replace(/^-/, '').split('.');
  const sign = t.startsWith('-') ? '-' : '';
  const digits = whole.replace(/^0+(?=\d)/, '') || '0';
  return fraction && /[1-9]/.test(fraction) ? `${sign}${digits}.${fraction.replace(/0+$/, '')}` : `${sign}${digits}`;
}

function isoDate(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(text.trim());
  return m ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** Every footnote id referenced anywhere inside an element. */
function footnoteIds(node: unknown, into: Set<string> = new Set()): Set<string> {
  if (Array.isArray(node)) for (const item of node) footnoteIds(item, into);
  else if (isNode(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'footnoteId')
        for (const ref of Array.isArray(value) ? value : [value]) {
          const id = child(ref, '@id');
          if (typeof id === 'string') into.add(id);
        }
      else footnoteIds(value, into);
    }
  }
  return into;
}

/** Wording of a footnote or remark saying the transaction was made under a Rule 10b5-1 plan. */
const PLAN_WORDING = /10b5-1/i;
const NEGATED_PLAN_WORDING = /\bnot\b[^.]{0,60}10b5-1/i;

function mentionsPlan(text: string): boolean {
  return PLAN_WORDING.test(text) && !NEGATED_PLAN_WORDING.test(text);
}

/** The ownership document inside a full EDGAR submission (.txt: SGML header, then <XML> blocks). */
function extractXml(content: string): { xml: string; header: string | null } {
  const trimmed = content.replace(/^\uFEFF/, '').trimStart();
  if (!/^<SEC-DOCUMENT>|^<SEC-HEADER>|<XML>/i.test(trimmed.slice(0, 2000)) && trimmed.startsWith('<'))
    return { xml: trimmed, header: null };
  const header = /<SEC-HEADER>([\s\S]*?)<\/SEC-HEADER>/i.exec(content)?.[1] ?? null;
  for (const block of content.matchAll(/<XML>([\s\S]*?)<\/XML>/gi)) {
    const xml = block[1]!.trim();
    if (/<ownershipDocument[\s>]/.test(xml)) return { xml, header };
  }
  throw new Form4ParseError('нет документа о владении (<ownershipDocument>) в файле');
}

function headerField(header: string | null, name: string): string | null {
  if (!header) return null;
  const m = new RegExp(`^\\s*${name}:\\s*(.+)$`, 'mi').exec(header);
  return m ? m[1]!.trim() : null;
}

function parseOwner(node: Node): ParsedOwner {
  const id = child(node, 'reportingOwnerId');
  const rel = child(node, 'reportingOwnerRelationship');
  const cik = textOf(child(id, 'rptOwnerCik'));
  if (!cik) throw new Form4ParseError('у владельца нет CIK (rptOwnerCik)');
  const officerTitle = textOf(child(rel, 'officerTitle')) || null;
  const otherText = textOf(child(rel, 'otherText')) || null;
  return {
    cik,
    name: textOf(child(id, 'rptOwnerName')) || `CIK ${cik}`,
    isDirector: flag(textOf(child(rel, 'isDirector'))),
    isOfficer: flag(textOf(child(rel, 'isOfficer'))),
    officerTitle,
    isTenPercentOwner: flag(textOf(child(rel, 'isTenPercentOwner'))),
    isOther: flag(textOf(child(rel, 'isOther'))),
    otherText,
  };
}

function multiply(shares: string, price: string): string {
  return (Math.round(Number(shares) * Number(price) * 10_000) / 10_000).toFixed(4).replace(/\.?0+$/, '');
}

/**
 * Reads one file's text. `fileName` gives the accession number when the content has none (EDGAR
 * names ownership files after it). Throws Form4ParseError with a Russian reason for anything that is
 * not a readable ownership document.
 */
export function parseOwnershipFile(content: string, fileName = ''): ParsedFiling {
  const { xml, header } = extractXml(content);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Form4ParseError(`неверный XML: ${valid.err.msg} (строка ${valid.err.line})`);
  const doc = child(parser.parse(xml), 'ownershipDocument');
  if (!isNode(doc)) throw new Form4ParseError('нет элемента ownershipDocument');

  const documentType = textOf(doc.documentType);
  if (!/^[345](\/A)?$/.test(documentType)) throw new Form4ParseError(`неизвестный тип документа «${documentType}»`);
  const issuerNode = doc.issuer;
  const issuer = {
    cik: textOf(child(issuerNode, 'issuerCik')),
    name: textOf(child(issuerNode, 'issuerName')),
    ticker: textOf(child(issuerNode, 'issuerTradingSymbol')).toUpperCase(),
  };
  if (!issuer.cik) throw new Form4ParseError('нет CIK эмитента (issuerCik)');
  if (!issuer.ticker) throw new Form4ParseError('нет тикера эмитента (issuerTradingSymbol)');
  if (!issuer.name) issuer.name = issuer.ticker;

  const owners = list(doc, 'reportingOwner').map(parseOwner);
  if (owners.length === 0) throw new Form4ParseError('нет отчитывающихся лиц (reportingOwner)');

  const footnotes = new Map<string, string>();
  for (const note of list(doc.footnotes, 'footnote')) {
    const id = child(note, '@id');
    if (typeof id === 'string') footnotes.set(id, textOf(note));
  }
  const checkbox = flag(textOf(doc.aff10b5One));
  const remarksPlan = mentionsPlan(textOf(doc.remarks));
  const periodOfReport = isoDate(textOf(doc.periodOfReport));

  const deals: ParsedDeal[] = [];
  const tables: Array<[boolean, Node[]]> = [
    [false, list(doc.nonDerivativeTable, 'nonDerivativeTransaction')],
    [true, list(doc.derivativeTable, 'derivativeTransaction')],
  ];
  for (const [derivative, rows] of tables) {
    for (const row of rows) {
      const seq = deals.length + 1;
      const where = `${derivative ? 'производная' : 'непроизводная'} сделка ${seq}`;
      const amounts = row.transactionAmounts;
      const code = textOf(child(row.transactionCoding, 'transactionCode')).toUpperCase();
      if (!/^[A-Z]$/.test(code)) throw new Form4ParseError(`${where}: нет кода сделки`);
      const shares =
        decimal(valueOf(amounts, 'transactionShares')) ??
        (derivative ? decimal(valueOf(row.underlyingSecurity, 'underlyingSecurityShares')) : null);
      if (shares === null) throw new Form4ParseError(`${where}: нет количества бумаг`);
      const tradeDate = isoDate(valueOf(row, 'transactionDate'));
      if (!tradeDate) throw new Form4ParseError(`${where}: нет даты сделки`);
      const ad = valueOf(amounts, 'transactionAcquiredDisposedCode').toUpperCase();
      if (ad !== 'A' && ad !== 'D') throw new Form4ParseError(`${where}: нет признака приобретения/отчуждения`);
      const price = decimal(valueOf(amounts, 'transactionPricePerShare'));
      const post = row.postTransactionAmounts;
      const ownership = valueOf(row.ownershipNature, 'directOrIndirectOwnership').toUpperCase() === 'I' ? 'I' : 'D';
      const ownFootnotes = [...footnoteIds(row)].map((id) => footnotes.get(id) ?? '');
      deals.push({
        seq,
        derivative,
        securityTitle: valueOf(row, 'securityTitle'),
        code,
        acquiredDisposed: ad,
        shares,
        price,
        value: price === null ? null : multiply(shares, price),
        tradeDate,
        holdingsAfter: decimal(valueOf(post, 'sharesOwnedFollowingTransaction')),
        ownership,
        natureOfOwnership: valueOf(row.ownershipNature, 'natureOfOwnership') || null,
        plan10b51: checkbox || remarksPlan || ownFootnotes.some(mentionsPlan),
      });
    }
  }

  const signatureDates = list(doc, 'ownerSignature')
    .map((s) => isoDate(textOf(s.signatureDate)))
    .filter((d): d is string => d !== null)
    .sort();
  const filedHeader = headerField(header, 'FILED AS OF DATE');
  const filedAt =
    (filedHeader && /^\d{8}$/.test(filedHeader)
      ? `${filedHeader.slice(0, 4)}-${filedHeader.slice(4, 6)}-${filedHeader.slice(6, 8)}`
      : null) ??
    signatureDates.at(-1) ??
    periodOfReport;
  if (!filedAt) throw new Form4ParseError('нет даты подачи (подписи или отчётного периода)');

  const accession =
    headerField(header, 'ACCESSION NUMBER')?.match(ACCESSION)?.[1] ?? ACCESSION.exec(fileName)?.[1] ?? null;
  const isAmendment = documentType.endsWith('/A');
  return {
    accession,
    key: accession ?? `sha256:${createHash('sha256').update(xml).digest('hex').slice(0, 32)}`,
    documentType,
    isAmendment,
    originalFiledAt: isAmendment ? isoDate(textOf(doc.dateOfOriginalSubmission)) : null,
    periodOfReport,
    filedAt,
    issuer,
    owners,
    deals,
  };
}
