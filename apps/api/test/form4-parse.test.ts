import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Form4ParseError, parseOwnershipFile } from '../src/features/insider-radar/form4-parse';

const DIR = new URL('./fixtures/form4/', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, DIR), 'utf8');
const parse = (name: string) => parseOwnershipFile(read(name), name);

/** Per deal: code, acquired/disposed, shares, price (null: unknown), Rule 10b5-1 plan, derivative table. */
type Row = [code: string, ad: 'A' | 'D', shares: string, price: string | null, plan10b51: boolean, derivative: boolean];

/**
 * Every fixture with what it must give, written out from the filings (see fixtures/form4/README.md):
 * holdings rows are not deals; a price given only as a footnote, or not at all, is null, never 0.
 */
const EXPECTED: Record<
  string,
  { documentType: string; accession: string | null; filedAt: string; ticker: string; owners: string[]; deals: Row[] }
> = {
  'aapl_cook_2019-08_M_F_S.xml': {
    documentType: '4',
    accession: null,
    filedAt: '2019-08-27',
    ticker: 'AAPL',
    owners: ['COOK TIMOTHY D'],
    deals: [
      ['M', 'A', '560000', null, false, false],
      ['F', 'D', '294840', '202.64', false, false],
      ['S', 'D', '129555', '205.75', true, false],
      ['S', 'D', '132113', '206.55', true, false],
      ['S', 'D', '3492', '207.13', true, false],
      ['M', 'D', '560000', null, false, true],
    ],
  },
  'afrm_0001209191-21-003765_P.xml': {
    documentType: '4',
    accession: '0001209191-21-003765',
    filedAt: '2021-01-15',
    ticker: 'AFRM',
    owners: ['Rabois Keith'],
    deals: [['P', 'A', '75000', '49', false, false]],
  },
  'air_0001127602-25-001055_S.fulltext.txt': {
    documentType: '4',
    accession: '0001127602-25-001055',
    filedAt: '2025-01-10',
    ticker: 'AIR',
    owners: ['Garascia Jessica A.'],
    deals: [['S', 'D', '1500', '66.903', false, false]],
  },
  'arwr_0001242615-25-000006_S_10b5-1.xml': {
    documentType: '4',
    accession: '0001242615-25-000006',
    filedAt: '2025-12-23',
    ticker: 'ARWR',
    owners: ['OLUKOTUN ADEOYE Y'],
    deals: [
      ['S', 'D', '3090', '66.7', true, false],
      ['S', 'D', '6083', '68.04', true, false],
      ['S', 'D', '827', '68.48', true, false],
    ],
  },
  'aur_0000899243-21-043382_A_M_D_J.xml': {
    documentType: '4',
    accession: '0000899243-21-043382',
    filedAt: '2021-11-05',
    ticker: 'AUR',
    owners: ['Hoffman Reid'],
    deals: [
      ['A', 'A', '1000000', '10', false, false],
      ['M', 'A', '6883086', null, false, false],
      ['A', 'A', '674719', null, false, false],
      ['D', 'D', '17434414', null, false, true],
      ['M', 'D', '6883086', null, false, true],
      ['J', 'A', '8900000', '2.5', false, true],
      ['A', 'A', '782088', null, false, true],
      ['A', 'A', '25374548', null, false, true],
      ['A', 'A', '1409699', null, false, true],
      ['A', 'A', '1409699', null, false, true],
    ],
  },
  'bdx_0001628280-25-058843_S_remarks.xml': {
    documentType: '4',
    accession: '0001628280-25-058843',
    filedAt: '2025-12-29',
    ticker: 'BDX',
    owners: ['Feld Michael'],
    deals: [['S', 'D', '74', '196.08', true, false]],
  },
  'betr_0001493152-25-009612_C_8owners.fulltext.txt': {
    documentType: '4',
    accession: '0001493152-25-009612',
    filedAt: '2025-03-07',
    ticker: 'BETR',
    owners: [
      'SOFTBANK GROUP CORP.',
      'SB Global Advisers Ltd',
      'SOFTBANK VISION FUND II-2 L.P.',
      'SVF II Aggregator (Jersey) L.P.',
      'SVF II Holdings (DE) LLC',
      'SVF II Beaver (DE) LLC',
      'Silver Brick Management PTE. LTD.',
      'SB Management Ltd',
    ],
    deals: [
      ['C', 'A', '628553', null, false, false],
      ['C', 'D', '628553', '0', false, true],
    ],
  },
  'goog_0001127602-15-028697_C_S.xml': {
    documentType: '4',
    accession: '0001127602-15-028697',
    filedAt: '2015-10-05',
    ticker: 'GOOG',
    owners: ['Brin Sergey'],
    deals: [
      ['C', 'A', '16670', '0', true, false],
      ['S', 'D', '532', '634.4608', true, false],
      ['S', 'D', '1664', '635.5491', true, false],
      ['S', 'D', '1844', '636.4088', true, false],
      ['S', 'D', '1604', '637.6509', true, false],
      ['S', 'D', '1399', '638.4668', true, false],
      ['S', 'D', '692', '639.6509', true, false],
      ['S', 'D', '913', '640.895', true, false],
      ['S', 'D', '258', '643.0848', true, false],
      ['S', 'D', '200', '645.2954', true, false],
      ['S', 'D', '200', '646.298', true, false],
      ['S', 'D', '300', '647.5612', true, false],
      ['S', 'D', '718', '650.0274', true, false],
      ['S', 'D', '1264', '651.3112', true, false],
      ['S', 'D', '1745', '652.1317', true, false],
      ['S', 'D', '500', '653.195', true, false],
      ['S', 'D', '1630', '655.3495', true, false],
      ['S', 'D', '1207', '656.1295', true, false],
      ['C', 'D', '16670', '0', true, true],
    ],
  },
  'goog_0001209191-22-024552_S_deriv-holdings.xml': {
    documentType: '4',
    accession: '0001209191-22-024552',
    filedAt: '2022-04-15',
    ticker: 'GOOG',
    owners: ['Sergey Brin'],
    deals: [
      ['S', 'D', '400', '2598.325', true, false],
      ['S', 'D', '1010', '2599.5213', true, false],
      ['S', 'D', '500', '2600.452', true, false],
      ['S', 'D', '600', '2601.6983', true, false],
      ['S', 'D', '100', '2603.14', true, false],
      ['S', 'D', '100', '2604.73', true, false],
    ],
  },
  'guts_0000950170-24-012830_C_P_6owners.xml': {
    documentType: '4',
    accession: '0000950170-24-012830',
    filedAt: '2024-02-08',
    ticker: 'GUTS',
    owners: ['Mithril LP', 'Mithril II UGP LLC', 'Mithril II GP LP', 'MITHRIL II LP', 'Mithril GP LP', 'THIEL PETER'],
    deals: [
      ['C', 'A', '5160301', null, false, false],
      ['C', 'A', '918567', null, false, false],
      ['P', 'A', '333333', '15', false, false],
      ['C', 'D', '4025764', null, false, true],
      ['C', 'D', '6502796', null, false, true],
      ['C', 'D', '545450', null, false, true],
      ['C', 'D', '373021', null, false, true],
      ['C', 'D', '1598225', null, false, true],
    ],
  },
  'jblu_0001158463-25-000044_A_rsu.fulltext.txt': {
    documentType: '4',
    accession: '0001158463-25-000044',
    filedAt: '2025-03-12',
    ticker: 'JBLU',
    owners: ['Clements Carol Ann'],
    deals: [['A', 'A', '110474', null, false, true]],
  },
  'lnkd_0001209191-12-022044_C_S_G_2owners.xml': {
    documentType: '4',
    accession: '0001209191-12-022044',
    filedAt: '2012-04-03',
    ticker: 'LNKD',
    owners: ['Hoffman Reid', 'Reid Hoffman & Michelle Yee Living Trust'],
    deals: [
      ['C', 'A', '78667', null, false, false],
      ['S', 'D', '25367', '102.0764', true, false],
      ['S', 'D', '53300', '102.5734', true, false],
      ['C', 'A', '113000', null, false, false],
      ['G', 'D', '113000', '0', false, false],
      ['C', 'D', '78667', '0', false, true],
      ['C', 'D', '113000', '0', false, true],
    ],
  },
  'ntra_0001062993-22-008150_P.xml': {
    documentType: '4',
    accession: '0001062993-22-008150',
    filedAt: '2022-03-18',
    ticker: 'NTRA',
    owners: ['BOTHA ROELOF'],
    deals: [
      ['P', 'A', '26402', '31.9154', false, false],
      ['P', 'A', '85903', '32.5947', false, false],
      ['P', 'A', '40695', '33.4881', false, false],
    ],
  },
  'pltr_0000899243-21-019441_X_F_C.xml': {
    documentType: '4',
    accession: '0000899243-21-019441',
    filedAt: '2021-05-13',
    ticker: 'PLTR',
    owners: ['THIEL PETER'],
    deals: [
      ['C', 'A', '391269', null, true, false],
      ['C', 'A', '125599', null, true, false],
      ['X', 'D', '536445', '0', true, true],
      ['X', 'D', '172201', '0', true, true],
      ['X', 'A', '536445', '6.13', true, true],
      ['F', 'D', '145176', '22.6513', true, true],
      ['X', 'A', '172201', '6.13', true, true],
      ['F', 'D', '46602', '22.6513', true, true],
      ['C', 'D', '391269', '0', true, true],
      ['C', 'D', '125599', '0', true, true],
    ],
  },
  'pmn_0001104659-25-095035_X_P_trust.xml': {
    documentType: '4',
    accession: '0001104659-25-095035',
    filedAt: '2025-09-30',
    ticker: 'PMN',
    owners: ['Jeremy M. Sclar 2012 Irrevocable Family Trust'],
    deals: [
      ['X', 'A', '697674', null, false, false],
      ['X', 'A', '697674', null, false, false],
      ['X', 'A', '697674', null, false, false],
      ['X', 'D', '697674', '0', false, true],
      ['X', 'D', '697674', '0', false, true],
      ['X', 'D', '697674', '0', false, true],
      ['P', 'A', '3139533', null, false, true],
    ],
  },
  'scty_0001181431-12-066021_C_P.xml': {
    documentType: '4',
    accession: '0001181431-12-066021',
    filedAt: '2012-12-18',
    ticker: 'SCTY',
    owners: ['Musk Elon'],
    deals: [
      ['C', 'A', '10491720', null, false, false],
      ['C', 'A', '2897342', null, false, false],
      ['C', 'A', '478871', null, false, false],
      ['C', 'A', '2279826', null, false, false],
      ['C', 'A', '1033592', null, false, false],
      ['C', 'A', '1550384', null, false, false],
      ['P', 'A', '1875000', '8', false, false],
      ['C', 'D', '10491720', null, false, true],
      ['C', 'D', '2897342', null, false, true],
      ['C', 'D', '478871', null, false, true],
      ['C', 'D', '2279826', null, false, true],
      ['C', 'D', '1033592', null, false, true],
      ['C', 'D', '627220', null, false, true],
    ],
  },
  'scwo_374water_2025-04_A_grant.xml': {
    documentType: '4',
    accession: null,
    filedAt: '2025-05-02',
    ticker: 'SCWO',
    owners: ['Melkote Rajesh Ramaswamy'],
    deals: [
      ['A', 'A', '757756', '0', false, false],
      ['A', 'A', '757576', '0', false, true],
    ],
  },
  'sec-sample_form4a_AMENDMENT_fictional.xml': {
    documentType: '4/A',
    accession: null,
    filedAt: '2002-11-24',
    ticker: 'AWI',
    owners: ['CIK 0000343434', 'CIK 1212121212'],
    deals: [
      ['J', 'A', '2000', '0', true, false],
      ['S', 'D', '33333', '0', true, false],
      ['C', 'A', '0', '1001.23', true, true],
    ],
  },
  'snow_0001213900-22-069931_M_S_holdings.xml': {
    documentType: '4',
    accession: '0001213900-22-069931',
    filedAt: '2022-12-14',
    ticker: 'SNOW',
    owners: ['Scarpelli Michael'],
    deals: [
      ['M', 'A', '200000', '8.88', false, false],
      ['S', 'D', '73170', '150.841', false, false],
      ['S', 'D', '74907', '151.814', false, false],
      ['S', 'D', '41986', '152.655', false, false],
      ['S', 'D', '5496', '153.872', false, false],
      ['S', 'D', '4441', '154.76', false, false],
      ['M', 'A', '200000', '0', false, true],
    ],
  },
  'sq_0001062993-23-020702_P_holdings.xml': {
    documentType: '4',
    accession: '0001062993-23-020702',
    filedAt: '2023-11-13',
    ticker: 'SQ',
    owners: ['BOTHA ROELOF'],
    deals: [
      ['P', 'A', '495539', '50.8848', false, false],
      ['P', 'A', '6412', '50.9969', false, false],
      ['P', 'A', '15262', '50.9919', false, false],
      ['P', 'A', '23433', '50.9745', false, false],
    ],
  },
  'tsla_0000899243-22-006240_form5_G.xml': {
    documentType: '5',
    accession: '0000899243-22-006240',
    filedAt: '2022-02-14',
    ticker: 'TSLA',
    owners: ['Musk Elon'],
    deals: [
      ['G', 'D', '2234000', '0', false, false],
      ['G', 'D', '1560000', '0', false, false],
      ['G', 'D', '500000', '0', false, false],
      ['G', 'D', '500000', '0', false, false],
      ['G', 'D', '250000', '0', false, false],
    ],
  },
  'wve_0001193125-25-314736_M_S_A_deriv.xml': {
    documentType: '4',
    accession: '0001193125-25-314736',
    filedAt: '2025-12-10',
    ticker: 'WVE',
    owners: ['Moran Kyle'],
    deals: [
      ['M', 'A', '60000', '2.83', true, false],
      ['S', 'D', '60000', '13.2', true, false],
      ['M', 'A', '100000', '3.14', true, false],
      ['S', 'D', '50000', '15', true, false],
      ['S', 'D', '50000', '13.2', true, false],
      ['M', 'A', '50000', '4.75', true, false],
      ['S', 'D', '50000', '18', true, false],
      ['M', 'A', '36000', '8.17', true, false],
      ['S', 'D', '36', '20.25', true, false],
      ['M', 'A', '50000', '10.48', true, false],
      ['S', 'D', '50000', '20.025', true, false],
      ['A', 'D', '60000', '0', true, true],
      ['A', 'D', '100000', '0', true, true],
      ['A', 'D', '50000', '0', true, true],
      ['A', 'D', '36000', '0', true, true],
      ['A', 'D', '50000', '0', true, true],
    ],
  },
};

