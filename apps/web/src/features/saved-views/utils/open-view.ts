/** The saved view an address marks as open (`ansicht=`), if any. */
export function openViewId(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('ansicht') ?? ''
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined
}
