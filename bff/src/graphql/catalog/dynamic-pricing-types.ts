import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { CatalogItem } from './catalog-types.js';

export enum DynamicPricingOutcome {
  CHANGED = 'changed',
  UNCHANGED = 'unchanged',
}
registerEnumType(DynamicPricingOutcome, {
  name: 'DynamicPricingOutcome',
  description: 'What setDynamicPricing did.',
  valuesConfig: {
    CHANGED: { description: 'The item was switched, as the upstream confirmed.' },
    UNCHANGED: { description: 'The item was already in the requested state: nothing was written.' },
  },
});

@ObjectType({ description: 'The answer of setDynamicPricing: what the upstream holds now.' })
export class DynamicPricingResult {
  @Field(() => ID, { description: 'Catalog item id.' })
  itemId!: string;

  @Field(() => DynamicPricingOutcome, { description: 'CHANGED or UNCHANGED.' })
  outcome!: DynamicPricingOutcome;

  @Field(() => Boolean, {
    description:
      "Dynamic pricing is on after the call: the upstream's answer to the write, or the state read when nothing had to change.",
  })
  enabled!: boolean;

  @Field(() => CatalogItem, {
    nullable: true,
    description:
      'The item after the call; null when it could not be read afterwards (the change stands: see enabled).',
  })
  item!: CatalogItem | null;
}
