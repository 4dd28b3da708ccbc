import { type ByteSource } from './byteSource';
import { XMLParser } from 'fast-xml-parser';
import { CatalogUploadRejected } from './catalogUploadRejected';
import {
  CATALOG_UPLOAD_COLUMNS,
  type CatalogUploadResult,
  type RawCatalogFields,
  validateCatalogUploadRow,
} from './catalogUploadRow';
import { googleMerchantFields } from './googleMerchantFields';

/**
 * A catalog XML (DECISIONS 18): a Google Merchant Center RSS 2.0 feed (`<rss><channel><item>` with
 * the g: namespace) or `<catalog><item>` with the CSV column names as elements. Not streamed: the
 * upload is capped at 20 MB upstream of this, and fast-xml-parser needs the whole document.
 *
 * Safety: a document with a DOCTYPE or ENTITY declaration is refused before parsing (external
 * entities, billion-laughs expansion), and the parser runs with entity processing off; the five
 * predefined entities and character references are decoded here, which cannot expand.
 */
export async function* parseXmlCatalog(source: ByteSource): AsyncGenerator<CatalogUploadResult> {
  const xml = await readAll(source);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) {
    throw new CatalogUploadRejected(
      'XML files with a DOCTYPE or ENTITY declaration are refused for safety: remove the declaration and upload again.',
    );
  }
  const parser = new XMLParser({
    ignoreAttributes: true,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
  });
  let document: unknown;
  try {
    document = parser.parse(xml, true);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CatalogUploadRejected(`The XML file is not well-formed: ${detail}`);
  }
  const { items, toFields } = locateItems(document);
  const lines = itemStartLines(xml);
  for (const [index, item] of items.entries()) {
    const line = lines[index] ?? index + 1;
    if (!isRecord(item)) {
      yield { line, error: 'The item has no fields.' };
      continue;
    }
    const result = validateCatalogUploadRow(toFields(flattenText(item)));
    yield 'row' in result ? { line, row: result.row } : { line, error: result.error };
  }
}

function locateItems(document: unknown): {
  items: unknown[];
  toFields: (item: Record<string, string>) => RawCatalogFields;
} {
  const root = isRecord(document) ? document : {};
  const channel = isRecord(root.rss) ? root.rss.channel : undefined;
  if (isRecord(channel)) {
    return { items: asArray(channel.item), toFields: googleMerchantFields };
  }
  if (root.catalog !== undefined) {
    const catalog = isRecord(root.catalog) ? root.catalog : {};
    return { items: asArray(catalog.item), toFields: catalogElementFields };
  }
  throw new CatalogUploadRejected(
    'The XML file is neither a Google Merchant feed (<rss><channel><item>) nor a <catalog><item> list.',
  );
}

function catalogElementFields(item: Record<string, string>): RawCatalogFields {
  const fields: RawCatalogFields = {};
  for (const column of CATALOG_UPLOAD_COLUMNS) {
    if (item[column] !== undefined) fields[column] = item[column];
  }
  return fields;
}

/** Element text per child; nested or repeated elements keep their first text. */
function flattenText(item: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(item)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string' || typeof first === 'number') {
      fields[name] = decodeXmlText(String(first));
    }
  }
  return fields;
}

const PREDEFINED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|lt|gt|amp|quot|apos);/g, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const codePoint = entity.startsWith('#x')
        ? Number.parseInt(entity.slice(2), 16)
        : Number.parseInt(entity.slice(1), 10);
      return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
    }
    return PREDEFINED_ENTITIES[entity] ?? whole;
  });
}

/** Line of each `<item>` start tag, in document order, so errors point into the file. */
function itemStartLines(xml: string): number[] {
  const lines: number[] = [];
  const tag = /<item[\s>/]/g;
  let line = 1;
  let scanned = 0;
  for (let match = tag.exec(xml); match !== null; match = tag.exec(xml)) {
    for (let index = scanned; index < match.index; index += 1) {
      if (xml.charCodeAt(index) === 10) line += 1;
    }
    scanned = match.index;
    lines.push(line);
  }
  return lines;
}

function asArray(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readAll(source: ByteSource): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of source)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
