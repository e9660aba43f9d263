/**
 * Navigation from outside React (the HTTP client's status handling). The router registers
 * itself here at start; before that a full page load is the fallback.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void

let navigateImpl: Navigate = (to) => window.location.assign(to)

export function setNavigate(navigate: Navigate) {
  navigateImpl = navigate
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigateImpl(to, options)
}

/** An external target (another origin) needs a full page load. */
export function isExternal(target: string): boolean {
  try {
    return new URL(target, window.location.origin).origin !== window.location.origin
  } catch {
    return false
  }
}
