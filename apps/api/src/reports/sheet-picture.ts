/**
 * Why this exists: the account's logo heads every report (RULES.md, Report files), and exceljs's
 * streaming WorkbookWriter (4.4) cannot place a picture on a sheet: its WorksheetWriter has no
 * addImage (the README: "images are not supported in streaming mode"; exceljs issues #322 and
 * #1709, PR #2201 never merged). Its workbook does take images (workbook.addImage writes them to
 * xl/media), so this adds the rest of what the document writer writes for a picture, without
 * leaving the streaming writer: a drawing part anchoring the image, the sheet's relationship and
 * its <drawing> element (written as the sheet is committed, after its rows), and the drawing's
 * content type. It reaches into three internals of that exceljs version (the sheet's
 * `_writeLegacyData` and `_sheetRelsWriter`, the workbook's `zip`); when they are not there
 * (another exceljs) it places nothing (answers false), and the report is written without the logo.
 */
import type ExcelJS from 'exceljs';

/** A picture's bytes as exceljs takes them, and its size in pixels. */
export interface SheetPicture {
  buffer: Buffer;
  extension: 'png' | 'jpeg' | 'gif';
  width: number;
  height: number;
}

/** Where a picture's top-left corner goes (0-based column and row, offsets in pixels) and its size. */
export interface PictureAnchor {
  col: number;
  row: number;
  colOffset?: number;
  rowOffset?: number;
  width: number;
  height: number;
}

const DATA_URL = /^data:image\/(png|jpeg|gif);base64,(.+)$/;

/**
 * A data: URL (the PDF header's logo, pdf/html.ts' logoDataUrl) as a picture Excel shows, or null:
 * a WEBP (Excel does not show it), bytes whose size cannot be read (not an image after all).
 */
export function pictureOf(dataUrl: string | null | undefined): SheetPicture | null {
  const match = dataUrl ? DATA_URL.exec(dataUrl) : null;
  if (!match) return null;
  const buffer = Buffer.from(match[2], 'base64');
  const size = imageSize(buffer);
  return size ? { buffer, extension: match[1] as SheetPicture['extension'], ...size } : null;
}

/** A PNG's, GIF's or JPEG's width and height in pixels, read from its header; null otherwise. */
export function imageSize(bytes: Buffer): { width: number; height: number } | null {
  const positive = (size: { width: number; height: number }) => (size.width > 0 && size.height > 0 ? size : null);
  if (bytes.length >= 24 && bytes.toString('ascii', 1, 4) === 'PNG' && bytes.toString('ascii', 12, 16) === 'IHDR')
    return positive({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
  if (bytes.length >= 10 && bytes.toString('ascii', 0, 3) === 'GIF')
    return positive({ width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) });
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Markers after the SOI: the first start-of-frame (C0..CF but C4, C8, CC) holds the size.
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1];
      if (marker === 0xff) {
        at += 1;
        continue;
      }
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return positive({ height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) });
      at += 2 + bytes.readUInt16BE(at + 2);
    }
  }
  return null;
}

/** The size that fits in `box`, the picture's proportions kept (never enlarged). */
export function fitted(
  picture: { width: number; height: number },
  box: { width: number; height: number },
): { width: number; height: number } {
  const scale = Math.min(1, box.width / picture.width, box.height / picture.height);
  return {
    width: Math.max(1, Math.round(picture.width * scale)),
    height: Math.max(1, Math.round(picture.height * scale)),
  };
}

/** What this file uses of exceljs's streaming classes besides their typed API. */
interface StreamingWorkbook {
  addImage(image: { buffer: Buffer; extension: string }): number;
  getImage(id: number): { name: string } | undefined;
  zip: { append(source: string | Buffer, data: { name: string }): unknown };
  /** Drawings this file added, so a second sheet's picture takes the next number. */
  drawingsAdded?: number;
}
interface StreamingSheet {
  _writeLegacyData(): void;
  _sheetRelsWriter: { addRelationship(relationship: { Type: string; Target: string }): string };
  stream: { write(text: string): unknown };
  committed: boolean;
}

