import { Field, Int, ObjectType } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { type ErrorCode, codedError, errorCodeOf } from '../../errors.js';
import { ErrorCodeEnum } from './error-code-enum.js';

@ObjectType({
  description:
    'Why a mutation did not do what was asked, for one part of its input. A mutation answering userErrors never fails the whole request for it: the other fields of the request keep their answers.',
  simpleResolvers: true,
})
export class UserError {
  @Field(() => [String], {
    nullable: true,
    description:
      'Path of the input field at fault, from the argument: ["input", "variation", "minPricePercentage"]; null when it is about the input as a whole.',
  })
  field!: string[] | null;

  @Field(() => String, { description: 'What went wrong, for the seller to read.' })
  message!: string;

  @Field(() => ErrorCodeEnum, { description: 'The documented code (docs/error-codes.md).' })
  code!: ErrorCode;

  @Field(() => Int, {
    nullable: true,
    description: 'RATE_LIMITED: seconds to wait before trying again.',
  })
  retryAfterSeconds!: number | null;

  @Field(() => Boolean, {
    description:
      'The store did not confirm the change and a read could not tell: it may or may not have been made (check before trying again).',
  })
  maybeApplied!: boolean;
}

/** A payload's result (null when it failed) and its userErrors. */
export interface Outcome<T> {
  result: T | null;
  userErrors: UserError[];
}

/** Codes that concern the whole request, not one mutation: they stay GraphQL errors. */
const requestWideCodes: ReadonlySet<ErrorCode> = new Set(['UNAUTHENTICATED']);

/**
 * Runs one mutation's work and turns its failure into userErrors, so that one failing mutation of
 * a request leaves the others' answers in place. `fieldOf` names the input field an error without
 * field errors is about (e.g. the item id of a NOT_FOUND). A fault of the BFF is logged and answered
 * as INTERNAL_SERVER_ERROR without detail, as the error masking does.
 */
export async function withUserErrors<T>(
  context: GraphQLContext,
  run: () => Promise<T>,
  fieldOf: (code: ErrorCode) => string[] | null = () => null,
): Promise<Outcome<T>> {
  try {
    return { result: await run(), userErrors: [] };
  } catch (error) {
    return { result: null, userErrors: userErrorsOf(error, context, fieldOf) };
  }
}

export function userErrorsOf(
  error: unknown,
  context: GraphQLContext,
  fieldOf: (code: ErrorCode) => string[] | null = () => null,
): UserError[] {
  const code = errorCodeOf(error);
  if (code === null) {
    context.logger.error({ err: error }, 'unexpected error');
    return [userError(codedError('INTERNAL_SERVER_ERROR'), 'INTERNAL_SERVER_ERROR', null)];
  }
  if (requestWideCodes.has(code)) throw error;
  const coded = error as { message: string; extensions: Record<string, unknown> };
  const fieldErrors = coded.extensions.fieldErrors as Record<string, string[]> | undefined;
  const entries = Object.entries(fieldErrors ?? {});
  if (entries.length === 0) return [userError(coded, code, fieldOf(code))];
  return entries.flatMap(([path, messages]) =>
    messages.map((message) =>
      userError({ message, extensions: coded.extensions }, code, path.split('.')),
    ),
  );
}

function userError(
  error: { message: string; extensions: Record<string, unknown> },
  code: ErrorCode,
  field: string[] | null,
): UserError {
  const retry = error.extensions.retryAfterSeconds;
  return {
    field,
    message: error.message,
    code,
    retryAfterSeconds: typeof retry === 'number' ? retry : null,
    maybeApplied: error.extensions.writeOutcome === 'UNKNOWN',
  };
}
