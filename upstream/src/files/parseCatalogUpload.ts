import { type ByteSource } from './byteSource';
import { type CatalogUploadResult } from './catalogUploadRow';
import { parseCsvCatalog } from './parseCsvCatalog';
import { parseXmlCatalog } from './parseXmlCatalog';

export type CatalogUploadFormat = 'csv' | 'xml';

/** The format from the uploaded file's name; null for anything else (the route answers 415). */
export function catalogUploadFormat(filename: string): CatalogUploadFormat | null {
  const extension = /\.(csv|xml)$/i.exec(filename)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xml' ? extension : null;
}

export function parseCatalogUpload(
  source: ByteSource,
  format: CatalogUploadFormat,
): AsyncGenerator<CatalogUploadResult> {
  return format === 'csv' ? parseCsvCatalog(source) : parseXmlCatalog(source);
}
