/** How far a download is: bytes received, and the total when it is known beforehand. */
export interface DownloadProgress {
  loaded: number;
  total: number | null;
}

export type OnDownloadProgress = (progress: DownloadProgress) => void;

/**
 * Reads a download's answer to its end, reporting each chunk, and hands back the whole file. The real
 * client answers a stream; a fake one (stories, tests) may answer the Blob itself, read the same way.
 */
export async function readWithProgress(
  answer: Blob | ReadableStream<Uint8Array>,
  total: number | null,
  onProgress: OnDownloadProgress,
  type = '',
): Promise<Blob> {
  const stream = answer instanceof Blob ? answer.stream() : answer;
  const reader = stream.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type: answer instanceof Blob ? answer.type : type });
}
