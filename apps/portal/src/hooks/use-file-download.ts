import type { DownloadProgress, OnDownloadProgress } from '@dossel/api-client';
import { saveFile } from '@dossel/ui-kit';
import { useState } from 'react';

/**
 * One download at a time: its progress while it runs (null when idle), and whether the last one failed.
 * The file is saved under the given name when it has fully arrived.
 */
export function useFileDownload() {
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [failed, setFailed] = useState(false);

  const start = async (fetchFile: (onProgress: OnDownloadProgress) => Promise<Blob>, fileName: string) => {
    setFailed(false);
    setProgress({ loaded: 0, total: null });
    try {
      saveFile(await fetchFile(setProgress), fileName);
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  };

  return { progress, downloading: progress !== null, failed, start };
}
export type FileDownload = ReturnType<typeof useFileDownload>;
