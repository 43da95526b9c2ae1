import { catalogues, LANGUAGES, type Language } from '@coulisse/shared/i18n/index';
import { CLOTHING_SIZES, countriesIn, partOfTownChoices, SHIRT_SIZES } from '@coulisse/shared/rules/lookups';
import { lookupChoices } from '@coulisse/shared/schemas/lists';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/http/errors';

const tags = ['lookups'];
/** The same for everyone and changed only by a new release: browsers may keep them an hour. */
const CACHE = 'public, max-age=3600';
const sizeChoices = (sizes: readonly string[]) => sizes.map((s) => ({ value: s, label: s }));
// Computed once: Intl names and the sort are the same for every request.
const countries = countriesIn('nl-BE');

/**
 * Lookups of the register, profile and registration forms (spec 1 §7). Public: the sign-up form
 * needs them before anyone is signed in, and they hold nothing about people.
 */
export async function lookupsRoutes(api: App, _ctx: AppContext) {
  api.get(
    '/countries',
    { config: { access: 'public' }, schema: { tags, summary: 'Countries: ISO 3166-1 alpha-2 code and Dutch name, in Dutch order', response: { 200: lookupChoices(z.string()) } } },
    (_request, reply) => {
      reply.header('cache-control', CACHE);
      return countries;
    },
  );
  api.get('/sizes/shirts', { config: { access: 'public' }, schema: { tags, summary: 'T-shirt sizes', response: { 200: lookupChoices(z.string()) } } }, (_request, reply) => {
    reply.header('cache-control', CACHE);
    return sizeChoices(SHIRT_SIZES);
  },
  );
  api.get('/sizes/clothing', { config: { access: 'public' }, schema: { tags, summary: 'Confection sizes', response: { 200: lookupChoices(z.string()) } } }, (_request, reply) => {
    reply.header('cache-control', CACHE);
    return sizeChoices(CLOTHING_SIZES);
  },
  );
  api.get(
    '/parts-of-town',
    { config: { access: 'public' }, schema: { tags, summary: "Geel's parts of town, 'Ik woon niet in Geel' (0) first", response: { 200: lookupChoices(z.number()) } } },
    (_request, reply) => {
      reply.header('cache-control', CACHE);
      return partOfTownChoices();
    },
  );
  api.get(
    '/locales/:lng',
    { config: { access: 'public' }, schema: { tags, summary: 'The message catalogue of a language (nl, en, fr)', params: z.object({ lng: z.string().max(10) }) } },
    (request, reply) => {
      const lng = request.params.lng;
      if (!(LANGUAGES as readonly string[]).includes(lng)) throw notFound();
      return reply.header('cache-control', CACHE).send(catalogues[lng as Language]);
    },
  );
}
