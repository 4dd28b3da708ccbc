import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { type ByteSource } from './byte-source';
import { CSV_COLUMN_NAMES, type RawCatalogRow } from './catalog-upload-row';
import { FEED_COLUMN_NAMES, googleMerchantFields } from './google-merchant-fields';
import { HeldRows, type ParsedCatalog, RAW_ROWS, type UploadContext } from './parsed-catalog';
import { XmlTextDecoder } from './decode-xml';
import { refuseFile, uploadText } from './upload-messages';
import {
  catalogElementFields,
  itemElements,
  type OpenElement,
  withReferenceProblems,
} from './xml-item-fields';

const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0';

/** A DOCTYPE or ENTITY declaration, which a catalog is refused for (see parseXmlCatalog). */
const DECLARATION = /<!DOCTYPE|<!ENTITY/i;

/** Deeper than this, a file is refused: a catalog item sits 3 levels down, its values 4. */
export const MAX_XML_DEPTH = 100;

/**
 * A catalog XML: a Google Merchant Center feed, RSS 2.0 (`<rss><channel><item>`) or Atom 1.0
 * (`<feed><entry>`) with the g: namespace, or `<catalog><item>` with the CSV column names as
 * elements. Decoded chunk by chunk as it arrives, by its BOM or `encoding` declaration
 * (decode-xml.ts), and read in one pass by saxes, a strict (well-formedness checking) streaming
 * parser: each item is handed on as soon as it closes, with the line of its start tag, so the
 * row limit, a malformed tag or bytes that cannot be decoded stop a file while it arrives.
 *
 * Safety: a document with a DOCTYPE or ENTITY declaration is refused before parsing it (external
 * entities, billion-laughs expansion); saxes expands only the five predefined entities and
 * character references, which cannot grow. An undeclared entity stays as text (`&custom;`); a
 * character reference to a character XML 1.0 does not allow (`&#1;`) refuses its item's value.
 */
