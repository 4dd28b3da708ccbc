import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { type CatalogExportFieldName } from '../../jobs/catalog-export-job.js';
import {
  dynamicPricingWanted,
  type JobKindName,
  uploadedFilenameOf,
  type JobRecord,
  type JobStatusName,
} from '../../jobs/job-record.js';
import { BulkItemResult } from '../catalog/bulk-types.js';
import { DateTimeScalar } from '../scalars/date-time.js';
import { PageInfo } from '../strategies/strategy-preview-types.js';

export enum JobKind {
  BULK_SET_DYNAMIC_PRICING = 'BULK_SET_DYNAMIC_PRICING',
  BULK_SYNC_BASE_PRICE = 'BULK_SYNC_BASE_PRICE',
  PRICES_EXPORT = 'PRICES_EXPORT',
  PRICE_ITEMS_EXPORT = 'PRICE_ITEMS_EXPORT',
  CATALOG_EXPORT = 'CATALOG_EXPORT',
  CATALOG_UPLOAD = 'CATALOG_UPLOAD',
}
registerEnumType(JobKind, {
  name: 'JobKind',
  description: 'What a job does.',
  valuesConfig: {
    BULK_SET_DYNAMIC_PRICING: {
      description: 'Dynamic pricing on or off for many items (startBulkSetDynamicPricing).',
    },
    BULK_SYNC_BASE_PRICE: {
      description: 'Base price set to the current price for many items (startBulkSyncBasePrice).',
    },
    PRICES_EXPORT: { description: "A category's market prices as a file (startPricesExport)." },
    PRICE_ITEMS_EXPORT: {
      description: "A category's items with their prices as a file (startPriceItemsExport).",
    },
    CATALOG_EXPORT: {
      description:
        'The catalog (or the items a filter matches) as a JSON Lines file (startCatalogExport).',
    },
    CATALOG_UPLOAD: {
      description:
        "A catalog file sent to the store (uploadCatalogFile, uploadCatalog): RUNNING while the file streams (progress.done counts its bytes), SUCCEEDED once the store took it, FAILED with the refusal's code, CANCELLED when cancelJob came while it was still being sent (nothing of it applied). Its id is the jobId of the upload's CATALOG_UPLOAD_COMPLETED notification, which reports the rows.",
    },
  },
});

export enum JobStatus {
  QUEUED = 'QUEUED',
  RUNNING = 'RUNNING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(JobStatus, {
  name: 'JobStatus',
  description: 'Where a job stands.',
  valuesConfig: {
    QUEUED: {
      description:
        'Waiting to start (a bulk write waits while two other bulk jobs of the user run).',
    },
    RUNNING: { description: 'Working; progress moves as items are done.' },
    SUCCEEDED: {
      description:
        'Done. A bulk write may still have FAILED items (see items); an export has its url.',
    },
    FAILED: { description: 'Stopped by an error (see error); items done before it are listed.' },
    CANCELLED: {
      description:
        'Stopped by cancelJob: items written before (and those in flight then) stay written and are listed.',
    },
  },
});

export enum CatalogExportFormat {
  JSONL = 'JSONL',
}
registerEnumType(CatalogExportFormat, {
  name: 'CatalogExportFormat',
  description: 'The file format of a catalog export.',
  valuesConfig: {
    JSONL: { description: 'JSON Lines: one JSON object per item, one item a line (UTF-8).' },
  },
});

export enum CatalogExportField {
  ID = 'ID',
  EXTERNAL_ID = 'EXTERNAL_ID',
  EAN = 'EAN',
  NAME = 'NAME',
  STORAGE = 'STORAGE',
  RAM = 'RAM',
  GRADE = 'GRADE',
  COLOR = 'COLOR',
  PRICE = 'PRICE',
  BASE_PRICE = 'BASE_PRICE',
  CURRENCY_SYMBOL = 'CURRENCY_SYMBOL',
  STOCK = 'STOCK',
  MARGIN_PERCENTAGE = 'MARGIN_PERCENTAGE',
  DYNAMIC_PRICING = 'DYNAMIC_PRICING',
  NOTIFICATIONS_COUNT = 'NOTIFICATIONS_COUNT',
  BELOW_BASE_PRICE = 'BELOW_BASE_PRICE',
  MARKET_PRICES = 'MARKET_PRICES',
}
registerEnumType(CatalogExportField, {
  name: 'CatalogExportField',
  description: 'An item detail a catalog export line carries (its JSON key in brackets).',
  valuesConfig: {
    ID: { description: 'Catalog item id (id); always included.' },
    EXTERNAL_ID: { description: "The store's own id of the item (externalId)." },
    EAN: { description: 'EAN barcode (ean).' },
    NAME: { description: 'Product name (name).' },
    STORAGE: { description: 'Storage size (storage).' },
    RAM: { description: 'RAM size (ram).' },
    GRADE: { description: 'Condition grade (grade).' },
    COLOR: { description: 'Colour (color).' },
    PRICE: { description: 'Active price (price).' },
    BASE_PRICE: { description: 'Base price (basePrice).' },
    CURRENCY_SYMBOL: { description: 'Currency symbol of the prices (currencySymbol).' },
    STOCK: { description: 'Units in stock (stock).' },
    MARGIN_PERCENTAGE: { description: 'Margin in percent (marginPercentage).' },
    DYNAMIC_PRICING: { description: 'Dynamic pricing on (automaticPriceEnabled).' },
    NOTIFICATIONS_COUNT: { description: 'Open notifications (notificationsCount).' },
    BELOW_BASE_PRICE: { description: 'price < basePrice (belowBasePrice).' },
    MARKET_PRICES: {
      description:
        "Market prices (prices: {suggested, marketPrice, min, max}, null for an item without them), read from the items' details in one batch per page.",
    },
  },
});

