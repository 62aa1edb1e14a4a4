/** What a PDF says, read back as a user would: poppler's pdftotext (-layout) and pdfinfo's page width. */
import { execFileSync } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';

export interface PdfReading {
  /** The text, columns kept apart by spaces (pdftotext -layout). */
  text: string;
  /** The first page's width in points (letter 612, an 80 mm roll 226.77). */
  width: number;
}

export function readPdf(bytes: Buffer): PdfReading {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'test-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file]).toString();
    const width = Number(/Page size:\s+([\d.]+) x/.exec(info)?.[1]);
    return { text: execFileSync('pdftotext', ['-layout', file, '-']).toString(), width };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
