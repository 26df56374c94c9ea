interface FilePart {
  name: string;
  content: Buffer | string;
  field?: string;
  type?: string;
}

/**
 * A multipart/form-data body as a browser sends it, for `app.inject` in tests and access cases:
 * fields first, then the file part or parts (none when `file` is undefined).
 */
export function multipartBody(
  fields: Record<string, string | number>,
  file?: FilePart | FilePart[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----dossel-test-boundary-7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const part of [file ?? []].flat()) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.name}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
