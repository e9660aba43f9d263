import {
  type CollisionDetection,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core'

/**
 * Moving a card by keyboard goes from column to column (arrow right and left, on a phone also down
 * and up), not pixel by pixel: the column a person steers to is the drop target, whatever the
 * geometry (a column scrolled out of sight on a phone is still reachable).
 */
export function keyboardMoves(
  statuses: () => readonly string[],
  statusOf: (cardId: string) => string | undefined,
) {
  let target: string | null = null
  const coordinateGetter: KeyboardCoordinateGetter = (event, { active, currentCoordinates, context }) => {
    const step =
      event.code === 'ArrowRight' || event.code === 'ArrowDown'
        ? 1
        : event.code === 'ArrowLeft' || event.code === 'ArrowUp'
          ? -1
          : 0
    if (step === 0) return undefined
    event.preventDefault()
    const order = statuses()
    const current = target ?? statusOf(String(active)) ?? order[0]
    const index = Math.min(order.length - 1, Math.max(0, order.indexOf(current ?? '') + step))
    target = order[index] ?? null
    // The column steered to comes into sight first (on a phone it is off the screen), so the card
    // moves over it instead of the board scrolling under it.
    const node = target ? context.droppableContainers.get(target)?.node.current : undefined
    node?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' })
    const rect = node?.getBoundingClientRect() ?? (target ? context.droppableRects.get(target) : undefined)
    // Without a measured column (a layout not yet there) the card still moves a little, so the move registers.
    if (!rect || (rect.width === 0 && rect.height === 0))
      return { x: currentCoordinates.x + step, y: currentCoordinates.y }
    return { x: rect.left + rect.width / 2, y: currentCoordinates.y }
  }
  const collisionDetection: CollisionDetection = (args) => {
    if (target !== null) return [{ id: target }]
    const pointer = pointerWithin(args)
    return pointer.length > 0 ? pointer : rectIntersection(args)
  }
  return {
    coordinateGetter,
    collisionDetection,
    /** The column steered to by keyboard, if the drag is a keyboard one. */
    target: () => target,
    /** Forget the steered column (a drag ended, or a new one starts). */
    reset() {
      target = null
    },
  }
}
