import { type GraphQLError } from 'graphql';
import { codedError } from '../../errors.js';

/** Largest catalog file accepted: refused before the upstream is contacted. */
export const maxCatalogUploadBytes = 20 * 1024 * 1024;

const allowedExtensions = /\.(csv|xml)$/i;

/** Throws BAD_USER_INPUT unless the name ends in .csv or .xml. */
export function assertCatalogFileName(name: string): void {
  if (!allowedExtensions.test(name)) {
    throw codedError('BAD_USER_INPUT', 'The catalog must be a .csv or .xml file.');
  }
}

export function catalogTooLargeError(): GraphQLError {
  return codedError('BAD_USER_INPUT', 'The catalog file must not be larger than 20 MB.');
}

export function catalogEmptyError(): GraphQLError {
  return codedError('BAD_USER_INPUT', 'The catalog file is empty.');
}
