/**
 * Starts the browser's download of a finished export. The BFF answers the link with the file and
 * a Content-Disposition header, so the page itself stays where it is.
 */
export function triggerDownload(url: string, filename: string | null): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? '';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
