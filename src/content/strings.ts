/** A string found inside content: where it is ('/sections/2/cards/0/desc'), its property name and its text. */
export interface FoundString {
  at: string;
  key: string;
  text: string;
}

/** Every string inside a piece of content, depth first; array items keep their array's property name. */
export function stringsIn(value: unknown, at = '', key = ''): FoundString[] {
  if (typeof value === 'string') return [{ at: at || '/', key, text: value }];
  if (Array.isArray(value)) return value.flatMap((x, i) => stringsIn(x, `${at}/${i}`, key));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, x]) => stringsIn(x, `${at}/${k}`, k));
  return [];
}