/** The GraphQL enum and the job module's names are the same strings. */
export const exportFieldName = (field: CatalogExportField): CatalogExportFieldName => field;
export const kindName = (kind: JobKind): JobKindName => kind;
export const statusName = (status: JobStatus): JobStatusName => status;

@ObjectType({ description: 'How far a job is.', simpleResolvers: true })
export class JobProgress {
  @Field(() => Int, {
    description:
      'Units done: items with an outcome (bulk writes), lines written (catalog export), bytes sent (catalog upload).',
  })
  done!: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'Units in all; null until known (a filter target is resolved when the job starts).',
  })
  total!: number | null;
}

@ObjectType({ description: 'Why a job failed.', simpleResolvers: true })
export class JobError {
  @Field(() => String, {
    description: 'The error code, as in extensions.code (docs/error-codes.md).',
  })
  code!: string;

  @Field(() => String, { description: 'Why, in words meant for the seller.' })
  message!: string;
}

@ObjectType({ description: "One item's outcome in a job.", simpleResolvers: true })
export class JobItemEdge {
  @Field(() => String, { description: "This item's cursor (pass it as `after`)." })
  cursor!: string;

  @Field(() => BulkItemResult, { description: "The item's outcome." })
  node!: BulkItemResult;
}

@ObjectType({ description: "A page of a job's item outcomes.", simpleResolvers: true })
export class JobItemConnection {
  @Field(() => [JobItemEdge], { description: 'The outcomes of this page, in the order written.' })
  edges!: JobItemEdge[];

  @Field(() => PageInfo, { description: 'Whether more outcomes follow.' })
  pageInfo!: PageInfo;

  @Field(() => Int, { description: 'Outcomes matching the status asked for, over all pages.' })
  totalCount!: number;
}

/**
 * A job as GraphQL shows it; progress, items, error and url are resolved from `record`
 * (jobs-resolver.ts).
 */
@ObjectType({
  description:
    'Long work with a handle: it runs on its own (closing the tab does not stop it), belongs to the user (every session and token of the user sees it) and is kept 7 days after it ends. Follow it with jobUpdated or by asking job(id).',
})
export class Job {
  @Field(() => ID, { description: 'Job id.' })
  id!: string;

  @Field(() => JobKind, { description: 'What the job does.' })
  kind!: JobKind;

  @Field(() => JobStatus, { description: 'Where it stands.' })
  status!: JobStatus;

  @Field(() => DateTimeScalar, { description: 'When it was started.' })
  createdAt!: string;

  @Field(() => DateTimeScalar, {
    nullable: true,
    description: 'When it ended (SUCCEEDED, FAILED or CANCELLED); null while it runs.',
  })
  finishedAt!: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'For a BULK_SET_DYNAMIC_PRICING job, the state it sets on every item (true for on); null for other kinds.',
  })
  dynamicPricingEnabled!: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'For a CATALOG_UPLOAD job, the name of the file sent, as the client named it; null for other kinds.',
  })
  uploadedFilename!: string | null;

  /** The stored job (not a GraphQL field). */
  record!: JobRecord;
}

/** The GraphQL view of a stored job. */
export function jobOf(record: JobRecord): Job {
  const job = new Job();
  job.id = record.id;
  job.kind = record.kind as JobKind;
  job.status = record.status as JobStatus;
  job.createdAt = record.createdAt;
  job.finishedAt = record.finishedAt;
  job.dynamicPricingEnabled = dynamicPricingWanted(record);
  job.uploadedFilename = uploadedFilenameOf(record);
  job.record = record;
  return job;
}

@ObjectType({ description: 'A job in a list of jobs.', simpleResolvers: true })
export class JobEdge {
  @Field(() => String, { description: "This job's cursor (pass it as `after`)." })
  cursor!: string;

  @Field(() => Job, { description: 'The job.' })
  node!: Job;
}

@ObjectType({ description: "A page of the user's jobs.", simpleResolvers: true })
export class JobConnection {
  @Field(() => [JobEdge], { description: 'The jobs of this page, newest first.' })
  edges!: JobEdge[];

  @Field(() => PageInfo, { description: 'Whether more jobs follow.' })
  pageInfo!: PageInfo;

  @Field(() => Int, {
    description: 'Jobs matching the status and kind asked for, over all pages.',
  })
  totalCount!: number;
}
