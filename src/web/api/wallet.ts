// Saving a downloaded file under a name (the browser's download). The wallet's calls went to Refine's
// hooks; this helper stays because the order and group pages' downloads use it too.

/** Saves a downloaded file under a name (the browser's download). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  URL.revokeObjectURL(url);
}
