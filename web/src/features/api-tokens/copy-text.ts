/**
 * Copies `text` with the asynchronous clipboard; false when there is none (an insecure origin)
 * or the browser refuses, so the caller can select the text for the seller to copy.
 */
export async function copyText(text: string): Promise<boolean> {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard?.writeText) return false;
  try {
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
