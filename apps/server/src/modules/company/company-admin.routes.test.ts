import {
  AdminCompaniesResponseSchema,
  AdminCompanyResponseSchema,
  CompanyImportResultSchema,
  IMPORT_MAX_BYTES,
} from '@clearcall/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createUser, injectAs } from '../../../test/factories';
import { auditLog, companies, companyAliases } from '../../db/schema';
import { listCompanyCandidates } from './company.service';

type Session = Awaited<ReturnType<typeof injectAs>>;

const t = useTestApp();
let admin: Session;
let adminId: string;
let reader: Session;

beforeAll(async () => {
  const adminUser = await createUser(t.db, { userType: 'Admin' });
  adminId = adminUser.id;
  admin = await injectAs(t.app, adminUser);
  reader = await injectAs(t.app, await createUser(t.db, { userType: 'Business' }));
});

let nextTicker = 0;
/** A ticker unique to this file's run: four letters. */
function ticker(): string {
  nextTicker += 1;
  const seed = nextTicker * 7919 + Math.floor(Math.random() * 100_000);
  return Array.from({ length: 4 }, (_, index) =>
    String.fromCharCode(65 + (Math.floor(seed / 26 ** index) % 26)),
  ).join('');
}

let nextCik = 0;
function cik(): number {
  nextCik += 1;
  return 900_000_000 + Math.floor(Math.random() * 1_000_000) * 100 + nextCik;
}

/** A multipart body with one file in the field `file`, as a browser or the CLI sends it. */
function multipart(fileName: string, content: string | Buffer, field = 'file') {
  const boundary = `----clearcall${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(content), tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(session: Session | undefined, fileName: string, content: string | Buffer) {
  const body = multipart(fileName, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/companies/import',
    payload: body.payload,
    headers: {
      ...body.headers,
      ...(session ? { authorization: `Bearer ${session.token}` } : {}),
    },
  });
}

async function importFile(fileName: string, content: string) {
  const response = await upload(admin, fileName, content);
  expect(response.statusCode, response.body).toBe(200);
  return CompanyImportResultSchema.parse(response.json());
}

async function listCompanies(query: string) {
  const response = await admin.inject({ method: 'GET', url: `/api/admin/companies?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return AdminCompaniesResponseSchema.parse(response.json()).data;
}

async function auditActions(action: string) {
  return t.db
    .select({ detail: auditLog.detail, targetId: auditLog.targetId })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.actorId, adminId)));
}

describe('POST /api/admin/companies', () => {
  it('401 without a session, 400 for a bad body, 403 for a non-admin', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name: 'X', symbol: 'X' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name: '', symbol: 'not a ticker!', industryId: 'Z' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/A ticker has up to 10 letters/);
    const forbidden = await reader.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name: 'X', symbol: 'X' },
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('creates (201), then updates by ticker (200) without duplicating, audited', async () => {
    const symbol = ticker();
    const created = await admin.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name: 'Northwind Traders', symbol: symbol.toLowerCase(), sicCode: 5141 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const first = AdminCompanyResponseSchema.parse(created.json());
    // The industry follows from the SIC code (51xx: Wholesale Trade).
    expect(first.company).toMatchObject({ symbol, industryId: 'F', aliases: [], cik: null });

    const updated = await admin.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name: 'Northwind Traders Inc.', symbol, exchange: 'NYSE' },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(AdminCompanyResponseSchema.parse(updated.json())).toMatchObject({
      created: false,
      company: { id: first.company.id, name: 'Northwind Traders Inc.', exchange: 'NYSE' },
    });
    const rows = await t.db.select().from(companies).where(eq(companies.symbol, symbol));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sicCode).toBe(5141);

    const events = (await auditActions('company.created')).concat(
      await auditActions('company.updated'),
    );
    expect(events.filter((event) => event.targetId === first.company.id)).toHaveLength(2);
  });

  it('keys on the CIK: a new ticker renames the company and keeps the old one as an alias', async () => {
    const key = cik();
    const [oldTicker, newTicker] = [ticker(), ticker()];
    const first = await admin.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name: 'Facet Platforms', symbol: oldTicker, cik: key, industryId: 'I' },
    });
    expect(first.statusCode).toBe(201);
    const second = await admin.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name: 'Meta Facet', symbol: newTicker, cik: key },
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(AdminCompanyResponseSchema.parse(second.json()).company).toMatchObject({
      symbol: newTicker,
      aliases: [oldTicker],
      industryId: 'I',
      cik: key,
    });
    // The old ticker still finds the company, by alias.
    const byAlias = await listCompanies(`q=${oldTicker}`);
    expect(byAlias.map((company) => company.symbol)).toEqual([newTicker]);
  });

  it('409 when the ticker belongs to a company of another CIK', async () => {
    const symbol = ticker();
    await admin.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name: 'First Holder', symbol, cik: cik() },
    });
    const clash = await admin.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name: 'Second Holder', symbol, cik: cik() },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: 'CONFLICT' });
    expect(clash.json<{ message: string }>().message).toMatch(/belongs to First Holder/);
  });

  it('the header search finds a new company at once', async () => {
    const name = `Zephyrine ${ticker()}`;
    // Load the search index first, so that the new company must invalidate it.
    await reader.inject({ method: 'GET', url: '/api/user/company/Zephyrine' });
    await admin.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name, symbol: ticker() },
    });
    const found = await reader.inject({ method: 'GET', url: '/api/user/company/Zephyrine' });
    expect(
      found.json<{ data: Array<{ companyName: string }> }>().data.map((hit) => hit.companyName),
    ).toContain(name);
  });
});

