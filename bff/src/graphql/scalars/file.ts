import { StreamedFile } from '../../http/streamed-file.js';
import { GraphQLScalarType } from 'graphql';

/**
 * A file of a GraphQL multipart request, streamed: the request's own parser
 * (http/streamed-multipart.ts) hands its bytes over as they arrive.
 */
export const FileScalar = new GraphQLScalarType<StreamedFile, never>({
  name: 'File',
  description: 'A file sent with a GraphQL multipart request (graphql-yoga File).',
  parseValue(value) {
    if (!(value instanceof StreamedFile)) throw new TypeError('File must be a multipart file part');
    return value;
  },
  serialize() {
    throw new TypeError('File is an input-only scalar');
  },
});
