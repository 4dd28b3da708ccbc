// Builders for the notifications the upload widget waits for, shaped as the BFF sends them.

export function aRowError(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'UploadRowError' as const,
    line: 3,
    column: 'grade',
    value: 'Z',
    message: 'grade "Z" is not one of A, B, C, N, R',
    itemPosition: null,
    itemId: null,
    ...overrides,
  };
}

export function anUploadReport(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CatalogUploadReport' as const,
    filename: 'catalog.csv',
    created: 3,
    updated: 1,
    unchanged: 10,
    failed: 0,
    blankRowsSkipped: 1,
    rowErrors: [] as Array<ReturnType<typeof aRowError>>,
    rowErrorsTotal: 0,
    ...overrides,
  };
}

/** The `notifications` answer of a processed upload (of job `jobId`, when the store named it). */
export function uploadCompleted(
  report: ReturnType<typeof anUploadReport> | null,
  jobId: string | null = null,
) {
  return {
    notifications: {
      __typename: 'NotificationEvent',
      kind: 'CATALOG_UPLOAD_COMPLETED',
      jobId,
      uploadReport: report,
      receivedAt: '2026-03-02T09:00:00.000Z',
    },
  };
}
