/** Fallback static server for the bench when nginx is not installed: `tsx scripts/static-server.ts DIR PORT`. */
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolve } from 'node:path';

const [dir = 'dist/site', port = '3302'] = process.argv.slice(2);
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root: resolve(dir), preCompressed: true, extensions: ['html'], index: ['index.html'] });
await app.listen({ port: Number(port), host: '127.0.0.1' });