describe('Form 4 parser: every fixture', () => {
  it('covers every file of the fixtures folder', () => {
    const files = readdirSync(DIR)
      .filter((name) => name !== 'README.md')
      .sort();
    expect(Object.keys(EXPECTED).sort()).toEqual(files);
  });

  it.each(Object.entries(EXPECTED))('%s', (name, expected) => {
    const filing = parse(name);
    expect(filing.documentType).toBe(expected.documentType);
    expect(filing.accession).toBe(expected.accession);
    expect(filing.filedAt).toBe(expected.filedAt);
    expect(filing.issuer.ticker).toBe(expected.ticker);
    expect(filing.owners.map((owner) => owner.name)).toEqual(expected.owners);
    expect(
      filing.deals.map((d): Row => [d.code, d.acquiredDisposed, d.shares, d.price, d.plan10b51, d.derivative]),
    ).toEqual(expected.deals);
    expect(filing.deals.map((d) => d.seq)).toEqual(expected.deals.map((_, i) => i + 1));
  });
});

describe('Form 4 parser: fields', () => {
  it('a full deal of Tim Cook’s filing: title, dates, value, holdings, direct ownership', () => {
    const filing = parse('aapl_cook_2019-08_M_F_S.xml');
    expect(filing.issuer).toEqual({ cik: '0000320193', name: 'Apple Inc.', ticker: 'AAPL' });
    expect(filing.owners[0]).toMatchObject({
      name: 'COOK TIMOTHY D',
      isDirector: true,
      isOfficer: true,
      officerTitle: 'Chief Executive Officer',
      isTenPercentOwner: false,
    });
    expect(filing.deals[2]).toEqual({
      seq: 3,
      derivative: false,
      securityTitle: 'Common Stock',
      code: 'S',
      acquiredDisposed: 'D',
      shares: '129555',
      price: '205.75',
      value: '26655941.25',
      tradeDate: '2019-08-26',
      holdingsAfter: '990454',
      ownership: 'D',
      natureOfOwnership: null,
      plan10b51: true,
    });
    // RSU vesting: the price is a footnote only, so unknown (and no value), not 0.
    expect(filing.deals[0]).toMatchObject({ code: 'M', price: null, value: null });
    // No accession in the file or its name: the filing is known by a digest of its XML.
    expect(filing.key).toMatch(/^sha256:[0-9a-f]{32}$/);
    expect(parse('aapl_cook_2019-08_M_F_S.xml').key).toBe(filing.key);
  });

  it('indirect ownership keeps its nature; holdings rows are not deals', () => {
    const filing = parse('sq_0001062993-23-020702_P_holdings.xml');
    expect(filing.deals).toHaveLength(4);
    expect(filing.deals[0]).toMatchObject({ ownership: 'I', holdingsAfter: '495539', tradeDate: '2023-11-08' });
    expect(filing.deals[0]!.natureOfOwnership).toBeTruthy();
  });

  it('relationships: director, officer with title, 10 % owner, other with its text', () => {
    const sample = parse('sec-sample_form4a_AMENDMENT_fictional.xml');
    expect(sample.owners[0]).toEqual({
      cik: '0000343434',
      name: 'CIK 0000343434',
      isDirector: true,
      isOfficer: true,
      officerTitle: 'President and CEO',
      isTenPercentOwner: false,
      isOther: true,
      otherText: 'Public Affairs Officer',
    });
    const guts = parse('guts_0000950170-24-012830_C_P_6owners.xml');
    expect(guts.owners.every((owner) => owner.isTenPercentOwner)).toBe(true);
    expect(parse('arwr_0001242615-25-000006_S_10b5-1.xml').owners[0]).toMatchObject({
      isDirector: true,
      isOfficer: false,
      officerTitle: null,
    });
  });

  it('an amendment names itself and the date of the filing it amends', () => {
    const filing = parse('sec-sample_form4a_AMENDMENT_fictional.xml');
    expect(filing).toMatchObject({ isAmendment: true, originalFiledAt: '2003-03-01', periodOfReport: '2003-09-15' });
    expect(parse('ntra_0001062993-22-008150_P.xml')).toMatchObject({ isAmendment: false, originalFiledAt: null });
  });

  it('a full submission (.txt): the ownership XML inside, accession and filing date from its header', () => {
    const filing = parse('air_0001127602-25-001055_S.fulltext.txt');
    expect(filing).toMatchObject({
      accession: '0001127602-25-001055',
      key: '0001127602-25-001055',
      filedAt: '2025-01-10',
    });
    // Named otherwise, the header still gives the accession number.
    expect(parseOwnershipFile(read('air_0001127602-25-001055_S.fulltext.txt'), 'whatever.txt').accession).toBe(
      '0001127602-25-001055',
    );
  });

  it('fractional shares are kept as filed', () => {
    const xml = read('arwr_0001242615-25-000006_S_10b5-1.xml').replace(
      '<value>3090</value>',
      '<value>3090.125</value>',
    );
    expect(parseOwnershipFile(xml, 'x.xml').deals[0]).toMatchObject({ shares: '3090.125', value: '206111.3375' });
  });

  it('10b5-1: the checkbox of new filings, the footnote wording of old ones, the remarks', () => {
    // Checkbox.
    expect(parse('arwr_0001242615-25-000006_S_10b5-1.xml').deals.every((d) => d.plan10b51)).toBe(true);
    // No checkbox (schema X0305): the sales' footnote says so, the conversion's and the gift's do not.
    expect(parse('lnkd_0001209191-12-022044_C_S_G_2owners.xml').deals.map((d) => [d.code, d.plan10b51])).toEqual([
      ['C', false],
      ['S', true],
      ['S', true],
      ['C', false],
      ['G', false],
      ['C', false],
      ['C', false],
    ]);
    // The remarks alone, with the checkbox taken away.
    const bdx = read('bdx_0001628280-25-058843_S_remarks.xml').replace(
      /<aff10b5One>1<\/aff10b5One>/,
      '<aff10b5One>0</aff10b5One>',
    );
    expect(parseOwnershipFile(bdx, 'bdx.xml').deals[0]!.plan10b51).toBe(true);
    // Checkbox 0 and no wording: not under a plan.
    expect(parse('sq_0001062993-23-020702_P_holdings.xml').deals.some((d) => d.plan10b51)).toBe(false);
  });
});

