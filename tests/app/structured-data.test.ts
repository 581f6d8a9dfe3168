/** Every page's JSON-LD stands on its own: each @id it refers to is defined in the same page. */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'node-html-parser';
import { routes } from '../../src/routes/route-table.js';
import { startApp } from '../helpers.js';

/** Objects anywhere inside a JSON value. */
function objects(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(objects);
  if (!value || typeof value !== 'object') return [];
  return [value as Record<string, unknown>, ...Object.values(value).flatMap(objects)];
}

test('each page defines every @id its JSON-LD refers to; the business has a street address and map position', async () => {
  const server = await startApp();
  try {
    for (const route of routes.filter((r) => !r.noindex)) {
      const doc = parse((await server.app.inject(route.path)).body);
      const all = doc.querySelectorAll('script[type="application/ld+json"]').flatMap((s) => objects(JSON.parse(s.text)));
      const defined = new Set(all.filter((o) => o['@id'] && Object.keys(o).some((k) => k !== '@id')).map((o) => o['@id']));
      const referenced = all.filter((o) => o['@id'] && Object.keys(o).length === 1).map((o) => o['@id']);
      for (const id of referenced) assert.ok(defined.has(id), `${route.path} refers to ${String(id)} without defining it`);
    }
    const home = parse((await server.app.inject('/')).body);
    const business = home
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text))
      .find((d) => d['@type'] === 'ProfessionalService');
    assert.type(business.address.streetAddress, 'string');
    assert.type(business.geo.latitude, 'number');
    assert.type(business.geo.longitude, 'number');
  } finally {
    await server.close();
  }
});

test.run();
