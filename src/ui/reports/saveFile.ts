/** Hands a file the worker fetched to the browser as a download. */
import type { ReportFile } from '../../worker/types';

export function saveFile(file: ReportFile): void {
  const url = URL.createObjectURL(new Blob([file.data], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a little later it can go.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