describe('Form 4 parser: files it cannot read', () => {
  it.each([
    ['not XML at all', 'hello', /ownershipDocument/],
    ['broken XML', '<ownershipDocument><documentType>4</documentType><issuer>', /неверный XML/],
    ['another XML document', '<?xml version="1.0"?><note><to>x</to></note>', /ownershipDocument/],
    [
      'no ticker',
      read('ntra_0001062993-22-008150_P.xml').replace(/<issuerTradingSymbol>[^<]*<\/issuerTradingSymbol>/, ''),
      /тикера/,
    ],
    [
      'a deal without a code',
      read('ntra_0001062993-22-008150_P.xml').replace(
        '<transactionCode>P</transactionCode>',
        '<transactionCode></transactionCode>',
      ),
      /нет кода сделки/,
    ],
    [
      'a submission without an ownership document',
      '<SEC-DOCUMENT>x\n<SEC-HEADER>\nACCESSION NUMBER: 0000000000-00-000000\n</SEC-HEADER>\n<DOCUMENT>\n<TYPE>EX-24\n<TEXT>power</TEXT>\n</DOCUMENT>',
      /ownershipDocument/,
    ],
  ])('%s: Form4ParseError with the reason', (_label, content, reason) => {
    expect(() => parseOwnershipFile(content, 'bad.xml')).toThrow(Form4ParseError);
    expect(() => parseOwnershipFile(content, 'bad.xml')).toThrow(reason);
  });
});
