import { unlessAborted } from '../../async/unless-aborted.js';
import { type GraphQLContext } from '../../context.js';
import { codedError, errorCodeOf } from '../../errors.js';
import { type StreamedFile } from '../../http/streamed-file.js';
import { type JobRecord } from '../../jobs/job-record.js';
import { uploadCatalog } from '../../upstream/catalog.js';
import { oneShotFileMultipart } from '../../upstream/multipart-body.js';
import { requireSession } from '../common/require-session.js';
import {
  assertCatalogFileName,
  catalogEmptyError,
  catalogTooLargeError,
  maxCatalogUploadBytes,
} from './catalog-upload-rules.js';

/** A running upload's progress is saved (and jobUpdated told) once per this many bytes sent. */
const progressStepBytes = 1024 * 1024;

/**
 * The upload's steps, the file streamed from the client to the store as it arrives: signed in, a
 * .csv or .xml name, not empty, at most 20 MB (the request's declared length bounds it before
 * the store is called; counted as it passes too), then `POST /api/catalog/upload`. Throws the coded error of the
 * step that failed, or the store's refusal.
 *
 * Every upload of a signed-in user is a CATALOG_UPLOAD job (job(id), jobs, jobUpdated): RUNNING
 * from the start, with the bytes sent as progress; SUCCEEDED once the store took the file, FAILED
 * with the refusal's code and message, CANCELLED when cancelJob came while the file was still being
 * sent (the store's request is cut there, so it applies nothing; the answer is JOB_CANCELLED). Once
 * the store has the whole file a cancel changes nothing: the store applies it. The job id is the upload's X-Request-Id, so the store's
 * upload event carries it as its jobId. `onJob` hears the id as soon as the job exists (a refused
 * file's answer names its FAILED job too); the answer is the id.
 */
export async function sendCatalogFile(
  context: GraphQLContext,
  file: StreamedFile,
  onJob: (jobId: string) => void = () => undefined,
): Promise<string> {
  requireSession(context);
  const { jobs } = context;
  const job = await jobs.track(context, 'CATALOG_UPLOAD', { filename: file.name });
  onJob(job.id);
  const progress = { sent: 0, saved: 0 };
  const saveProgress = async () => {
    progress.saved = progress.sent;
    await jobs.change(job.id, { done: progress.sent });
  };
  const cancel = jobs.whenCancelRequested(job.id);
  let end: Partial<JobRecord>;
  try {
    await streamToStore(context, file, job.id, cancel.requested, async (bytes) => {
      progress.sent += bytes;
      if (progress.sent - progress.saved >= progressStepBytes) await saveProgress();
    });
    end = { status: 'SUCCEEDED', total: progress.sent };
  } catch (error) {
    const code = errorCodeOf(error);
    end =
      code === 'JOB_CANCELLED'
        ? { status: 'CANCELLED' }
        : {
            status: 'FAILED',
            error: {
              code: code ?? 'INTERNAL_SERVER_ERROR',
              message:
                code !== null && error instanceof Error ? error.message : 'Something went wrong.',
            },
          };
    await jobs.change(job.id, { ...end, done: progress.sent, finishedAt: now() });
    throw error;
  } finally {
    cancel.stop();
  }
  await jobs.change(job.id, { ...end, done: progress.sent, finishedAt: now() });
  return job.id;
}

const now = () => new Date().toISOString();

const cancelledError = () =>
  codedError('JOB_CANCELLED', 'The upload was cancelled: nothing of the file was applied.');

async function streamToStore(
  context: GraphQLContext,
  file: StreamedFile,
  requestId: string,
  cancelRequested: Promise<void>,
  sent: (bytes: number) => Promise<void>,
): Promise<void> {
  assertCatalogFileName(file.name);
  // Refused before the store is called when the declared length says it cannot fit.
  if (file.sizeAtMost > maxCatalogUploadBytes) throw catalogTooLargeError();
  // An empty file is refused without an upstream call.
  const first = await file.next();
  if (first === null) throw catalogEmptyError();
  let tooLarge = false;
  let cancelled = false;
  const cancel = new AbortController();
  void cancelRequested.then(() => cancel.abort(cancelledError()));
  // The next chunk, unless a cancel comes first (also while the client is slow to send it).
  const nextChunk = async () => {
    try {
      return await unlessAborted(file.next(), cancel.signal);
    } catch (error) {
      cancelled ||= error === cancel.signal.reason;
      throw error;
    }
  };
  async function* limited(): AsyncGenerator<Uint8Array> {
    let received = 0;
    for (let chunk: Buffer | null = first; chunk !== null; chunk = await nextChunk()) {
      received += chunk.length;
      if (received > maxCatalogUploadBytes) {
        tooLarge = true;
        throw catalogTooLargeError();
      }
      yield chunk;
      await sent(chunk.length);
    }
  }
  const body = oneShotFileMultipart('catalog', {
    name: file.name,
    type: file.type,
    chunks: limited(),
  });
  try {
    await uploadCatalog(context.upstream, body, requestId);
  } catch (error) {
    // The store saw a broken body: what the client sees is why it was cut.
    if (cancelled) throw cancelledError();
    throw tooLarge ? catalogTooLargeError() : error;
  }
}
