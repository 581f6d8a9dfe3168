/**
 * An answer's bytes as text, decoded as a browser decodes them (the WHATWG encoding sniffing
 * algorithm): a byte order mark first, then the charset of the Content-Type header, then, for HTML,
 * a `<meta charset>` in the first 1,024 bytes (for XML, its declaration), then UTF-8. The sniffing is
 * html-encoding-sniffer's (jsdom's, which follows the HTML Standard); the decoding is Node's
 * TextDecoder, with the full ICU the project's Node carries, so windows-1252 and ISO-8859-1 pages
 * read "Café Crème", not "Caf� Cr�me". An encoding Node cannot decode falls back to UTF-8.
 */
import sniff from 'html-encoding-sniffer';

/** The charset parameter of a Content-Type header, if any. */
const charsetOf = (contentType: string) => /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];

/** `bytes` as text, by the rules above; `contentType` is the answer's Content-Type header ('' when absent). */
export function decodeBody(bytes: Uint8Array, contentType: string): string {
  const label = charsetOf(contentType);
  const html = /html/i.test(contentType);
  const xml = !html && /xml/i.test(contentType);
  let encoding = 'UTF-8';
  try {
    encoding = sniff(bytes, {
      ...(xml ? { xml: true } : {}),
      ...(label ? { transportLayerEncodingLabel: label } : {}),
      // Only HTML is scanned for a <meta charset>; robots.txt, llms.txt and JSON are UTF-8 unless they say otherwise.
      ...(html || xml ? {} : { maxPrescanBytes: 0 }),
      defaultEncoding: 'UTF-8',
    });
  } catch {
    /* an unknown label: UTF-8 */
  }
  try {
    return new TextDecoder(encoding).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
