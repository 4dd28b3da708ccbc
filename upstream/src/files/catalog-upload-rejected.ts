/**
 * The whole file is refused before any row is applied (a hostile XML, a CSV without the required
 * columns, bytes that are not text): nothing of it may reach the catalog. The message is written
 * for the seller, in their language.
 */
export class CatalogUploadRejected extends Error {
  override readonly name = 'CatalogUploadRejected';
}
