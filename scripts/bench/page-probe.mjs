// The in-page probe: an init script that runs before any page script, in every document of the
// context, and records when the first operation is visible, long tasks and the last network
// activity in window.__bench. It runs in the page, so it uses nothing from this module's scope.

export function probe(cfg) {
  if (window.top !== window) return;
  const B = (window.__bench = {
    firstOp: null, // first operation visible in the viewport
    firstRendered: null, // first operation laid out anywhere (may be below the fold)
    firstOpText: null,
    longTasks: [],
    lastResourceEnd: 0,
    fatal: null,
    polls: 0,
    probeErrors: 0,
    stop: false,
  });
  B.fail = (msg) => {
    if (!B.fatal) B.fatal = { msg: String(msg), t: performance.now() };
  };
  try {
    performance.setResourceTimingBufferSize(100000);
  } catch {
    // The default buffer then; a description with more files than it holds idles a bit early.
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longTasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch (e) {
    B.noLongTasks = String(e);
  }
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.lastResourceEnd = Math.max(B.lastResourceEnd, e.responseEnd || e.startTime + e.duration);
    }).observe({ type: 'resource', buffered: true });
  } catch {
    // No resource timing: idle then rests on the requests Playwright sees.
  }

  const sel = cfg.selector;
  // The document plus every open shadow root in it (nested too).
  function roots() {
    const out = [document];
    for (let i = 0; i < out.length; i++) {
      const it = document.createTreeWalker(out[i], NodeFilter.SHOW_ELEMENT);
      for (let n = it.nextNode(); n; n = it.nextNode()) if (n.shadowRoot) out.push(n.shadowRoot);
    }
    return out;
  }
  function deepAll(selector) {
    const found = [];
    for (const r of roots()) for (const el of r.querySelectorAll(selector)) found.push(el);
    return found;
  }
  const hasText = (el) => (el.textContent || '').trim().length > 0;
  const inViewport = (r) => r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth;
  function isVisible(el) {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && inViewport(r) && hasText(el);
  }
  // One scan: records the first time an operation is laid out (non-zero size, text) anywhere, and
  // returns an operation that is also in the viewport, if any. (No layout is forced until the
  // selector matches something.)
  function scan() {
    for (const root of roots()) {
      const els = root.querySelectorAll(sel);
      for (let i = 0; i < els.length; i++) {
        const el = els[i];
        const r = el.getBoundingClientRect();
        if (!(r.width > 0 && r.height > 0)) continue;
        const inView = inViewport(r);
        if (!inView && B.firstRendered !== null) continue;
        if (!hasText(el)) continue;
        if (B.firstRendered === null) {
          B.firstRendered = performance.now();
          B.firstOpText = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 80);
        }
        if (inView) return el;
      }
    }
    return null;
  }
  B.count = () => deepAll(sel).filter((el) => !(el.parentElement && el.parentElement.closest(sel))).length; // outermost only
  B.countVisible = () => deepAll(sel).filter(isVisible).length;

  let gen = 0;
  function tick() {
    if (B.firstOp !== null || B.stop) return;
    B.polls++;
    let el = null;
    try {
      el = scan();
    } catch {
      B.probeErrors++;
    }
    if (el) {
      B.firstOp = performance.now();
      B.firstOpText = (el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 80);
      return;
    }
    schedule();
  }
  function schedule() {
    const g = ++gen;
    if (B.firstRendered !== null) {
      // Operations exist but all below the fold: keep watching, more cheaply.
      setTimeout(() => g === gen && tick(), 50);
      return;
    }
    requestAnimationFrame(() => g === gen && tick());
    setTimeout(() => g === gen && tick(), 16);
  }
  schedule();
}
