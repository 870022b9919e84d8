// The baseline the API is compared with: a bare Fastify server (logger off, no hooks) whose one
// route answers the same envelope shape. It also answers the readiness path bench/server.ts polls.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = async () => ({ code: 0, data: { ok: true }, message: 'ok' });
app.get('/hello', answer);
app.get('/api/base/v2/config/getSiteConfig', answer);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
