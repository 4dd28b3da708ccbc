import { Field, ID, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars/date-time.js';

/** The store's ability names are the enum's values (token-mapping.ts reads them). */
export enum ApiTokenAbility {
  READ = 'read',
  WRITE = 'write',
}
registerEnumType(ApiTokenAbility, {
  name: 'ApiTokenAbility',
  description: 'What a personal access token may do.',
  valuesConfig: {
    READ: { description: 'Queries, subscriptions and file downloads.' },
    WRITE: { description: 'Mutations, catalog uploads and exports.' },
  },
});

@ObjectType({
  description:
    'A personal access token of the signed-in user, as listed: never its secret. Send it as `Authorization: Bearer <token>`.',
})
export class ApiToken {
  @Field(() => ID, { description: "The token's id (the part of the token before `|`)." })
  id!: string;

  @Field(() => String, { description: 'The name given when it was created.' })
  name!: string;

  @Field(() => [ApiTokenAbility], { description: 'What it may do.' })
  abilities!: ApiTokenAbility[];

  @Field(() => DateTimeScalar, { description: 'When it was created.' })
  createdAt!: string;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'The last request made with it (to the minute); null until used.',
  })
  lastUsedAt!: string | null;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'When it stops working; null for never.',
  })
  expiresAt!: string | null;
}

@InputType({ description: 'A new personal access token.' })
export class CreateApiTokenInput {
  @Field(() => String, { description: 'A name to recognise it by (1 to 100 characters).' })
  name!: string;

  @Field(() => [ApiTokenAbility], {
    description: 'What it may do: [READ], or [READ, WRITE] to change things too.',
  })
  abilities!: ApiTokenAbility[];

  @Field(() => DateTimeScalar, {
    description: 'When it stops working: in the future, at most one year ahead.',
  })
  expiresAt!: string;
}

@ObjectType({ description: 'A token just created, with its secret: shown this once.' })
export class CreatedApiToken {
  @Field(() => ApiToken, { description: 'The token as listed.' })
  token!: ApiToken;

  @Field(() => String, {
    description:
      'The whole token, `<id>|<secret>`, to send as `Authorization: Bearer <token>`. It is shown only once: the store keeps only a hash of it.',
  })
  plainTextToken!: string;
}
