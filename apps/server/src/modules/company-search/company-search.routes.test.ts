import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { createCompany, type TestCompany } from '../../../test/catalog';
import { createUser, injectAs, uniqueAddress } from '../../../test/factories';
import { companyAliases } from '../../db/schema';
import { invalidateCompanySearch } from './company-search.service';

const t = useTestApp();
let as: Awaited<ReturnType<typeof injectAs>>;
let solar: TestCompany;
let solaris: TestCompany;
let bright: TestCompany;

const url = (text: string) => `/api/user/company/${encodeURIComponent(text)}`;

beforeAll(async () => {
  bright = await createCompany(t.db, { name: 'Bright Solar Farms', symbol: 'BSF' });
  solaris = await createCompany(t.db, { name: 'Solaris Mining', symbol: 'SLRS' });
  solar = await createCompany(t.db, {
    name: 'Solar Grid Partners',
    symbol: 'SGP',
    logoUrl: '/api/logos/SGP-WHITE.svg',
  });
  as = await injectAs(t.app, await createUser(t.db));
});

describe('GET /api/user/company/:searchText', () => {
  it('401 without a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: url('solar'),
      remoteAddress: uniqueAddress(),
    });
    expect(response.statusCode).toBe(401);
  });

  it('400 for blank text and for text longer than 100 characters, accented ones too', async () => {
    for (const text of ['   ', 'x'.repeat(101), 'é'.repeat(101)]) {
      const response = await as.inject({ method: 'GET', url: url(text) });
      expect({ text, status: response.statusCode, body: response.json() }).toMatchObject({
        text,
        status: 400,
        body: { code: 'VALIDATION_FAILED' },
      });
    }
  });

  it('lists names starting with the text first, then names containing it, with logos', async () => {
    const response = await as.inject({ method: 'GET', url: url('SOLAR') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          companyId: solar.id,
          companyName: 'Solar Grid Partners',
          awsImageUrl: '/api/logos/SGP-WHITE.svg',
        },
        {
          companyId: solaris.id,
          companyName: 'Solaris Mining',
          awsImageUrl: '/api/logos/SLRS.svg',
        },
        {
          companyId: bright.id,
          companyName: 'Bright Solar Farms',
          awsImageUrl: '/api/logos/BSF.svg',
        },
      ],
    });
  });

  it('finds a company by its ticker symbol', async () => {
    const response = await as.inject({ method: 'GET', url: url('bsf') });
    expect(response.json().data.map((hit: { companyId: string }) => hit.companyId)).toEqual([
      bright.id,
    ]);
  });

  it('finds a company by another ticker of its CIK', async () => {
    await t.db.insert(companyAliases).values({ symbol: 'BSFW', companyId: bright.id });
    invalidateCompanySearch(t.db);
    const response = await as.inject({ method: 'GET', url: url('bsfw') });
    expect(response.json().data.map((hit: { companyId: string }) => hit.companyId)).toEqual([
      bright.id,
    ]);
  });

  it('answers an empty list when nothing matches, and at most 10', async () => {
    expect((await as.inject({ method: 'GET', url: url('no such company') })).json()).toEqual({
      data: [],
    });
    for (let position = 0; position < 12; position += 1) {
      await createCompany(t.db, { name: `Solstice Retail ${position}` });
    }
    invalidateCompanySearch(t.db);
    const response = await as.inject({ method: 'GET', url: url('sol') });
    expect(response.json().data).toHaveLength(10);
  });

  it('sees a company added after the index was loaded once it is invalidated', async () => {
    const before = await as.inject({ method: 'GET', url: url('Quokka') });
    expect(before.json().data).toEqual([]);
    const quokka = await createCompany(t.db, { name: 'Quokka Logistics' });
    invalidateCompanySearch(t.db);
    const after = await as.inject({ method: 'GET', url: url('quokka') });
    expect(after.json().data).toEqual([
      {
        companyId: quokka.id,
        companyName: 'Quokka Logistics',
        awsImageUrl: `/api/logos/${quokka.symbol}.svg`,
      },
    ]);
  });
});