export async function parseXmlCatalog(
  source: ByteSource,
  context: UploadContext,
): Promise<ParsedCatalog> {
  const { locale } = context;
  const decoder = new XmlTextDecoder(locale);
  const reader = new XmlItemReader(context);
  // The end of the text before, so a declaration cut by a chunk's end is seen whole (searched
  // with the start of the next, not joined to all of it: that copied every chunk once more).
  let before = '';
  const parse = (text: string) => {
    if (text === '') return;
    if (DECLARATION.test(text) || DECLARATION.test(before + text.slice(0, 8)))
      throw refuseFile(locale, 'xmlDoctype');
    before = text.length >= 8 ? text.slice(-8) : (before + text).slice(-8);
    reader.write(text);
  };
  for await (const chunk of source) {
    if (context.stopped?.()) return { rows: [], errors: [], failed: 0, blankRows: 0 };
    parse(decoder.write(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
  }
  parse(decoder.end());
  return reader.finish();
}

type CatalogKind = 'rss' | 'feed' | 'catalog';

/** One item as it is read: its start line and its child elements, in order. */
interface OpenItem {
  line: number;
  elements: OpenElement[];
}

/** Reads the items of one document with saxes; see parseXmlCatalog. */
class XmlItemReader {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({
    xmlns: false,
    position: true,
  });
  /** Names of the open elements, root first. */
  private readonly open: string[] = [];
  private kind: CatalogKind | null = null;
  private googlePrefix = 'g';
  private held: HeldRows<RawCatalogRow> | null = null;
  private item: OpenItem | null = null;
  private element: OpenElement | null = null;
  private items = 0;

  constructor(private readonly context: UploadContext) {
    const parser = this.parser;
    parser.on('error', (error) => this.onError(error));
    parser.on('opentagstart', (tag) => this.onOpenStart(tag));
    parser.on('opentag', (tag) => this.onOpen(tag));
    parser.on('closetag', () => this.onClose());
    parser.on('text', (text) => {
      if (this.element !== null && this.open.length === this.itemDepth() + 1)
        this.element.text += text;
    });
    parser.on('cdata', (cdata) => {
      if (this.element !== null && this.open.length === this.itemDepth() + 1)
        this.element.cdata += cdata;
    });
  }

  write(text: string): void {
    this.parser.write(text);
  }

  finish(): ParsedCatalog {
    this.parser.close();
    if (this.held === null) throw refuseFile(this.context.locale, 'xmlUnknownRoot');
    return this.held.validate();
  }

  /** How many elements are open inside an item's start tag (rss 3, the others 2). */
  private itemDepth(): number {
    return this.kind === 'rss' ? 3 : 2;
  }

  private onError(error: Error): void {
    // Left as text, as the file wrote it.
    if (error.message.endsWith('undefined entity.')) return;
    if (error.message.endsWith('malformed character entity.') && this.element !== null) {
      this.element.badReference = true;
      return;
    }
    throw refuseFile(this.context.locale, 'xmlMalformed', {
      line: this.parser.line,
      column: this.parser.column + 1,
    });
  }

  private onOpenStart(tag: { name: string }): void {
    const depth = this.open.length + 1;
    if (depth > MAX_XML_DEPTH)
      throw refuseFile(this.context.locale, 'xmlTooDeep', {
        max: MAX_XML_DEPTH,
        line: this.parser.line,
      });
    if (depth === this.itemDepth() && this.isItem(tag.name))
      this.item = { line: this.parser.line, elements: [] };
  }

  private isItem(name: string): boolean {
    if (this.kind === 'rss') return name === 'item' && this.open[1] === 'channel';
    return name === (this.kind === 'feed' ? 'entry' : 'item') && this.kind !== null;
  }

  private onOpen(tag: SaxesTagPlain): void {
    this.open.push(tag.name);
    const depth = this.open.length;
    if (depth === 1) this.startDocument(tag);
    else if (depth === this.itemDepth() + 1 && this.item !== null) {
      this.element = {
        name: tag.name,
        attributes: tag.attributes,
        text: '',
        cdata: '',
        badReference: false,
      };
      this.item.elements.push(this.element);
    }
  }

  private startDocument(root: SaxesTagPlain): void {
    if (root.name !== 'rss' && root.name !== 'feed' && root.name !== 'catalog')
      throw refuseFile(this.context.locale, 'xmlUnknownRoot');
    this.kind = root.name;
    const google = root.name !== 'catalog';
    if (google) {
      for (const [name, value] of Object.entries(root.attributes))
        if (name.startsWith('xmlns:') && value === GOOGLE_NAMESPACE)
          this.googlePrefix = name.slice(6);
    }
    this.held = new HeldRows(
      this.context,
      RAW_ROWS,
      google ? FEED_COLUMN_NAMES : CSV_COLUMN_NAMES,
      '.',
    );
  }

  private onClose(): void {
    const depth = this.open.length;
    this.open.pop();
    if (depth === this.itemDepth() + 1) this.element = null;
    else if (depth === this.itemDepth() && this.item !== null) {
      const item = this.item;
      this.item = null;
      this.addItem(item);
    }
  }

  private addItem(item: OpenItem): void {
    const held = this.held;
    if (held === null) return;
    this.items += 1;
    const position = this.items;
    const { locale } = this.context;
    if (item.elements.length === 0) {
      held.refuse(
        item.line,
        { position, id: null },
        { column: null, value: null, message: uploadText(locale, 'itemEmpty') },
      );
      return;
    }
    const mapped =
      this.kind === 'catalog'
        ? catalogElementFields(item.elements)
        : googleMerchantFields(itemElements(item.elements, this.googlePrefix), this.context);
    const raw = withReferenceProblems(mapped, item.elements, locale);
    const id = raw.value('external_id')?.trim() || null;
    held.add(item.line, { position, id }, raw);
  }
}
