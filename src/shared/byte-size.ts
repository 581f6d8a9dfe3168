/** A size as the report says it to a business owner, in decimal units as browsers and phones show them: "1.8 MB", "156 KB". */
export const byteSize = (bytes: number) =>
  bytes >= 1_000_000 ? `${+(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} KB`;