const DRAWING_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing';
const IMAGE_RELATIONSHIP = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';
const DRAWING_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.drawing+xml';
const CONTENT_TYPES = '[Content_Types].xml';
/** English Metric Units per pixel (at 96 dpi), the unit of a drawing's offsets and sizes. */
const EMU_PER_PIXEL = 9525;

const emu = (pixels: number) => Math.round(pixels * EMU_PER_PIXEL);

/** The drawing part: one picture anchored at one cell, moving with it, its size fixed. */
function drawingXml(anchor: PictureAnchor): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing"' +
    ' xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main">' +
    // No editAs: the schema gives it to two-cell anchors only; a one-cell anchor moves with its
    // cell and keeps its size anyway.
    '<xdr:oneCellAnchor>' +
    `<xdr:from><xdr:col>${anchor.col}</xdr:col><xdr:colOff>${emu(anchor.colOffset ?? 0)}</xdr:colOff>` +
    `<xdr:row>${anchor.row}</xdr:row><xdr:rowOff>${emu(anchor.rowOffset ?? 0)}</xdr:rowOff></xdr:from>` +
    `<xdr:ext cx="${emu(anchor.width)}" cy="${emu(anchor.height)}"/>` +
    '<xdr:pic><xdr:nvPicPr><xdr:cNvPr id="1" name="Logo"/>' +
    '<xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr>' +
    '<xdr:blipFill><a:blip xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"' +
    ' r:embed="rId1" cstate="print"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>' +
    '<xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></a:xfrm>' +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic>' +
    '<xdr:clientData/></xdr:oneCellAnchor></xdr:wsDr>'
  );
}

const relationshipsXml = (type: string, target: string) =>
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  `<Relationship Id="rId1" Type="${type}" Target="${target}"/></Relationships>`;

/** Adds the drawings' content types to [Content_Types].xml as exceljs appends it to the file. */
function declareDrawing(workbook: StreamingWorkbook, part: string): void {
  const zip = workbook.zip;
  const append = zip.append;
  zip.append = function (this: unknown, source: string | Buffer, data: { name: string }) {
    const name = data?.name?.replace(/^\//, '');
    if (name === CONTENT_TYPES && typeof source === 'string')
      source = source.replace(
        '</Types>',
        `<Override PartName="${part}" ContentType="${DRAWING_CONTENT_TYPE}"/></Types>`,
      );
    return append.call(zip, source, data);
  };
}

/**
 * Places `picture` on `sheet` (of a streaming workbook) at `anchor`, before the sheet is
 * committed. False (nothing placed) when this exceljs lacks what it needs.
 */
export function addSheetPicture(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelJS.Worksheet,
  picture: SheetPicture,
  anchor: PictureAnchor,
): boolean {
  const book = workbook as unknown as StreamingWorkbook;
  const writer = sheet as unknown as StreamingSheet;
  const usable =
    typeof book.addImage === 'function' &&
    typeof book.getImage === 'function' &&
    typeof book.zip?.append === 'function' &&
    typeof writer._writeLegacyData === 'function' &&
    typeof writer._sheetRelsWriter?.addRelationship === 'function' &&
    !writer.committed;
  if (!usable) return false;
  const image = book.getImage(book.addImage({ buffer: picture.buffer, extension: picture.extension }));
  if (!image?.name) return false;
  book.drawingsAdded = (book.drawingsAdded ?? 0) + 1;
  const drawing = `drawing${book.drawingsAdded}.xml`;
  declareDrawing(book, `/xl/drawings/${drawing}`);
  const writeLegacyData = writer._writeLegacyData;
  // Called by the sheet's commit after its rows, page setup and breaks, where the schema puts
  // <drawing> (right before <legacyDrawing>).
  writer._writeLegacyData = function (this: StreamingSheet) {
    const id = writer._sheetRelsWriter.addRelationship({
      Type: DRAWING_RELATIONSHIP,
      Target: `../drawings/${drawing}`,
    });
    writer.stream.write(`<drawing r:id="${id}"/>`);
    book.zip.append(drawingXml(anchor), { name: `xl/drawings/${drawing}` });
    book.zip.append(relationshipsXml(IMAGE_RELATIONSHIP, `../media/${image.name}`), {
      name: `xl/drawings/_rels/${drawing}.rels`,
    });
    return writeLegacyData.call(this);
  };
  return true;
}
