import {
  type ApiTokenAbilityName,
  type ApiTokenRow,
  type CreateApiTokenBody,
  type CreatedApiTokenAnswer,
} from '@refurb/contract';
import { errorCodeOf } from '../../errors.js';
import { codedError } from '../../errors.js';
import {
  ApiToken,
  ApiTokenAbility,
  CreatedApiToken,
  type CreateApiTokenInput,
} from './token-types.js';

/** The one place the store's token names become GraphQL's and back. */

const abilityOfName: Record<ApiTokenAbilityName, ApiTokenAbility> = {
  read: ApiTokenAbility.READ,
  write: ApiTokenAbility.WRITE,
};

export function mapApiToken(row: ApiTokenRow): ApiToken {
  const token = new ApiToken();
  token.id = String(row.id);
  token.name = row.name;
  token.abilities = row.abilities.map((name) => abilityOfName[name]);
  token.createdAt = row.created_at;
  token.lastUsedAt = row.last_used_at;
  token.expiresAt = row.expires_at;
  return token;
}

export function mapCreatedApiToken(answer: CreatedApiTokenAnswer): CreatedApiToken {
  const created = new CreatedApiToken();
  created.token = mapApiToken(answer.token);
  created.plainTextToken = answer.plain_text_token;
  return created;
}

export function createApiTokenBody(input: CreateApiTokenInput): CreateApiTokenBody {
  return {
    name: input.name,
    abilities: [...new Set(input.abilities)],
    expires_at: input.expiresAt,
  };
}

/** The store's 422 field names as GraphQL input paths (`errors.tokens`: the limit, the input). */
const inputPathOfField: Readonly<Record<string, string>> = {
  name: 'input.name',
  abilities: 'input.abilities',
  expires_at: 'input.expiresAt',
  tokens: 'input',
};

/** A BAD_USER_INPUT of the store with its field errors keyed by GraphQL input path. */
export function withInputPaths(error: unknown): unknown {
  if (errorCodeOf(error) !== 'BAD_USER_INPUT') return error;
  const { message, extensions } = error as {
    message: string;
    extensions: { fieldErrors?: Record<string, string[]> };
  };
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(extensions.fieldErrors ?? {})) {
    const path = inputPathOfField[field] ?? `input.${field}`;
    fieldErrors[path] = [...(fieldErrors[path] ?? []), ...messages];
  }
  return codedError('BAD_USER_INPUT', message, { fieldErrors });
}
