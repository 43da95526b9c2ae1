import { catalogues } from '@coulisse/shared/i18n/index';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('lookups of the sign-up and profile forms (spec 1 §7), readable signed out', () => {
  it('GET /api/countries: ISO codes with Dutch names, in Dutch order', async () => {
    const res = await get('/api/countries');
    expect(res.statusCode).toBe(200);
    const countries = res.json<{ value: string; label: string }[]>();
    expect(countries.length).toBeGreaterThan(190);
    expect(countries.every((c) => /^[A-Z]{2}$/.test(c.value))).toBe(true);
    expect(countries).toContainEqual({ value: 'BE', label: 'België' });
    expect(countries).toContainEqual({ value: 'DE', label: 'Duitsland' });
    expect(countries[0]!.label).toBe('Afghanistan');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('GET /api/sizes/shirts and /api/sizes/clothing: the sizes of the shared rules', async () => {
    const shirts = (await get('/api/sizes/shirts')).json<{ value: string; label: string }[]>();
    expect(shirts.map((s) => s.value)).toEqual(['116', '128', '140', '152', '164', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL']);
    const clothing = (await get('/api/sizes/clothing')).json<{ value: string; label: string }[]>();
    expect(clothing[0]).toEqual({ value: '92', label: '92' });
    expect(clothing.map((s) => s.value)).toContain('46');
  });

  it("GET /api/parts-of-town: 'Ik woon niet in Geel' with id 0 first, then Geel's parts", async () => {
    const parts = (await get('/api/parts-of-town')).json<{ value: number; label: string }[]>();
    expect(parts[0]).toEqual({ value: 0, label: 'Ik woon niet in Geel' });
    expect(parts.map((p) => p.label)).toContain('Winkelomheide');
    expect(new Set(parts.map((p) => p.value)).size).toBe(parts.length);
  });

  it('GET /api/locales/{lng}: the catalogue of nl, en and fr; 404 for another', async () => {
    for (const lng of ['nl', 'en', 'fr'] as const) {
      const res = await get(`/api/locales/${lng}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(JSON.parse(JSON.stringify(catalogues[lng])));
    }
    expect((await get('/api/locales/nl')).json().menu.users).toBe('Medewerkers');
    for (const lng of ['de', 'NL', 'nl-BE', '__proto__', 'toString']) expect((await get(`/api/locales/${lng}`)).statusCode, lng).toBe(404);
    expect((await get('/api/locales/constructor')).statusCode).toBeLessThan(500);
  });
});
