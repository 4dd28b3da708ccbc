export {
  COMMA_STYLE,
  type CsvCell,
  type CsvStyle,
  formatCsvCell,
  formatCsvRow,
  SEMICOLON_STYLE,
} from './csv-format';
export { toCsvStream } from './to-csv-stream';
export {
  CATALOG_UPLOAD_COLUMNS,
  type CatalogUploadRow,
  type RawField,
  type RowSources,
} from './catalog-upload-row';
export { CatalogUploadRejected } from './catalog-upload-rejected';
export {
  MAX_UPLOAD_ROWS,
  type ParsedCatalog,
  type ParsedUploadRow,
  type UploadContext,
  type UploadItemRef,
  type UploadRowError,
} from './parsed-catalog';
export {
  type CatalogUploadFormat,
  catalogUploadFormat,
  parseCatalogUpload,
} from './parse-catalog-upload';
export { type ByteSource } from './byte-source';
export {
  parseCatalogUploadInWorker,
  UPLOAD_MEMORY_MB,
  type WorkerLimits,
  type WorkerParsedCatalog,
} from './parse-in-worker';
export { uploadText } from './upload-messages';
export { acceptedCategories, type CategoryMatch, matchCategory } from './category-mapping';
