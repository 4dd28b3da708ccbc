import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useMutation, useSubscription } from '@apollo/client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/Button';
import { Icon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { NotificationsSubscription } from './NotificationsSubscription';
import { UploadCatalogMutation } from './UploadCatalogMutation';

const ACCEPTED_EXTENSIONS = ['.csv', '.xml'];

const StyledWidget = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
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
  /** Runs when the upstream reports the upload processed (SPEC §4: filters reset, list reloads). */
  onProcessed: () => void;
}

/**
 * SPEC §2/§4: a CSV or XML file is sent with `uploadCatalog`; the widget then stays 'processing'
 * until CATALOG_UPLOAD_COMPLETED arrives on the viewer's notifications subscription.
 */
export function CatalogUploadWidget({ onProcessed }: CatalogUploadWidgetProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [processing, setProcessing] = useState(false);
  const [uploadCatalog] = useMutation(UploadCatalogMutation);
  // Subscribed only while waiting, so the socket is open only while it is useful.
  const { data: event } = useSubscription(NotificationsSubscription, { skip: !processing });
  const onProcessedRef = useRef(onProcessed);
  onProcessedRef.current = onProcessed;

  const completedAt =
    event?.notifications.kind === 'CATALOG_UPLOAD_COMPLETED'
      ? event.notifications.receivedAt
      : null;
  useEffect(() => {
    if (!completedAt) return;
    setProcessing(false);
    setFile(null);
    if (input.current) input.current.value = '';
    onProcessedRef.current();
  }, [completedAt]);

  async function handleUpload() {
    if (!file) return;
    setProcessing(true);
    try {
      await uploadCatalog({ variables: { file } });
    } catch (error) {
      // SPEC §8: a failed upload is recorded, not shown.
      console.warn('catalog upload failed', error);
      setProcessing(false);
    }
  }

  return (
    <StyledWidget>
      <StyledFileLabel htmlFor={inputId}>
        <Icon name="file" size="sm" />
        <span>{file ? file.name : t('catalog.upload.chooseFile')}</span>
        <input
          className="visually-hidden"
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,.xml,text/csv,application/xml,text/xml"
          disabled={processing}
          onChange={(changeEvent) => {
            const chosen = changeEvent.target.files?.[0] ?? null;
            setFile(chosen && isAcceptedFile(chosen) ? chosen : null);
          }}
        />
      </StyledFileLabel>
      <Button disabled={!file || processing} onClick={() => void handleUpload()}>
        {processing ? <Spinner /> : <Icon name="upload" size="sm" />}
        {processing ? t('catalog.upload.processing') : t('catalog.upload.submit')}
      </Button>
    </StyledWidget>
  );
}
