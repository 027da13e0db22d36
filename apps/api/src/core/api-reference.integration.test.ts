// The API reference for other teams (issue 36): Swagger UI at /docs over the bundled contracts, with
// every asset served by the api itself (no network, no CDN).
import { describe, expect, it } from 'vitest';
import { appForFile, type TestApp } from '../../test/helpers';
import adminSpec from '../generated/openapi-admin.json' with { type: 'json' };
import v2Spec from '../generated/openapi-v2.json' with { type: 'json' };
import v3Spec from '../generated/openapi-v3.json' with { type: 'json' };

let t: TestApp;
appForFile((app) => {
  t = app;
});

/** Every absolute address a script names outside its comments (a comment's link fetches nothing). */
const addresses = (script: string) =>
  addressesIn(script.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, ''));
const addressesIn = (text: string) =>
  [...text.matchAll(/(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s"')]*/gi)].map((m) => m[0]);

describe('GET /docs (issue 36)', () => {
  it('serves Swagger UI whose page, scripts and styles all come from the api itself', async () => {
    const page = await t.app.inject({ url: '/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      expect(asset, asset).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(asset, 'http://api.test/docs/').pathname;
      const served = await t.app.inject({ url });
      expect(served.statusCode, url).toBe(200);
    }
    const init = await t.app.inject({ url: '/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    // the three contracts, v3 first; no validator badge calling out
    expect(init.body.indexOf('/docs/openapi/v3.json')).toBeLessThan(
      init.body.indexOf('/docs/openapi/v2.json'),
    );
    expect(init.body).toContain('/docs/openapi/admin.json');
    expect(init.body).toMatch(/"validatorUrl":\s*null/);
    expect(addresses(init.body)).toEqual([]);
  });

  it('answers each bundled contract as JSON, the same the api checks itself against', async () => {
    for (const [name, spec] of [
      ['v3', v3Spec],
      ['v2', v2Spec],
      ['admin', adminSpec],
    ] as const) {
      const answer = await t.app.inject({ url: `/docs/openapi/${name}.json` });
      expect(answer.statusCode, name).toBe(200);
      expect(answer.json(), name).toEqual(spec);
    }
  });
});
