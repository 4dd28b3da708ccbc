import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { useApolloClient, useMutation, useSubscription } from '@apollo/client';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSubscriptionLive } from '../../../app/realtime/RealtimeConnectionContext';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { type CatalogUploadOutcomeState, UPLOAD_TIMEOUT_MS } from '../upload/upload-outcome';
import { sendCatalogFile } from '../upload/upload-refusal';
import { catalogListPreloader } from './catalog-list-preload';
import { NotificationsSubscription } from './notifications-subscription';
import { UploadCatalogFileMutation } from './upload-catalog-mutation';

const ACCEPTED_EXTENSIONS = ['.csv', '.xml'];

/** The largest catalog file the store accepts (the BFF and the upstream refuse larger ones). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

type UploadProblem = 'failed' | 'timedOut';

const StyledWidget = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledProblem = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex: none;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const StyledFileLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  max-width: ${({ theme }) => theme.sizes.fileName};
  height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: ${({ theme }) => theme.borders.strong};
  border-style: dashed;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  cursor: pointer;

  span {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

function isAcceptedFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

export interface CatalogUploadWidgetProps {
  /** Runs when the upstream reports the upload processed (filters reset, the list reloads). */
  onProcessed: () => void;
  /** Where the outcome of an upload goes (shown by CatalogUploadOutcome). */
  outcome: CatalogUploadOutcomeState;
}

/**
 * Leaving while a file is processed: the catalog lists read so far may miss its items, so each is
 * read from the server when next shown (the file's report stays in Recent jobs).
 */
function useListsReadAgainIfLeftWhile(processing: RefObject<boolean>): void {
  const client = useApolloClient();
  useEffect(
    () => () => {
      if (processing.current) catalogListPreloader(client).changed();
    },
    [client, processing],
  );
}

/**
 * A CSV or XML file is sent with `uploadCatalogFile`; the widget then stays 'processing' until
 * CATALOG_UPLOAD_COMPLETED arrives on the viewer's notifications subscription, and hands its
 * report to the outcome panel; a file refused as a whole hands over the reason instead
 * (docs/upload-outcome.md). The upstream can process a small file within milliseconds, before a
 * socket opened on click would have joined the channel, so the subscription stays open while the
 * widget is shown and uploads wait for it.
 */
export function CatalogUploadWidget({ onProcessed, outcome }: CatalogUploadWidgetProps) {
  const { t } = useTranslation();
  const input = outcome.fileInput;
  const [file, setFile] = useState<File | null>(null);
  const { processing, processingRef, problem, setProblem, start, finish } = useProcessing();
  const onProcessedRef = useRef(onProcessed);
  onProcessedRef.current = onProcessed;
  const showOutcomeRef = useRef(outcome.show);
  showOutcomeRef.current = outcome.show;
  // The file being processed: its name (the report may not carry it) and, once the upload has
  // answered, its job (another upload's report is not its outcome).
  const uploading = useRef<{ name: string; jobId: string | null }>({ name: '', jobId: null });
  const [uploadCatalog] = useMutation(UploadCatalogFileMutation);
  const live = useSubscriptionLive();
  useListsReadAgainIfLeftWhile(processingRef);

  useSubscription(NotificationsSubscription, {
    onData: ({ data }) => {
      const event = data.data?.notifications;
      if (event?.kind !== 'CATALOG_UPLOAD_COMPLETED' || !processingRef.current) return;
      const { jobId } = uploading.current;
      if (event.jobId && jobId && event.jobId !== jobId) return;
      finish(null);
      setFile(null);
      if (input.current) input.current.value = '';
      const report = event.uploadReport;
      showOutcomeRef.current({ kind: 'processed', filename: uploading.current.name, report });
      onProcessedRef.current();
    },
    onError: (error) => {
      console.warn('catalog upload notifications failed', error);
      if (processingRef.current) finish('failed');
    },
  });

  async function handleUpload() {
    if (!file || processingRef.current) return;
    setProblem(null);
    outcome.show(null);
    const localRefusal = localRefusalOf(file, t);
    if (localRefusal) {
      outcome.show({ kind: 'refused', filename: file.name, reason: localRefusal });
      return;
    }
    uploading.current = { name: file.name, jobId: null };
    start();
    const refusal = await sendCatalogFile(async () => {
      const answer = (await uploadCatalog({ variables: { file } })).data?.uploadCatalogFile;
      uploading.current.jobId = answer?.jobId ?? null;
      return answer ?? undefined;
    }, t);
    if (refusal === null) return;
    finish(null);
    // A refusal's reason goes to the outcome panel; anything else leaves the file chosen and the
    // button enabled, so the seller can try again.
    if (refusal.kind === 'refused') {
      outcome.show({ kind: 'refused', filename: file.name, reason: refusal.reason });
    }
  }

  return (
    <StyledWidget>
      <FileChooser
        input={input}
        file={file}
        disabled={processing}
        onChoose={(chosen) => setFile(chosen && isAcceptedFile(chosen) ? chosen : null)}
      />
      <Button
        disabled={!file || processing || !live}
        aria-busy={processing || (file !== null && !live)}
        onClick={() => void handleUpload()}
      >
        {processing ? <Spinner /> : <Icon name="upload" size="sm" />}
        {processing ? t('catalog.upload.processing') : t('catalog.upload.submit')}
      </Button>
      {problem ? <UploadProblemNote problem={problem} /> : null}
    </StyledWidget>
  );
}

