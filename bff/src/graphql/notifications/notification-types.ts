import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars/date-time.js';
import { CatalogUploadReport } from './catalog-upload-report.js';

export enum NotificationKind {
  PRICES_EXPORT_COMPLETED = 'prices-export-completed',
  ITEMS_EXPORT_COMPLETED = 'items-export-completed',
  CATALOG_UPLOAD_COMPLETED = 'catalog-upload-completed',
}
registerEnumType(NotificationKind, {
  name: 'NotificationKind',
  description: "Events of the user's private notifications channel.",
  valuesConfig: {
    PRICES_EXPORT_COMPLETED: {
      description: 'A prices export finished; downloadUrl fetches the file.',
    },
    ITEMS_EXPORT_COMPLETED: {
      description: 'An items export finished; downloadUrl fetches the file.',
    },
    CATALOG_UPLOAD_COMPLETED: {
      description: 'A catalog upload finished; uploadReport says what it did.',
    },
  },
});

@ObjectType({ description: "An event of the signed-in user's private notifications channel." })
export class NotificationEvent {
  @Field(() => NotificationKind, { description: 'What happened.' })
  kind!: NotificationKind;

  @Field(() => String, {
    nullable: true,
    description:
      'Export events: the file name, and the BFF address that downloads it with the session.',
  })
  filename!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Export events: BFF path that downloads the file (/download/{filename}).',
  })
  downloadUrl!: string | null;

  @Field(() => CatalogUploadReport, {
    nullable: true,
    description:
      'CATALOG_UPLOAD_COMPLETED: what the upload did (counts and refused rows); null for other kinds.',
  })
  uploadReport!: CatalogUploadReport | null;

  @Field(() => String, {
    nullable: true,
    deprecationReason: 'Use uploadReport: the same report, typed.',
    description: 'Upload events: what the upstream reported (counts and row errors), as given.',
  })
  payload!: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      'Export and upload events: the job that caused the event (an export started by startPricesExport or startPriceItemsExport, or the CATALOG_UPLOAD job of an upload: job(id) reads it); null when the store did not say.',
  })
  jobId!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the BFF received the event.' })
  receivedAt!: string;
}
