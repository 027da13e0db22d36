import { ApiError, createTilawat, unwrap } from '@tilawat/sdk';

// `environment: 'production'` is the default; an explicit origin wins.
const api = createTilawat({ origin: process.env.TILAWAT_API ?? 'http://localhost:4000' });

// v3 answers are wrapped in `data`: `unwrap` returns it, fully typed.
const promos = await unwrap(api.v3.GET('/promo/public'));
for (const promo of promos) console.log(`promo ${promo.code}: ${promo.title}`);

const courses = await unwrap(api.v3.GET('/course', { params: { query: { page: 1, limit: 10 } } }));
console.log(`${courses.total} courses; first: ${courses.items[0]?.title ?? '—'}`);

// Every failure rejects with one ApiError: status, code, and the server's Bengali msg.
try {
  await api.v3.POST('/promo/validity', { body: { course: 1, promo_code: 'NO-SUCH-CODE', currency: 'tk' } });
} catch (error) {
  if (error instanceof ApiError) console.log(`rejected: ${error.status} ${error.code} ${error.msg}`);
}
