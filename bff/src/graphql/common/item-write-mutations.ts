// The catalog item writes as mutations that answer a payload with userErrors: one item failing
// (an unknown id, a conflict, the store down) leaves the other mutations of the request answered.
// Each runs the same work as the mutation it replaces (catalog-resolver.ts).
import { Arg, Ctx, Field, ID, InputType, Mutation, ObjectType, Resolver } from 'type-graphql';
import { type GraphQLContext } from '../../context.js';
import { type ErrorCode } from '../../errors.js';
import { CatalogResolver } from '../catalog/catalog-resolver.js';
import { CatalogItem } from '../catalog/catalog-types.js';
import { DynamicPricingResult } from '../catalog/dynamic-pricing-types.js';
import { sendCatalogFile } from '../catalog/send-catalog-file.js';
import { FileScalar } from '../scalars/file.js';
import { requireSession } from './require-session.js';
import { UserError, withUserErrors } from './user-error.js';

@InputType({ description: 'Which item, and whether its dynamic pricing should be on.' })
export class UpdateDynamicPricingInput {
  @Field(() => ID, { description: 'Catalog item id.' })
  itemId!: string;

  @Field(() => Boolean, { description: 'The wanted state: true for on.' })
  enabled!: boolean;
}

@ObjectType({ description: 'The answer of updateDynamicPricing.', simpleResolvers: true })
export class UpdateDynamicPricingPayload {
  @Field(() => DynamicPricingResult, {
    nullable: true,
    description: 'What the store holds now; null when userErrors says why not.',
  })
  dynamicPricing!: DynamicPricingResult | null;

  @Field(() => [UserError], { description: 'Why the change was not made; empty when it was.' })
  userErrors!: UserError[];
}

@InputType({ description: 'The item whose base price is set to its current price.' })
export class SyncItemBasePriceInput {
  @Field(() => ID, { description: 'Catalog item id.' })
  itemId!: string;
}

@ObjectType({ description: 'The answer of syncItemBasePrice.', simpleResolvers: true })
export class SyncItemBasePricePayload {
  @Field(() => CatalogItem, {
    nullable: true,
    description: 'The item after the change; null when userErrors says why not.',
  })
  item!: CatalogItem | null;

  @Field(() => [UserError], { description: 'Why the change was not made; empty when it was.' })
  userErrors!: UserError[];
}

@ObjectType({ description: 'The answer of uploadCatalogFile.', simpleResolvers: true })
export class UploadCatalogFilePayload {
  @Field(() => Boolean, {
    description:
      'The store took the file; its outcome arrives as a notifications event. False when userErrors says why not.',
  })
  accepted!: boolean;

  @Field(() => ID, {
    nullable: true,
    description:
      "The upload's CATALOG_UPLOAD job (job(id), jobUpdated): SUCCEEDED once the store took the file, FAILED with the refusal's code otherwise; the jobId of the upload's notifications event. Null when the job could not be made (the job store unreachable): the file was not sent then.",
  })
  jobId!: string | null;

  @Field(() => [UserError], { description: 'Why the file was not taken; empty when it was.' })
  userErrors!: UserError[];
}

/** An unknown or malformed item id is about the input's itemId. */
const itemIdField = (code: ErrorCode) =>
  code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? ['input', 'itemId'] : null;

const catalog = new CatalogResolver();
/** The file as the File scalar hands it over (the same as uploadCatalog takes). */
type CatalogFile = Parameters<CatalogResolver['uploadCatalog']>[0];

@Resolver()
export class ItemWriteMutations {
  @Mutation(() => UpdateDynamicPricingPayload, {
    nullable: true,
    description:
      "Puts an item's dynamic pricing on or off, as setDynamicPricing did; a failure is in userErrors (NOT_FOUND, CONFLICT, UPSTREAM_UNAVAILABLE with maybeApplied, RATE_LIMITED), never an error of the request.",
  })
  async updateDynamicPricing(
    @Arg('input', () => UpdateDynamicPricingInput, { description: 'Item and wanted state.' })
    input: UpdateDynamicPricingInput,
    @Ctx() context: GraphQLContext,
  ): Promise<UpdateDynamicPricingPayload> {
    requireSession(context);
    const { result, userErrors } = await withUserErrors(
      context,
      () => catalog.setDynamicPricing(input.itemId, input.enabled, context),
      itemIdField,
    );
    return { dynamicPricing: result, userErrors };
  }

  @Mutation(() => SyncItemBasePricePayload, {
    nullable: true,
    description:
      'Sets the base price of an item to its current price, as syncBasePrice did; a failure is in userErrors, never an error of the request.',
  })
  async syncItemBasePrice(
    @Arg('input', () => SyncItemBasePriceInput, { description: 'The item.' })
    input: SyncItemBasePriceInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SyncItemBasePricePayload> {
    requireSession(context);
    const { result, userErrors } = await withUserErrors(
      context,
      () => catalog.syncBasePrice(input.itemId, context),
      itemIdField,
    );
    return { item: result, userErrors };
  }

  @Mutation(() => UploadCatalogFilePayload, {
    nullable: true,
    description:
      'Sends a .csv or .xml catalog to the store, as uploadCatalog did; the outcome arrives as a notifications event. A refused file (BAD_USER_INPUT, UPLOAD_IN_PROGRESS) is in userErrors.',
  })
  async uploadCatalogFile(
    @Arg('file', () => FileScalar, {
      description: 'The catalog file (.csv or .xml, at most 20 MB).',
    })
    file: CatalogFile,
    @Ctx() context: GraphQLContext,
  ): Promise<UploadCatalogFilePayload> {
    let jobId: string | null = null;
    const { result, userErrors } = await withUserErrors(
      context,
      () => sendCatalogFile(context, file, (id) => (jobId = id)),
      (code) => (code === 'BAD_USER_INPUT' ? ['file'] : null),
    );
    return { accepted: result !== null, jobId, userErrors };
  }
}
