/**
 * Toasts sit top-right, but below the page's header rows: the top bar, the page or applicant
 * header and the first section head hold the page's actions, and a toast must never cover them.
 * Header heights differ per page and wrap on a phone, so the stack is placed by measuring them
 * whenever a toast appears, and again while toasts are visible (a save that navigates, a header
 * that arrives after its data).
 */
const HEADER_ROWS = '.topbar, .page-header, .applicant-header, .applicant-nav, .section-head'
/** Rows closer than this belong to one header zone (the layout's own spacing lies below it). */
const SAME_ZONE_PX = 40
const GAP_PX = 12
const FALLBACK_TOAST_WIDTH_PX = 420

/** The top of the toast stack in px, below the header rows that lie in the toasts' column. */
export function toastTop(): number {
  const container = document.querySelector('.p-toast')?.getBoundingClientRect()
  const left = container && container.width > 0 ? container.left : window.innerWidth - FALLBACK_TOAST_WIDTH_PX
  const rows = [...document.querySelectorAll(HEADER_ROWS)]
    .map((row) => row.getBoundingClientRect())
    .filter((box) => box.height > 0 && box.bottom > 0 && box.right > left)
    .sort((a, b) => a.top - b.top)
  let bottom = 0
  for (const box of rows) {
    if (box.top > bottom + SAME_ZONE_PX) break
    bottom = Math.max(bottom, box.bottom)
  }
  // A header taller than half the screen (a layer open in it): keep the toast in view.
  return Math.round(Math.min(bottom, window.innerHeight / 2) + GAP_PX)
}

let timer: ReturnType<typeof setInterval> | undefined
let shownAt = 0

function place() {
  document.documentElement.style.setProperty('--bb-toast-top', `${toastTop()}px`)
}

/** Called for every toast: places the stack now and follows the layout while toasts are shown. */
export function placeToasts() {
  if (typeof document === 'undefined') return
  shownAt = Date.now()
  place()
  timer ??= setInterval(() => {
    // The document may be gone meanwhile (a test's page torn down): then there is nothing to follow.
    if (
      typeof document === 'undefined' ||
      (!document.querySelector('.p-toast-message') && Date.now() - shownAt > 1000)
    ) {
      clearInterval(timer)
      timer = undefined
    } else place()
  }, 250)
}
