import { codedError } from '../../errors.js';

/** Largest catalog file accepted (issue 4): refused before the upstream is contacted. */
export const maxCatalogUploadBytes = 20 * 1024 * 1024;

const allowedExtensions = /\.(csv|xml)$/i;

/** Throws BAD_USER_INPUT unless the file is a .csv or .xml of at most 20 MB. */
export function assertUploadableCatalog(file: { name: string; size: number }): void {
  if (!allowedExtensions.test(file.name)) {
    throw codedError('BAD_USER_INPUT', 'The catalog must be a .csv or .xml file.');
  }
  if (file.size > maxCatalogUploadBytes) {
    throw codedError('BAD_USER_INPUT', 'The catalog file must not be larger than 20 MB.');
  }
  if (file.size === 0) {
    throw codedError('BAD_USER_INPUT', 'The catalog file is empty.');
  }
}
