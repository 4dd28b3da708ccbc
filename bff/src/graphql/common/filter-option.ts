import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One choice of a list filter.', simpleResolvers: true })
export class FilterOption {
  @Field(() => String, { description: 'The value to send back in the filter.' })
  value!: string;

  @Field(() => String, { description: 'What the UI shows for it.' })
  label!: string;
}
