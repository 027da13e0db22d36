import { describe, expect, expectTypeOf, it } from 'vitest';
import { createObservedTilawat, json } from '../test/helpers';
import type { V3Schemas } from './schemas';
import { expectData, formData, unwrap } from './unwrap';

describe('unwrap', () => {
  it('gives the typed data of a v3 answer', async () => {
    const promos = [{ code: 'RAMADAN20' }];
    const { api } = createObservedTilawat(() => json(200, { data: promos }));
    const got = await unwrap(api.v3.GET('/promo/public'));
    expectTypeOf(got).toEqualTypeOf<V3Schemas['Promo'][]>();
    expect(got).toEqual(promos);
  });

  it('gives the typed body of a v2 answer', async () => {
    const { api } = createObservedTilawat(() => json(200, { id: 'u1', name: 'আমিনা' }));
    const me = await expectData(api.v2.GET('/user/me'));
    expectTypeOf(me.name).toEqualTypeOf<string>();
    expect(me.name).toBe('আমিনা');
  });
});

describe('avatar upload', () => {
  it('sends multipart form data with the file in field avatar', async () => {
    const { api, calls } = createObservedTilawat((call) => {
      expect(call.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
      return json(200, { id: 'u1' });
    });
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await api.v2.POST('/user/upload-avatar', { body: { avatar: file }, bodySerializer: formData });
    expect(calls[0]?.body).toContain('name="avatar"; filename="me.png"');
    expect(calls[0]?.body).toContain('Content-Type: image/png');
  });
});
