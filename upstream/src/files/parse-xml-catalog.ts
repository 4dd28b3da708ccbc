import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { type ByteSource } from './byte-source';
import {
  CATALOG_UPLOAD_COLUMNS,
  CSV_COLUMN_NAMES,
  type FieldTexts,
  MappedRow,
  type RawCatalogRow,
} from './catalog-upload-row';
import {
  FEED_COLUMN_NAMES,
  googleMerchantFields,
  type ItemElements,
} from './google-merchant-fields';
import { HeldRows, type ParsedCatalog, RAW_ROWS, type UploadContext } from './parsed-catalog';
import { decodeXml } from './text-decoding';
import { refuseFile, uploadText } from './upload-messages';

const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/**
 * A catalog XML: a Google Merchant Center feed, RSS 2.0 (`<rss><channel><item>`) or Atom 1.0
 * (`<feed><entry>`) with the g: namespace, or `<catalog><item>` with the CSV column names as
 * elements. Not streamed: the upload is capped at 20 MB upstream of this, and fast-xml-parser
 * needs the whole document. Decoded by its BOM or `encoding` declaration (text-decoding.ts).
 *
 * Safety: a document with a DOCTYPE or ENTITY declaration is refused before parsing (external
 * entities, billion-laughs expansion), and the parser runs with entity processing off; the five
 * predefined entities and character references are decoded here, which cannot expand.
 */
export async function parseXmlCatalog(
  source: ByteSource,
  context: UploadContext,
): Promise<ParsedCatalog> {
  const { locale } = context;
  const bytes = await readAll(source, context);
  if (bytes === null) return { rows: [], errors: [], failed: 0, blankRows: 0 };
  const xml = decodeXml(bytes, locale);
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) throw refuseFile(locale, 'xmlDoctype');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw refuseFile(locale, 'xmlMalformed', { line: valid.err.line, column: valid.err.col });
  }
  const document: unknown = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    cdataPropName: '#cdata',
  }).parse(xml);
  const found = locateItems(document);
  if (found === null) throw refuseFile(locale, 'xmlUnknownRoot');
  const held = new HeldRows(
    context,
    RAW_ROWS,
    found.google ? FEED_COLUMN_NAMES : CSV_COLUMN_NAMES,
    '.',
  );
  const lines = startTagLines(xml, found.tag);
  const toRow = found.google
    ? (elements: ItemElements) => googleMerchantFields(elements, context)
    : catalogElementFields;
  for (const [index, item] of found.items.entries()) {
    const line = lines[index] ?? 1;
    const position = index + 1;
    const elements = isRecord(item) ? itemElements(item, found.googlePrefix) : {};
    if (Object.keys(elements).length === 0) {
      held.refuse(
        line,
        { position, id: null },
        {
          column: null,
          value: null,
          message: uploadText(locale, 'itemEmpty'),
        },
      );
      continue;
    }
    const raw = toRow(elements);
    const id = raw.value('external_id')?.trim() || null;
    held.add(line, { position, id }, raw);
  }
  return held.validate();
}

interface LocatedItems {
  items: unknown[];
  /** The item element's name, to find each one's line. */
  tag: 'item' | 'entry';
  google: boolean;
  /** The prefix the document binds to Google's namespace (normally `g`). */
  googlePrefix: string;
}

function locateItems(document: unknown): LocatedItems | null {
  const root = isRecord(document) ? document : {};
  if (isRecord(root.rss)) {
    const channel = isRecord(root.rss.channel) ? root.rss.channel : {};
    return {
      items: asArray(channel.item),
      tag: 'item',
      google: true,
      googlePrefix: prefixOf(root.rss),
    };
  }
  if (isRecord(root.feed)) {
    return {
      items: asArray(root.feed.entry),
      tag: 'entry',
      google: true,
      googlePrefix: prefixOf(root.feed),
    };
  }
  if (root.catalog !== undefined) {
    const catalog = isRecord(root.catalog) ? root.catalog : {};
    return { items: asArray(catalog.item), tag: 'item', google: false, googlePrefix: 'g' };
  }
  return null;
}

