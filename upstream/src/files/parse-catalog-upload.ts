import { type ByteSource } from './byte-source';
import { parseCsvCatalog } from './parse-csv-catalog';
import { type ParsedCatalog, type UploadContext } from './parsed-catalog';
import { parseXmlCatalog } from './parse-xml-catalog';

export type CatalogUploadFormat = 'csv' | 'xml';

/** The format from the uploaded file's name; null for anything else (the route answers 415). */
export function catalogUploadFormat(filename: string): CatalogUploadFormat | null {
  const extension = /\.(csv|xml)$/i.exec(filename)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xml' ? extension : null;
}

/**
 * Reads a whole catalog file and validates its rows for one store. Throws
 * CatalogUploadRejected when the file is refused as a whole; nothing is applied here.
 */
export function parseCatalogUpload(
  source: ByteSource,
  format: CatalogUploadFormat,
  context: UploadContext,
): Promise<ParsedCatalog> {
  return format === 'csv' ? parseCsvCatalog(source, context) : parseXmlCatalog(source, context);
}
