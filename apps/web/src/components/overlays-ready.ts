let markReady: () => void = () => {}

/**
 * Resolves once the toast and confirmation hosts are mounted (app/overlay-host.tsx loads them after
 * the first render). A toast or confirmation asked for before then waits instead of going nowhere.
 */
export const overlaysReady = new Promise<void>((resolve) => {
  markReady = resolve
})

export const markOverlaysReady = () => markReady()
