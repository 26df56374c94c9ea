/**
 * A document upload over HTTP as the portal sends it (multipart, staff's token), to a running server:
 * customer 1 (Serra Azul), category 4, subject 8 of the demo data, of the given document type.
 */
export function postDocument(
  url: string,
  token: string,
  file: { documentTypeId: number; name: string; type: string; content: BlobPart },
): Promise<Response> {
  const form = new FormData();
  const fields = {
    documentTypeId: file.documentTypeId,
    documentCategoryId: 4,
    documentSubjectId: 8,
    customerId: 1,
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('file', new Blob([file.content], { type: file.type }), file.name);
  return fetch(`${url}/api/register/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
}