describe('GET /api/admin/companies', () => {
  it('403 for a non-admin; lists unclassified companies until an industry is set', async () => {
    expect((await reader.inject({ method: 'GET', url: '/api/admin/companies' })).statusCode).toBe(
      403,
    );
    const symbol = ticker();
    await admin.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name: `Unsorted ${symbol}`, symbol },
    });
    const unclassified = await listCompanies('unclassified=true');
    expect(unclassified.map((company) => company.symbol)).toContain(symbol);
    expect(unclassified.every((company) => company.industryId === null)).toBe(true);

    await admin.inject({
      method: 'POST',
      url: '/api/admin/companies',
      payload: { name: `Unsorted ${symbol}`, symbol, industryId: 'G' },
    });
    expect(
      (await listCompanies('unclassified=true')).map((company) => company.symbol),
    ).not.toContain(symbol);
    const [found] = await listCompanies(`q=${encodeURIComponent(`unsorted ${symbol}`)}`);
    expect(found).toMatchObject({ symbol, industryId: 'G', transcriptCount: 0 });
  });
});

describe('POST /api/admin/companies/import', () => {
  it('401 without a session, 403 for a non-admin, 415 for empty, unknown or missing files', async () => {
    expect((await upload(undefined, 'a.csv', 'name,ticker\nA,A')).statusCode).toBe(401);
    expect((await upload(reader, 'a.csv', 'name,ticker\nA,A')).statusCode).toBe(403);
    const empty = await upload(admin, 'empty.csv', '');
    expect(empty.statusCode).toBe(415);
    expect(empty.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const binary = await upload(admin, 'logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]));
    expect(binary.statusCode).toBe(415);
    expect(binary.json<{ message: string }>().message).toMatch(/^logo\.png is not a text file/);
    const json = await admin.inject({
      method: 'POST',
      url: '/api/admin/companies/import',
      payload: { name: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('413 for a file over the upload limit', async () => {
    const response = await upload(admin, 'huge.csv', Buffer.alloc(IMPORT_MAX_BYTES + 1, 'a'));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('imports a CSV: reports bad rows by line, and a second import updates, never duplicates', async () => {
    const [a, b, c] = [ticker(), ticker(), ticker()];
    const csv = [
      '\uFEFFname,ticker,exchange,industry,sic,website,cik',
      `"Alpha, Inc.",${a},NYSE,Manufacturing,3571,https://alpha.example,`,
      `Beta Corp,${b},NASDAQ,,,,`,
      `Bad Row,,NYSE,,,,`,
      `Gamma Ltd,${c},LSE,I,,,`,
    ].join('\r\n');
    expect(await importFile('companies.csv', csv)).toEqual({
      format: 'csv',
      created: 3,
      updated: 0,
      unchanged: 0,
      errors: [{ line: 4, message: 'Give the ticker' }],
    });
    const again = csv.replace('Beta Corp', 'Beta Corporation');
    expect(await importFile('companies.csv', again)).toMatchObject({
      created: 0,
      updated: 1,
      unchanged: 2,
    });
    const rows = await t.db
      .select()
      .from(companies)
      .where(inArray(companies.symbol, [a, b, c]));
    expect(rows).toHaveLength(3);
    expect(rows.find((row) => row.symbol === a)).toMatchObject({
      name: 'Alpha, Inc.',
      industryId: 'D',
      exchange: 'NYSE',
    });
    expect(rows.find((row) => row.symbol === b)).toMatchObject({
      name: 'Beta Corporation',
      industryId: null,
    });
    const imports = await auditActions('company.imported');
    expect(imports.at(-1)?.detail).toMatchObject({ fileName: 'companies.csv', updated: 1 });
  });

  it("imports the SEC's company_tickers.json: one company per CIK with its other tickers as aliases", async () => {
    const [key1, key2] = [cik(), cik()];
    const [x1, x2, y1] = [ticker(), ticker(), ticker()];
    const sec = JSON.stringify({
      0: { cik_str: key1, ticker: x1, title: 'Xylo Holdings' },
      1: { cik_str: key2, ticker: y1, title: 'Yarrow Group' },
      2: { cik_str: key1, ticker: x2, title: 'Xylo Holdings' },
      3: { cik_str: 'n/a', ticker: 'BAD', title: 'Bad' },
    });
    expect(await importFile('company_tickers.json', sec)).toEqual({
      format: 'sec-json',
      created: 2,
      updated: 0,
      unchanged: 0,
      errors: [{ line: 4, message: 'The CIK must be a number' }],
    });
    expect(await importFile('company_tickers.json', sec)).toMatchObject({
      created: 0,
      unchanged: 2,
    });
    const [xylo] = await listCompanies(`q=${x2}`);
    expect(xylo).toMatchObject({ symbol: x1, cik: key1, aliases: [x2], industryId: null });
    const aliases = await t.db.select().from(companyAliases).where(eq(companyAliases.symbol, x2));
    expect(aliases).toHaveLength(1);

    const candidates = await listCompanyCandidates(t.db);
    expect(candidates.find((candidate) => candidate.symbol === x1)).toMatchObject({
      name: 'Xylo Holdings',
      aliases: [x2],
    });
  });

  it('a CSV row with a CIK claims the company an earlier import keyed by ticker', async () => {
    const symbol = ticker();
    const key = cik();
    await importFile('first.csv', `name,ticker\nDelta Parts,${symbol}`);
    expect(
      await importFile('second.csv', `name,ticker,cik\nDelta Parts,${symbol},${key}`),
    ).toMatchObject({ created: 0, updated: 1 });
    const rows = await t.db.select().from(companies).where(eq(companies.cik, key));
    expect(rows.map((row) => row.symbol)).toEqual([symbol]);
  });
});
