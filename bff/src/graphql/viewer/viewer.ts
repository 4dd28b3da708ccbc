import { Field, ID, ObjectType } from 'type-graphql';
import { BuybackStrategy, ResellStrategy } from '../strategies/strategy-types.js';
import { Access, Category, Extra, StoreConfiguration, Vendor } from './viewer-types.js';

@ObjectType({ description: 'The signed-in user: profile, store settings and what they may see.' })
export class Viewer {
  @Field(() => ID, { description: 'Upstream user id.' })
  id!: string;

  @Field(() => String, { description: 'Profile name.' })
  name!: string;

  @Field(() => String, { description: 'E-mail address the user signs in with.' })
  email!: string;

  @Field(() => String, { description: "The upstream's language field as given." })
  language!: string;

  @Field(() => String, {
    description: 'en-GB or it-IT, derived from language (anything unknown: en-GB).',
    deprecationReason: 'Use preferredLocale: the same value as the Locale enum.',
  })
  locale!: string;

  @Field(() => String, { description: 'configuration.storeName, else name.' })
  displayName!: string;

  @Field(() => [Category], { description: "The store's categories (one prices screen each)." })
  categories!: Category[];

  @Field(() => [Vendor], { description: 'Marketplaces whose competitors the store watches.' })
  vendors!: Vendor[];

  @Field(() => StoreConfiguration, { description: 'Integration and catalog settings.' })
  configuration!: StoreConfiguration;

  @Field(() => Extra, {
    nullable: true,
    description: 'Market data settings; absent for some accounts.',
  })
  extra!: Extra | null;

  @Field(() => Access, {
    description:
      'Every permission rule (who sees which screen and action, docs/screens-and-permissions.md), computed in one place.',
  })
  access!: Access;

  @Field(() => [ResellStrategy], { description: 'Resell strategies, one per category.' })
  resellStrategies!: ResellStrategy[];

  @Field(() => [BuybackStrategy], { description: 'Buyback strategies, one per category.' })
  buybackStrategies!: BuybackStrategy[];
}
