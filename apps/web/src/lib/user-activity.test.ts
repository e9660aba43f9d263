import { describe, expect, it } from 'vitest'
import { createActivityTracker } from './user-activity.ts'

/** A tab: a window and a document that dispatch events, with a visibility the test sets. */
function fakeTab(visibility: DocumentVisibilityState) {
  const win = new EventTarget()
  const doc = Object.assign(new EventTarget(), { visibilityState: visibility })
  return { win, doc }
}

function tracker() {
  let now = 1_000_000
  const activity = createActivityTracker({ now: () => now, windowMs: 60_000 })
  return {
    activity,
    advance: (ms: number) => {
      now += ms
    },
  }
}

/** Events made in a test are never trusted; these tests stand in for the browser's own. */
const asIfTrusted = () => true

describe('which requests are background: no input in the tab within the last minute', () => {
  it('starts idle; a key, a click, a touch or the wheel makes it active for one minute', () => {
    for (const type of ['keydown', 'pointerdown', 'touchstart', 'wheel']) {
      const { activity, advance } = tracker()
      const { win, doc } = fakeTab('hidden')
      activity.attach(win, doc, asIfTrusted)
      expect(activity.isIdle(), type).toBe(true)
      win.dispatchEvent(new Event(type))
      expect(activity.isIdle(), type).toBe(false)
      advance(60_000)
      expect(activity.isIdle(), type).toBe(false)
      advance(1)
      expect(activity.isIdle(), type).toBe(true)
    }
  })

  it('does not count mouse movement, scrolling or clicks made by a script; the window gaining focus counts', () => {
    const { activity } = tracker()
    const { win, doc } = fakeTab('hidden')
    activity.attach(win, doc, asIfTrusted)
    for (const type of ['pointermove', 'mousemove', 'scroll', 'click']) win.dispatchEvent(new Event(type))
    expect(activity.isIdle()).toBe(true)
    win.dispatchEvent(new Event('focus'))
    expect(activity.isIdle()).toBe(false)
  })

  it('ignores events a script dispatches (not trusted)', () => {
    const { activity } = tracker()
    const { win, doc } = fakeTab('hidden')
    activity.attach(win, doc)
    for (const type of ['keydown', 'pointerdown', 'focus']) win.dispatchEvent(new Event(type))
    expect(activity.isIdle()).toBe(true)
  })

  it('counts a page opened in front of the person, and a hidden one once it is shown', () => {
    const shown = tracker()
    const front = fakeTab('visible')
    shown.activity.attach(front.win, front.doc, asIfTrusted)
    expect(shown.activity.isIdle()).toBe(false)

    const restored = tracker()
    const { win, doc } = fakeTab('hidden')
    restored.activity.attach(win, doc, asIfTrusted)
    expect(restored.activity.isIdle()).toBe(true)
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(restored.activity.isIdle()).toBe(true)
    doc.visibilityState = 'visible'
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(restored.activity.isIdle()).toBe(false)
  })

  it('tells listeners about each input, and stops when detached', () => {
    const { activity, advance } = tracker()
    const { win, doc } = fakeTab('hidden')
    const detach = activity.attach(win, doc, asIfTrusted)
    let heard = 0
    const stop = activity.onInput(() => heard++)
    win.dispatchEvent(new Event('keydown'))
    stop()
    win.dispatchEvent(new Event('keydown'))
    expect(heard).toBe(1)
    advance(61_000)
    detach()
    win.dispatchEvent(new Event('pointerdown'))
    doc.dispatchEvent(new Event('visibilitychange'))
    expect(activity.isIdle()).toBe(true)
  })
})
