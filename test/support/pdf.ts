/**
 * What a PDF says, read back as a user would: poppler's pdftotext (-layout), pdfinfo's page width
 * and pdfimages' count of images.
 */
import { execFileSync } from 'child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import os from 'os';
import path from 'path';

export interface PdfReading {
  /** The text, columns kept apart by spaces (pdftotext -layout). */
  text: string;
  /** The first page's width in points (letter 612, an 80 mm roll 226.77). */
  width: number;
  /** How many images it shows (a logo, a product's photo). */
  images: number;
}

export function readPdf(bytes: Buffer): PdfReading {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'test-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    writeFileSync(file, bytes);
    const info = execFileSync('pdfinfo', [file]).toString();
    const width = Number(/Page size:\s+([\d.]+) x/.exec(info)?.[1]);
    // pdfimages lists an image's alpha channel as an 'smask' of its own: only the images count.
    const listed = execFileSync('pdfimages', ['-list', file]).toString().trim().split('\n').slice(2);
    const images = listed.filter((line) => line.trim().split(/\s+/)[2] === 'image').length;
    return { text: execFileSync('pdftotext', ['-layout', file, '-']).toString(), width, images };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
