/** What the replication tests share: enquiries posted under traffic, and the health the site reports. */
import { postEnquiry, validEnquiry } from './helpers.js';

/** Posts `n` enquiries, `workers` at a time; the emails acknowledged (201). */
export async function post(server: { url: string }, prefix: string, n: number, workers = 4): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < n) {
        const email = `${prefix}-${next++}@example.com`;
        const res = await postEnquiry(server.url, validEnquiry({ email, name: `Replicated ${email}` }));
        if (res.status === 201) acknowledged.push(email);
      }
    }),
  );
  return acknowledged;
}

interface Health {
  status: string;
  replication: string;
  replicationBehindSeconds?: number;
  replicationProblem?: string;
}

/** What /healthz says. */
export const health = async (server: { url: string }) => (await (await fetch(`${server.url}/healthz`)).json()) as Health;
