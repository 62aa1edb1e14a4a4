/** The image kinds accepted, recognised by their first bytes (never by the name or the declared type). */
const SIGNATURES: ReadonlyArray<{ extension: string; mime: string; matches: (bytes: Buffer) => boolean }> = [
  {
    extension: 'png',
    mime: 'image/png',
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { extension: 'jpg', mime: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { extension: 'gif', mime: 'image/gif', matches: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    extension: 'webp',
    mime: 'image/webp',
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function imageType(bytes: Buffer): { extension: string; mime: string } | null {
  const found = SIGNATURES.find((signature) => bytes.length >= 12 && signature.matches(bytes));
  return found ? { extension: found.extension, mime: found.mime } : null;
}

export function mimeOfExtension(extension: string): string | null {
  return SIGNATURES.find((signature) => signature.extension === extension)?.mime ?? null;
}
