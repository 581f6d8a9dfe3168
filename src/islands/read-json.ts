/**
 * The read default of spec 7, for islands that need server data: the query key's parts are joined
 * with slashes into a path, fetched with GET and credentials, and parsed as JSON. No retries, no
 * refetching. A 401 is an error unless `on401: 'returnNull'`. Errors read "status: body text"
 * (the status text when the body is empty), per spec 8.
 */
export type On401 = 'throw' | 'returnNull';

export async function readJson<T>(queryKey: readonly (string | number)[], options: { on401?: On401 } = {}): Promise<T | null> {
  const path = queryKey.map(String).join('/');
  const res = await fetch(path, { method: 'GET', credentials: 'include', headers: { accept: 'application/json' } });
  if (res.status === 401 && options.on401 === 'returnNull') return null;
  if (!res.ok) {
    const text = (await res.text().catch(() => '')) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
  return (await res.json()) as T;
}
