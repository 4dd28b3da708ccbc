// Personal access tokens (`../tokens.ts` names the types and documents the routes).
import { Type } from 'typebox';
import { Nullable } from './common-schema.js';

export const ApiTokenAbilityNameSchema = Type.Enum(['read', 'write']);

export const ApiTokenRowSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  abilities: Type.Array(ApiTokenAbilityNameSchema),
  created_at: Type.String(),
  last_used_at: Nullable(Type.String()),
  expires_at: Nullable(Type.String()),
});

export const ApiTokenListAnswerSchema = Type.Object({ data: Type.Array(ApiTokenRowSchema) });

export const CreatedApiTokenAnswerSchema = Type.Object({
  token: ApiTokenRowSchema,
  plain_text_token: Type.String(),
});
