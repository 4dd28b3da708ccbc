export { type CsvCell, formatCsvCell, formatCsvRow } from './csvFormat';
export { toCsvStream } from './toCsvStream';
export {
  CATALOG_UPLOAD_COLUMNS,
  type CatalogUploadRow,
  type CatalogUploadResult,
} from './catalogUploadRow';
export { CatalogUploadRejected } from './catalogUploadRejected';
export { parseCsvCatalog } from './parseCsvCatalog';
export { parseXmlCatalog } from './parseXmlCatalog';
export {
  type CatalogUploadFormat,
  catalogUploadFormat,
  parseCatalogUpload,
} from './parseCatalogUpload';
export { type ByteSource } from './byteSource';
