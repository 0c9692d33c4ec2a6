/** The section must stay put this many frames in a row before the jump is done (about 1/6 s). */
const STILL_FRAMES = 10;
/** A jump never holds the page for longer than this many frames (about a second). */
const MAX_FRAMES = 60;
/** What the guest does to scroll: any of it ends the jump's hold on the page. */
const GUEST_SCROLLS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Jumps to a section of a big menu at once and holds it at the top while the slices around it
 * render (decision 0030). The jump brings runs of slices near the screen, and each renders taller or
 * shorter than the space kept for it, so the section moved after the jump: on the 2,000-item menu
 * it ended 90 px under the category chips, or 130-160 px below them. So after the jump it is watched
 * frame by frame and put back wherever the page moved it, until it has stayed put for a few frames,
 * for a second at most, or until the guest scrolls. Returns a function that stops the watch.
 * The browser's own scroll anchoring is no help here: Chromium has it and the section still moved,
 * and Safari, on the guests' iPhones, has none.
 */
export function jumpToSection(section: HTMLElement): () => void {
  const align = () => {
    section.scrollIntoView({ behavior: 'auto', block: 'start' });
    return section.getBoundingClientRect().top;
  };
  let placed = align();
  let frames = 0;
  let still = 0;
  let frame = requestAnimationFrame(check);

  function check() {
    const top = section.getBoundingClientRect().top;
    if (Math.abs(top - placed) >= 1) {
      placed = align();
      still = 0;
    } else {
      still++;
    }
    frames++;
    if (still >= STILL_FRAMES || frames >= MAX_FRAMES) stop();
    else frame = requestAnimationFrame(check);
  }

  function stop() {
    cancelAnimationFrame(frame);
    for (const type of GUEST_SCROLLS) window.removeEventListener(type, stop);
  }

  for (const type of GUEST_SCROLLS) window.addEventListener(type, stop, { passive: true });
  return stop;
}
