export interface UploadFile {
  name: string
  content: Buffer | string
  type?: string
}

/** A real multipart/form-data body with one file (field `file`), as the documents upload sends it. */
export const multipart = (fields: Record<string, string>, file?: UploadFile) =>
  multipartFiles(fields, file ? [file] : [], 'file')

/**
 * A real multipart/form-data body, built by the platform's own FormData encoder, with any number of
 * files under one field name (a form's `<input type="file" multiple>`).
 */
export async function multipartFiles(fields: Record<string, string>, files: UploadFile[], fieldName: string) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  for (const file of files)
    form.append(
      fieldName,
      new Blob([typeof file.content === 'string' ? file.content : new Uint8Array(file.content)], {
        type: file.type ?? 'application/octet-stream',
      }),
      file.name,
    )
  const request = new Request('http://localhost/', { method: 'POST', body: form })
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  }
}

export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.from('1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
])
export const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex')
