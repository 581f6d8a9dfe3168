/**
 * The hostile sites (hostile-sites.ts) in a process of their own, for `npm run bench:hostile`:
 * serving megabytes from the measuring process would delay its own clock. Sends the sites to its
 * parent over IPC once they listen, and exits when the parent disconnects.
 */
import { startHostileSites } from './hostile-sites.js';

const { close, ...sites } = await startHostileSites();
process.send!(sites);
process.once('disconnect', () => void close().then(() => process.exit(0)));
