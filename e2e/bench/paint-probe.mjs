// The page's own clock for the bench's cold rows: when what a route shows first is painted.
// Playwright's waits poll at growing intervals (up to 500 ms apart), so the time they notice an element
// is later by up to a poll; this probe is exact to the frame. Printed, never asserted.

/**
 * Installed before a cold navigation (context.addInitScript(installPaintedProbe, target)). Each animation
 * frame checks the target: `count` elements (default 1) matching `selector`, visible, the first with `text`
 * in it when given (rAF runs just before the frame's style, layout and paint). Once it is there, a task
 * posted from that frame at user-blocking priority (scheduler.postTask) runs right after the frame was
 * produced, and its time (0 = navigation start) is the one kept. Not a MessageChannel message: that waits
 * behind the tasks queued before it, and a cold start queues React's render of the rest of the page
 * there. A Chrome trace of a cold pre-order load showed the user-blocking task 42 ms after the rAF (style,
 * layout, paint and layerize in between, nothing else) and the message 193 ms after it.
 * @param {{ selector: string, count?: number, text?: string }} target
 */
export function installPaintedProbe(target) {
  const w = window;
  const { requestAnimationFrame, MessageChannel, scheduler } = w;
  const shown = () => {
    const els = [...document.querySelectorAll(target.selector)].filter((el) => el.checkVisibility());
    return els.length >= (target.count ?? 1) && (!target.text || els.some((el) => el.textContent.includes(target.text)));
  };
  const tick = () => {
    if (shown()) {
      const note = () => (w.__benchPainted = performance.now());
      if (scheduler?.postTask) scheduler.postTask(note, { priority: 'user-blocking' });
      else {
        // a browser without the Prioritized Task Scheduling API: the message, maybe late
        const ch = new MessageChannel();
        ch.port1.onmessage = note;
        ch.port2.postMessage(0);
      }
      return;
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** the painted time the probe kept (ms from navigation start), once there */
export async function paintedAt(page) {
  return Math.round(await page.waitForFunction(() => window.__benchPainted, undefined, { timeout: 30000 }).then((h) => h.jsonValue()));
}
