import { GraphQLScalarType } from 'graphql';

/** A file of a GraphQL multipart request; graphql-yoga turns the part into a WHATWG File. */
export const FileScalar = new GraphQLScalarType<File, never>({
  name: 'File',
  description: 'A file sent with a GraphQL multipart request (graphql-yoga File).',
  parseValue(value) {
    // yoga's File is a @whatwg-node ponyfill on Node, not an instance of the global Blob.
    const candidate = value as Partial<File> | null;
    if (
      typeof candidate?.name !== 'string' ||
      typeof candidate.size !== 'number' ||
      typeof candidate.stream !== 'function'
    ) {
      throw new TypeError('File must be a multipart file part');
    }
    return value as File;
  },
  serialize() {
    throw new TypeError('File is an input-only scalar');
  },
});
