import { useId, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { type FragmentOf, readFragment } from '../../graphql';
import { DisclosureButton } from '../../ui/DisclosureButton';
import { CatalogUploadOutcome_report } from '../catalog/upload/catalog-upload-outcome-report';
import { UploadReportSummary } from '../catalog/upload/UploadReportSummary';
import { UploadRowErrors } from '../catalog/upload/UploadRowErrors';
import { UPLOAD_TIMEOUT_MS } from '../catalog/upload/upload-outcome';
import type { JobKind, JobStatus } from './job-texts';
import { useNumberFormat } from './use-number-format';

const StyledReport = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md};
  overflow-wrap: anywhere;
`;

const StyledRows = styled.div`
  border: ${({ theme }) => theme.borders.default};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  > div {
    border-top: 0;
  }
`;

export interface JobUploadReportProps {
  job: {
    kind: JobKind;
    status: JobStatus;
    /** When the store took the file (an upload's end). */
    finishedAt: string | null;
    /** The uploaded file's name, as sent. */
    file: string | null;
    report: FragmentOf<typeof CatalogUploadOutcome_report> | null;
  };
}

/**
 * A finished upload's outcome in Recent jobs (nothing for other jobs), as the catalog's upload
 * panel shows it: its counts, and its refused rows with their error report behind a toggle.
 * Before the store's report arrives (it comes as a notification and is written into the job), the
 * store is said to be processing the file; after the time an upload is waited for, the report is
 * said to be gone.
 */
export function JobUploadReport({ job }: JobUploadReportProps) {
  if (job.kind !== 'CATALOG_UPLOAD' || job.status !== 'SUCCEEDED') return null;
  return <UploadReport report={job.report} finishedAt={job.finishedAt} file={job.file} />;
}

/** A finished upload's report, or why there is none. */
function UploadReport({
  report: masked,
  finishedAt,
  file,
}: Pick<JobUploadReportProps['job'], 'report' | 'finishedAt' | 'file'>) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const [showRows, setShowRows] = useState(false);
  const rowsId = useId();
  // Read once when shown: the wording changes when the list is read again or the report comes.
  const [shownAt] = useState(() => Date.now());
  const report = masked ? readFragment(CatalogUploadOutcome_report, masked) : null;

  if (!report) {
    const ended = finishedAt ? Date.parse(finishedAt) : shownAt;
    const processing = shownAt - ended < UPLOAD_TIMEOUT_MS;
    return (
      <StyledNote role="status">
        {processing ? t('jobs.upload.processing') : t('jobs.upload.noReport')}
      </StyledNote>
    );
  }
  const filename = file ?? report.filename ?? t('jobs.upload.defaultFilename');
  const refused = report.rowErrors.length;
  return (
    <StyledReport>
      <UploadReportSummary report={report} />
      {refused > 0 ? (
        <>
          <div>
            <DisclosureButton
              expanded={showRows}
              controls={rowsId}
              onToggle={() => setShowRows(!showRows)}
            >
              {t('jobs.upload.refusedRows', { count: report.failed, value: format(report.failed) })}
            </DisclosureButton>
          </div>
          <div id={rowsId}>
            {showRows ? (
              <StyledRows>
                <UploadRowErrors
                  rows={report.rowErrors}
                  total={report.rowErrorsTotal}
                  uploadedFilename={filename}
                />
              </StyledRows>
            ) : null}
          </div>
        </>
      ) : null}
    </StyledReport>
  );
}
