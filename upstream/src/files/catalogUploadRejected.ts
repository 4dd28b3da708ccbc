/**
 * The whole file is refused before any row is read (a hostile XML, a CSV without the required
 * columns): nothing of it may reach the catalog. The message is written for the seller.
 */
export class CatalogUploadRejected extends Error {
  override readonly name = 'CatalogUploadRejected';
}
