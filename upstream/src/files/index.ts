export {
  COMMA_STYLE,
  type CsvCell,
  type CsvStyle,
  formatCsvCell,
  formatCsvRow,
  SEMICOLON_STYLE,
} from './csvFormat';
export { toCsvStream } from './toCsvStream';
export {
  CATALOG_UPLOAD_COLUMNS,
  type CatalogUploadRow,
  type RawField,
  type RowSources,
} from './catalogUploadRow';
export { CatalogUploadRejected } from './catalogUploadRejected';
export {
  MAX_UPLOAD_ROWS,
  type ParsedCatalog,
  type ParsedUploadRow,
  type UploadContext,
  type UploadItemRef,
  type UploadRowError,
} from './parsedCatalog';
export {
  type CatalogUploadFormat,
  catalogUploadFormat,
  parseCatalogUpload,
} from './parseCatalogUpload';
export { type ByteSource } from './byteSource';
export { uploadText } from './uploadMessages';
