import { Field, ID, ObjectType } from 'type-graphql';
import { CatalogType, RoundingType } from '../common/enums.js';

@ObjectType({
  description: 'A device category of the store (smartphone, pc, smartwatch, tablet).',
  simpleResolvers: true,
})
export class Category {
  @Field(() => ID, { description: 'Category id; also the id of the prices screen.' })
  id!: string;

  @Field(() => String, { description: 'Category name as the upstream gives it.' })
  name!: string;

  @Field(() => String, { description: 'Stable lower-case key, e.g. smartphone.' })
  slug!: string;
}

@ObjectType({
  description: 'A marketplace whose competitor listings the store watches.',
  simpleResolvers: true,
})
export class Vendor {
  @Field(() => ID, { description: 'Vendor id (route parameter of the competitor screens).' })
  id!: string;

  @Field(() => String, { description: 'Marketplace name.' })
  name!: string;

  @Field(() => String, { description: 'Country code of the marketplace.' })
  country!: string;

  @Field(() => Category, { nullable: true, description: 'The category the store watches there.' })
  category!: Category | null;
}

@ObjectType({
  description: "The store's integration and catalog settings (profile configuration).",
  simpleResolvers: true,
})
export class StoreConfiguration {
  @Field(() => String, { nullable: true, description: 'Store name shown in the header.' })
  storeName!: string | null;

  @Field(() => Boolean, { description: 'Catalog, catalog detail and logs are enabled.' })
  showCatalog!: boolean;

  @Field(() => CatalogType, {
    nullable: true,
    description: 'Whether the catalog is for resell or buyback.',
  })
  catalogType!: CatalogType | null;

  @Field(() => String, { nullable: true, description: 'How the store is integrated, e.g. s3.' })
  integrationType!: string | null;

  @Field(() => Boolean, { description: 'The integration with the store is active.' })
  integrationActive!: boolean;

  @Field(() => RoundingType, { nullable: true, description: 'Rounding type of the integration.' })
  integrationRoundingType!: RoundingType | null;

  @Field(() => String, { nullable: true, description: 'Repricing mode, e.g. dry_run.' })
  repricingMode!: string | null;

  @Field(() => Boolean, { description: 'Automatic repricing is switched on.' })
  repricingEnabled!: boolean;

  @Field(() => String, { nullable: true, description: "Link to the store's product feed." })
  googleFeedUrl!: string | null;

  @Field(() => Boolean, { description: 'A catalog file may be uploaded by hand.' })
  manualFeedUploadEnabled!: boolean;

  @Field(() => Boolean, { description: 'The items export of the prices screen is available.' })
  exportItemsEnabled!: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'Store slug (keys the store-specific strategy notes).',
  })
  storeSlug!: string | null;
}

@ObjectType({ description: 'Which market data the account includes.', simpleResolvers: true })
export class Extra {
  @Field(() => Boolean, { description: 'Resell data and strategies are included.' })
  resellEnabled!: boolean;

  @Field(() => Boolean, { description: 'Trade-in (buyback) data and strategies are included.' })
  buybackEnabled!: boolean;

  @Field(() => String, { nullable: true, description: 'Catalog currency code, e.g. EUR.' })
  catalogCurrency!: string | null;

  @Field(() => String, { nullable: true, description: 'Catalog currency symbol, e.g. €.' })
  catalogCurrencySymbol!: string | null;

  @Field(() => [String], { description: 'Countries of the resell market data.' })
  resellCountries!: string[];

  @Field(() => [String], { description: 'Countries of the buyback market data.' })
  buybackCountries!: string[];
}

@ObjectType({
  description:
    'Every permission rule of the dashboard (docs/screens-and-permissions.md), computed in one place.',
  simpleResolvers: true,
})
export class Access {
  @Field(() => Boolean, {
    description: 'configuration.show_catalog: catalog, catalog detail, log, log detail.',
  })
  catalog!: boolean;

  @Field(() => Boolean, {
    description: 'extra.resell_enabled: resell strategies, data blocks and charts.',
  })
  resell!: boolean;

  @Field(() => Boolean, {
    description: 'extra.buyback_enabled: buyback strategies, trade-in data blocks and charts.',
  })
  buyback!: boolean;

  @Field(() => Boolean, { description: 'At least one vendor: the competitor screens.' })
  competitors!: boolean;

  @Field(() => Boolean, {
    description: 'configuration.export_items_enabled: the items export button.',
  })
  exportItems!: boolean;

  @Field(() => Boolean, {
    description: 'configuration.manual_feed_upload_enabled: the manual upload widget.',
  })
  manualUpload!: boolean;

  @Field(() => Boolean, {
    description: 'configuration.integration_type is s3: the catalog download.',
  })
  catalogDownload!: boolean;

  @Field(() => Boolean, {
    description: 'extra absent, or more than one country for the catalog type: country flags.',
  })
  multiCountry!: boolean;

  @Field(() => Boolean, {
    description: 'repricing_mode is dry_run and repricing is enabled: the dry run badge.',
  })
  dryRun!: boolean;
}
