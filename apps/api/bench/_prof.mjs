// temporary profiling script (not committed)
import { spawn } from 'node:child_process';
import { waitForUrl } from '@tilawat/testing/servers';
import autocannon from 'autocannon';
import pg from 'pg';
const which = process.argv[2] ?? 'exam';
const admin = new pg.Client({ connectionString: 'postgres://tilawat:tilawat@127.0.0.1:5432/postgres' });
await admin.connect();
await admin.query('drop database if exists tilawat_prof with (force)');
await admin.query('create database tilawat_prof');
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', new URL('../dist/server.js', import.meta.url).pathname], {
  env: { ...process.env, PORT: '4902', HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_CACHE_SECONDS: '0',
    DATABASE_URL: 'postgres://tilawat:tilawat@127.0.0.1:5432/tilawat_prof' }, stdio: ['ignore', 'ignore', 'inherit'] });
const api = 'http://127.0.0.1:4902';
await waitForUrl(`${api}/healthz`, 120000);
const json = async (r) => { const b = await r.json(); if (!r.ok) throw new Error(JSON.stringify(b)); return b; };
const phone = `0171${String(Date.now() % 10_000_000).padStart(7, '0')}`;
const post = (path, body, token) => fetch(`${api}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { accesstoken: token } : {}) }, body: JSON.stringify(body) }).then(json);
await post('/api/v2/user/register', { phone, name: 'বেঞ্চ', password: 'Tilawat@2026' });
const outbox = await json(await fetch(`${api}/dev/outbox?recipient=%2B88${phone}&limit=1`));
const otp = /\b(\d{6})\b/.exec(outbox.items[0]?.body ?? '')?.[1];
const s = await post('/api/v3/user/verify-otp', { phone, otp });
const token = s.data?.accessToken ?? s.accessToken;
const batches = await json(await fetch(`${api}/api/v3/batch?mode=live&limit=50`));
const batch = batches.data.items.find((b) => b.enrollment_open && b.seats_left > 0);
await post('/api/v3/transaction', { schedule: batch.id, amount: 0, method: 'bkash', redirect: 'http://localhost:3000/checkout/result', promo_code: 'FREE100' }, token);
const detail = await json(await fetch(`${api}/api/v3/batch/${batch.id}`, { headers: { accesstoken: token } }));
const paths = { exam: `/api/v3/exam?batch=${batch.id}`, booking: '/api/v3/course/booking-status', course: '/api/v3/course?limit=20',
  batch: `/api/v3/batch/${batch.id}`, rec: `/api/v3/recording/module?module=${detail.data.modules[0].id}&limit=100`, progress: `/api/v3/recording/progress?batch=${batch.id}`,
  orders: '/api/v2/order/my-order', basket: '/api/v2/busket/my-busket', me: '/api/v2/user/me' };
const url = api + paths[which];
console.log(url, (await (await fetch(url, { headers: { accesstoken: token } })).text()).slice(0, 300));
await autocannon({ url, connections: 20, duration: 2, headers: { accesstoken: token } });
const r = await autocannon({ url, connections: 20, duration: 8, headers: { accesstoken: token } });
console.log(which, Math.round(r.requests.average), 'req/s p99', r.latency.p99, 'non2xx', r.non2xx);
child.kill('SIGINT');
await new Promise((res) => child.once('exit', res));
await admin.query('drop database if exists tilawat_prof with (force)');
await admin.end();
