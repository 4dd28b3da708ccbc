import { Field, ObjectType } from 'type-graphql';

@ObjectType({
  description: 'One entry of an item\'s extra details (e.g. "Processor": "M1").',
  simpleResolvers: true,
})
export class DetailPair {
  @Field(() => String, { description: "The detail's name, as the upstream gives it." })
  key!: string;

  @Field(() => String, { description: "The detail's value, as text." })
  value!: string;
}