/** Why the widget stopped waiting for the outcome, and where the outcome will be. */
function UploadProblemNote({ problem }: { problem: UploadProblem }) {
  const { t } = useTranslation();
  return (
    <StyledProblem role="alert">
      <Icon name="alert" size="sm" />
      <span>
        {problem === 'timedOut' ? t('catalog.upload.timedOut') : t('catalog.upload.failed')}{' '}
        <Link to="/dashboard/jobs">{t('catalog.upload.outcomeInRecentJobs')}</Link>
      </span>
    </StyledProblem>
  );
}

/** Refused here as the store would refuse it, without sending 20 MB to learn it. */
function localRefusalOf(file: File, t: TFunction): string | null {
  if (file.size === 0) return t('catalog.upload.outcome.emptyFile');
  if (file.size > MAX_UPLOAD_BYTES) return t('catalog.upload.outcome.tooLarge');
  return null;
}

/** The file input behind its label, which shows the chosen file's name. */
function FileChooser({
  input,
  file,
  disabled,
  onChoose,
}: {
  input: RefObject<HTMLInputElement | null>;
  file: File | null;
  disabled: boolean;
  onChoose: (file: File | null) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <StyledFileLabel htmlFor={inputId}>
      <Icon name="file" size="sm" />
      <span>{file ? file.name : t('catalog.upload.chooseFile')}</span>
      <input
        className="visually-hidden"
        ref={input}
        id={inputId}
        type="file"
        accept=".csv,.xml,text/csv,application/xml,text/xml"
        disabled={disabled}
        onChange={(changeEvent) => onChoose(changeEvent.target.files?.[0] ?? null)}
      />
    </StyledFileLabel>
  );
}

/**
 * Whether an uploaded file is being processed, and what went wrong with the last one: a wait
 * without the completion event ends as timed out after UPLOAD_TIMEOUT_MS.
 */
function useProcessing() {
  const [processing, setProcessing] = useState(false);
  const [problem, setProblem] = useState<UploadProblem | null>(null);
  const processingRef = useRef(processing);
  processingRef.current = processing;
  const start = useCallback(() => {
    processingRef.current = true;
    setProcessing(true);
  }, []);
  const finish = useCallback((problemAfter: UploadProblem | null) => {
    processingRef.current = false;
    setProcessing(false);
    setProblem(problemAfter);
  }, []);
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => finish('timedOut'), UPLOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [processing, finish]);
  return { processing, processingRef, problem, setProblem, start, finish };
}
