/**
 * A tiny but valid PDF (one A4 page, Helvetica, WinAnsi for umlauts) with a few lines of text:
 * demo documents open in every viewer and pass the upload's magic-bytes check like real ones.
 */
export function tinyPdf(lines: string[]): Buffer {
  // PDF string syntax: backslash and parentheses escaped; beyond Latin-1 a "?" (WinAnsi has no more).
  const pdfString = (text: string) =>
    text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\u0020-\u00ff]/g, '?')
  const stream = [
    'BT /F1 12 Tf 56 780 Td 16 TL',
    ...lines.map((line, i) => `${i === 0 ? '' : 'T* '}(${pdfString(line)}) Tj`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
