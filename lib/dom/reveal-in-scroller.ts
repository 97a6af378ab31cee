/**
 * Brings a span of rows (`top` … `bottom`, in viewport coordinates) into view inside
 * `scroller` alone: centred when it fits, its start at the top when it is taller than the
 * view. Unlike element.scrollIntoView, nothing around the scroller moves — not the page
 * under a sticky header, not a panel that clips its overflow. Instant, so reduced motion holds.
 */
export function revealInScroller(scroller: HTMLElement, span: { top: number; bottom: number }): void {
  const view = scroller.getBoundingClientRect();
  const height = span.bottom - span.top;
  const offset = span.top - view.top;
  const target = height >= scroller.clientHeight ? offset : offset - (scroller.clientHeight - height) / 2;
  scroller.scrollTop = Math.max(0, scroller.scrollTop + target);
}
