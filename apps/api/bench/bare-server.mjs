// The baseline of the benchmark: a bare Fastify route on this machine, in its own process.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ping', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
