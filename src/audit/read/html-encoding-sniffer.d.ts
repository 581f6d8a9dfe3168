// html-encoding-sniffer 7 ships no types (@types/html-encoding-sniffer describes version 3).
declare module 'html-encoding-sniffer' {
  export default function sniff(
    bytes: Uint8Array,
    options?: { xml?: boolean; transportLayerEncodingLabel?: string; defaultEncoding?: string; maxPrescanBytes?: number },
  ): string;
}
