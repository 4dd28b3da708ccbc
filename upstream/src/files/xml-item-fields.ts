// How one XML item's child elements become a raw row: `<catalog>` items by the CSV column names,
// Google Merchant items (RSS and Atom) by the feed's mapping (google-merchant-fields.ts).
import {
  CATALOG_UPLOAD_COLUMNS,
  type CatalogUploadColumn,
  CSV_COLUMN_NAMES,
  MappedRow,
  noFieldTexts,
  quoted,
  type RawCatalogRow,
  type RowProblem,
} from './catalog-upload-row';
import { type ItemElements } from './google-merchant-fields';
import { type UploadContext } from './parsed-catalog';
import { uploadText } from './upload-messages';

/** A child element of the item being read: its text, CDATA and attributes. */
export interface OpenElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  cdata: string;
  /** A character reference saxes would not expand (`&#1;`) was left in its text. */
  badReference: boolean;
}

/** A row whose values held a character reference XML does not allow: refused, by column. */
export function withReferenceProblems(
  raw: RawCatalogRow,
  elements: readonly OpenElement[],
  locale: UploadContext['locale'],
): RawCatalogRow {
  const problems: RowProblem[] = [];
  for (const element of elements) {
    if (!element.badReference) continue;
    const value = quoted(elementText(element));
    problems.push({
      column: element.name,
      value,
      message: uploadText(locale, 'xmlCharacterReference', { column: element.name, value }),
    });
  }
  if (problems.length === 0) return raw;
  return {
    value: (field) => raw.value(field),
    column: (field) => raw.column(field),
    text: (field) => raw.text(field),
    categorySources: () => raw.categorySources(),
    problems: [...raw.problems, ...problems],
  };
}

/**
 * A `<catalog>` item's values: the first element of each column's name (others are ignored).
 * Element names are looked up in a map of the column names: an element's name is a new string
 * each time, and naming a property by it made V8 look it up in its table of names first, which
 * took as long as the rest of the item's mapping.
 */
const CATALOG_COLUMNS: ReadonlyMap<string, CatalogUploadColumn> = new Map(
  CATALOG_UPLOAD_COLUMNS.map((column) => [column, column]),
);
export function catalogElementFields(children: readonly OpenElement[]): RawCatalogRow {
  const values = noFieldTexts();
  for (const child of children) {
    const column = CATALOG_COLUMNS.get(child.name);
    if (column !== undefined) values[column] ??= elementText(child);
  }
  const category = values.category;
  return new MappedRow(
    values,
    CSV_COLUMN_NAMES,
    category?.trim() ? [{ column: 'category', value: category }] : [],
  );
}

/** An element's text: its text trimmed, then its CDATA as written. */
function elementText(element: OpenElement): string {
  return element.text.trim() + element.cdata;
}

/**
 * Element text per child (repeated elements keep the first; CDATA as written). Atom's
 * `<link href>` gives its address: the `alternate` one, else the first. Elements in Google's
 * namespace are named `g:…` whatever prefix the document binds to it. A map, not an object: the
 * names are new strings each item (see CATALOG_COLUMNS).
 */
export function itemElements(children: readonly OpenElement[], googlePrefix: string): ItemElements {
  const elements = new Map<string, string>();
  const links: OpenElement[] = [];
  const prefix = googlePrefix === 'g' ? null : `${googlePrefix}:`;
  for (const child of children) {
    const name =
      prefix !== null && child.name.startsWith(prefix)
        ? `g:${child.name.slice(prefix.length)}`
        : child.name;
    if (name === 'link') links.push(child);
    else if (!elements.has(name)) elements.set(name, elementText(child));
  }
  const link = linkOf(links);
  if (link !== undefined) elements.set('link', link);
  return elements;
}

function linkOf(links: readonly OpenElement[]): string | undefined {
  const withHref = links.filter((link) => link.attributes.href !== undefined);
  const first = links[0];
  if (withHref.length === 0) return first === undefined ? undefined : elementText(first);
  const alternate = withHref.find(
    (link) => link.attributes.rel === undefined || link.attributes.rel === 'alternate',
  );
  return (alternate ?? withHref[0])?.attributes.href;
}
