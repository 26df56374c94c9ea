/** Hands a downloaded file to the browser, which saves it under `name`. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may let the URL go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
