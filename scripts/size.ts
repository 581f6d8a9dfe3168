/** `npm run size`: page weight per page type (HTML, CSS, JS; compressed), as Chromium loads it. */
import { startServer } from '../tests/helpers.js';
import { measurePageWeights, printPageWeights } from './page-weight.js';

process.env.NODE_ENV ??= 'production';
const server = await startServer();
try {
  printPageWeights(await measurePageWeights(server.url));
} finally {
  await server.close();
}
