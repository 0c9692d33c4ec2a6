/**
 * The parts of the smallest workbook Excel and LibreOffice open: one sheet, inline strings, no
 * styles. The caller zips them (fflate's zipSync), so this file needs no library and serves the
 * server's report mails (decision 0033) and the browser's import templates (decision 0044) alike.
 */
export type TXlsxCell = string | number | boolean;

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOC_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const OFFICE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export const XLSX_CONTENT_TYPE = `${OFFICE}.sheet`;

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** Column letters of a zero-based index (0 → A, 26 → AA). */
export function columnLetter(index: number): string {
  return index < 26
    ? String.fromCharCode(65 + index)
    : columnLetter(Math.floor(index / 26) - 1) + columnLetter(index % 26);
}

function cellXml(cell: TXlsxCell, ref: string): string {
  if (typeof cell === 'number') return `<c r="${ref}"><v>${cell}</v></c>`;
  if (typeof cell === 'boolean') return `<c r="${ref}" t="b"><v>${cell ? 1 : 0}</v></c>`;
  if (cell === '') return '';
  return `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
}

function sheetXml(rows: readonly (readonly TXlsxCell[])[]): string {
  const body = rows
    .map((cells, r) => {
      const xml = cells.map((cell, c) => cellXml(cell, `${columnLetter(c)}${r + 1}`)).join('');
      return `<row r="${r + 1}">${xml}</row>`;
    })
    .join('');
  return `${XML}<worksheet xmlns="${MAIN}"><sheetData>${body}</sheetData></worksheet>`;
}

/** Each file of the workbook by its path in the zip. */
export function xlsxParts(
  rows: readonly (readonly TXlsxCell[])[],
  sheetName: string,
): Record<string, string> {
  return {
    '[Content_Types].xml':
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE}.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${OFFICE}.worksheet+xml"/></Types>`,
    '_rels/.rels':
      `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" ` +
      `Type="${DOC_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml':
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOC_RELS}">` +
      `<sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels':
      `${XML}<Relationships xmlns="${RELS}"><Relationship Id="rId1" ` +
      `Type="${DOC_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    'xl/worksheets/sheet1.xml': sheetXml(rows),
  };
}