function prefixOf(root: Record<string, unknown>): string {
  for (const [name, value] of Object.entries(root)) {
    if (name.startsWith('@_xmlns:') && value === GOOGLE_NAMESPACE) return name.slice(8);
  }
  return 'g';
}

function catalogElementFields(item: ItemElements): RawCatalogRow {
  const values: FieldTexts = {};
  for (const column of CATALOG_UPLOAD_COLUMNS) {
    const value = item[column];
    if (value !== undefined) values[column] = value;
  }
  const category = values.category;
  return new MappedRow(
    values,
    CSV_COLUMN_NAMES,
    category?.trim() ? [{ column: 'category', value: category }] : [],
  );
}

/**
 * Element text per child (repeated elements keep the first; CDATA as written; entities of the
 * text decoded). Atom's `<link href>` gives its address: the `alternate` one, else the first.
 * Elements in Google's namespace are named `g:…` whatever prefix the document binds to it.
 */
function itemElements(item: Record<string, unknown>, googlePrefix: string): ItemElements {
  const elements: ItemElements = {};
  for (const [rawName, value] of Object.entries(item)) {
    if (rawName.startsWith('@_')) continue;
    const name =
      googlePrefix !== 'g' && rawName.startsWith(`${googlePrefix}:`)
        ? `g:${rawName.slice(googlePrefix.length + 1)}`
        : rawName;
    const text = name === 'link' ? linkOf(value) : textOf(value);
    if (text !== undefined && elements[name] === undefined) elements[name] = text;
  }
  return elements;
}

function textOf(value: unknown): string | undefined {
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  if (typeof first === 'string' || typeof first === 'number') return decodeXmlText(String(first));
  if (!isRecord(first)) return undefined;
  const text = typeof first['#text'] === 'string' ? decodeXmlText(first['#text']) : '';
  const cdata = first['#cdata'];
  const cdataText = Array.isArray(cdata)
    ? cdata.filter((part) => typeof part === 'string').join('')
    : typeof cdata === 'string'
      ? cdata
      : '';
  return text + cdataText;
}

function linkOf(value: unknown): string | undefined {
  const links = Array.isArray(value) ? (value as unknown[]) : [value];
  const withHref = links.filter(
    (link): link is Record<string, unknown> => isRecord(link) && typeof link['@_href'] === 'string',
  );
  if (withHref.length === 0) return textOf(value);
  const alternate = withHref.find(
    (link) => link['@_rel'] === undefined || link['@_rel'] === 'alternate',
  );
  const href = (alternate ?? withHref[0])?.['@_href'];
  return typeof href === 'string' ? decodeXmlText(href) : undefined;
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
      // Not NUL, not half of a surrogate pair: those would store a broken character.
      const decodable =
        codePoint > 0 && codePoint <= 0x10ffff && (codePoint < 0xd800 || codePoint > 0xdfff);
      return decodable ? String.fromCodePoint(codePoint) : whole;
    }
    return PREDEFINED_ENTITIES[entity] ?? whole;
  });
}

/**
 * Line of each item's start tag, in document order, so errors point into the file. Comments and
 * CDATA sections are passed over: an `<item>` written inside them is no item.
 */
function startTagLines(xml: string, tag: 'item' | 'entry'): number[] {
  const lines: number[] = [];
  const pattern = new RegExp(
    `<!--[\\s\\S]*?-->|<!\\[CDATA\\[[\\s\\S]*?\\]\\]>|<${tag}[\\s>/]`,
    'g',
  );
  let line = 1;
  let scanned = 0;
  for (let match = pattern.exec(xml); match !== null; match = pattern.exec(xml)) {
    for (let index = xml.indexOf('\n', scanned); index !== -1 && index < match.index;) {
      line += 1;
      index = xml.indexOf('\n', index + 1);
    }
    scanned = match.index;
    if (!match[0].startsWith('<!')) lines.push(line);
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

async function readAll(source: ByteSource, context: UploadContext): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) {
    if (context.stopped?.()) return null;
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
  }
  return Buffer.concat(chunks);
}
