import { type Locale, type MessageKey, type MessageParams, translate } from '../i18n';
import { CatalogUploadRejected } from './catalog-upload-rejected';

type InUploads<Key> = Key extends `uploads.${infer Name}` ? Name : never;
/** A key of locales/upstream/uploads.<locale>.json, without the namespace. */
export type UploadMessage = InUploads<MessageKey>;

/** The uploads message `key` in the uploader's language. */
export function uploadText(locale: Locale, key: UploadMessage, params: MessageParams = {}): string {
  return translate(locale, `uploads.${key}`, params);
}

/** A whole-file refusal in the uploader's language. */
export function refuseFile(
  locale: Locale,
  key: UploadMessage,
  params: MessageParams = {},
): CatalogUploadRejected {
  return new CatalogUploadRejected(uploadText(locale, key, params));
}
