/**
 * The story harness: runs in the story page before Storybook (an init script), in every document the
 * worker's page loads. It lets one page show story after story in place, through Storybook's own
 * channel, with the guarantees of a fresh page load per story:
 *
 * - failures: a story error, a play function that threw, unhandled errors while playing and a failed
 *   a11y report (axe, after the play function) are pushed into `window.__storyFailures`, which the
 *   test resets before each story;
 * - freeze: Storybook's `freeze=finished` (setupStoryFreezer) freezes the page once, for its whole life.
 *   The harness does the same work at the same points, but can undo it: from the preview's start every
 *   animation is shown at its end and transitions are off (the same pre-freeze style); when a story's
 *   render phase reaches `finished`, its timers, intervals, animation frames and queued microtasks are
 *   suspended, its animations finished and paused, the freeze style added and interactions blocked.
 *   Before the next story `__storyHarness.prepareNext()` undoes it: suspended timers resume (module
 *   singletons such as MSW's keep-alive must keep working), the freeze style and blockers go;
 * - leaks: when the next story reaches its `loading` phase, the previous one has been torn down; the
 *   harness then compares the document with the one the page's first story started from (body children
 *   outside Storybook's own, html/body attributes, the viewport, an empty story root). Any difference is
 *   recorded in `__storyHarness.dirty`, and the test shows that story again with a full page load.
 *
 * Self-contained: Playwright serialises this function into the page.
 */
export function installStoryHarness() {
  if (window.top !== window || !location.pathname.endsWith('/iframe.html')) return;
  type Fn = (...args: unknown[]) => void;
  type Channel = { on: (event: string, fn: (arg: unknown) => void) => void; emit: (event: string, arg: unknown) => void };
  interface A11yResult {
    violations?: { id: string; nodes: { target: unknown }[] }[];
    error?: unknown;
  }
  const w = window as unknown as Record<string, unknown> & Window;
  w.__storyFailures = [] as string[];
  const fail = (failure: string) => (w.__storyFailures as string[]).push(failure);

  const harness = {
    /** The story whose render reached `finished` and that is frozen now. */
    frozenStoryId: null as string | null,
    /** Storybook's render phase of the current story, and that story. */
    phase: null as string | null,
    storyId: null as string | null,
    /** Why the current story did not start from a clean document (empty when it did). */
    dirty: [] as string[],
    prepareNext: () => {},
    /** Resolves once `storyId` is frozen (a promise: polling with timers would be frozen too). */
    whenFrozen: (storyId: string) =>
      new Promise<void>((resolve) => {
        if (harness.frozenStoryId === storyId) resolve();
        else waiters.push({ storyId, resolve });
      }),
  };
  let waiters: { storyId: string; resolve: () => void }[] = [];
  w.__storyHarness = harness;

  // `freeze=finished` is not used any more, but keep the body interactive whatever sets `inert`.
  new MutationObserver(() => {
    if (document.body?.hasAttribute('inert')) document.body.removeAttribute('inert');
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['inert'] });

  // The same rules as Storybook's setupStoryFreezer (storybook/internal/preview-api, 10.6).
  const PRE_FREEZE_CSS = `
    *, *::before, *::after {
      animation-delay: 0s !important;
      animation-direction: reverse !important;
      animation-play-state: paused !important;
      transition: none !important;
      caret-color: transparent !important;
    }
  `;
  const FREEZE_CSS = `
    *, *::before, *::after {
      animation-play-state: paused !important;
      transition: none !important;
      caret-color: transparent !important;
    }
  `;
  const BLOCKED_EVENTS = ['click', 'dblclick', 'mousedown', 'mouseup', 'pointerdown', 'pointerup', 'touchstart', 'touchend', 'keydown', 'keyup', 'keypress', 'input', 'change', 'submit'];
  const stopEvent = (event: Event) => {
    event.stopImmediatePropagation();
    event.stopPropagation();
    if (event.cancelable) event.preventDefault();
  };

  function installFreezer(channel: Channel) {
    const style = document.createElement('style');
    style.id = 'storybook-freeze-end-frame-preload';
    style.textContent = PRE_FREEZE_CSS;
    document.head.appendChild(style);

    const original = {
      setTimeout: window.setTimeout.bind(window),
      clearTimeout: window.clearTimeout.bind(window),
      setInterval: window.setInterval.bind(window),
      clearInterval: window.clearInterval.bind(window),
      requestAnimationFrame: window.requestAnimationFrame.bind(window),
      cancelAnimationFrame: window.cancelAnimationFrame.bind(window),
      queueMicrotask: window.queueMicrotask.bind(window),
    };
    // Virtual ids (far above the browser's) map to the real timer, which changes on suspend/resume.
    interface Timer {
      kind: 'timeout' | 'interval' | 'frame';
      fn: Fn;
      args: unknown[];
      delay: number;
      due: number;
      real: number | null;
    }
    let nextId = 1_000_000_000;
    const timers = new Map<number, Timer>();
    let frozen = false;
    let heldMicrotasks: VoidFunction[] = [];

    const start = (id: number, timer: Timer) => {
      if (timer.kind === 'timeout') {
        timer.due = performance.now() + timer.delay;
        timer.real = original.setTimeout(() => {
          timers.delete(id);
          timer.fn(...timer.args);
        }, timer.delay);
      } else if (timer.kind === 'interval') {
        timer.real = original.setInterval(() => timer.fn(...timer.args), timer.delay);
      } else {
        timer.real = original.requestAnimationFrame((time) => {
          timers.delete(id);
          timer.fn(time);
        });
      }
    };
    const stop = (timer: Timer) => {
      if (timer.real === null) return;
      if (timer.kind === 'timeout') original.clearTimeout(timer.real);
      else if (timer.kind === 'interval') original.clearInterval(timer.real);
      else original.cancelAnimationFrame(timer.real);
      timer.real = null;
    };
    const add = (kind: Timer['kind'], fn: unknown, delay: unknown, args: unknown[]) => {
      const id = nextId++;
      const timer: Timer = { kind, fn: fn as Fn, args, delay: Math.max(0, Number(delay) || 0), due: 0, real: null };
      timers.set(id, timer);
      if (!frozen) start(id, timer);
      return id;
    };
    const remove = (id: unknown, fallback: (id: number) => void) => {
      const timer = timers.get(id as number);
      if (!timer) {
        fallback(id as number);
        return;
      }
      stop(timer);
      timers.delete(id as number);
    };
    const replace = (key: string, value: unknown) => {
      try {
        Object.defineProperty(window, key, { configurable: true, writable: true, value });
      } catch {
        // Left as is, as Storybook's freezer does.
      }
    };
    replace('setTimeout', (fn: unknown, delay?: unknown, ...args: unknown[]) =>
      typeof fn === 'function' ? add('timeout', fn, delay, args) : original.setTimeout(fn as TimerHandler, delay as number, ...args),
    );
    replace('clearTimeout', (id?: number) => remove(id, original.clearTimeout));
    replace('setInterval', (fn: unknown, delay?: unknown, ...args: unknown[]) =>
      typeof fn === 'function' ? add('interval', fn, delay, args) : original.setInterval(fn as TimerHandler, delay as number, ...args),
    );
    replace('clearInterval', (id?: number) => remove(id, original.clearInterval));
    replace('requestAnimationFrame', (fn: FrameRequestCallback) => add('frame', fn, 0, []));
    replace('cancelAnimationFrame', (id: number) => remove(id, original.cancelAnimationFrame));
    replace('queueMicrotask', (fn: VoidFunction) => (frozen ? heldMicrotasks.push(fn) : original.queueMicrotask(fn)));

    const freeze = () => {
      if (frozen) return;
      frozen = true;
      const now = performance.now();
      for (const timer of timers.values()) {
        if (timer.kind === 'timeout' && timer.real !== null) timer.delay = Math.max(0, timer.due - now);
        stop(timer);
      }
      for (const animation of document.getAnimations?.() ?? []) {
        try {
          animation.finish();
        } catch {
          // An infinite animation cannot finish; it is paused below.
        }
        try {
          animation.pause();
        } catch {
          // Nothing to pause.
        }
      }
      const freezeStyle = document.createElement('style');
      freezeStyle.id = 'storybook-freeze-after-finished';
      freezeStyle.textContent = FREEZE_CSS;
      document.head.appendChild(freezeStyle);
      for (const event of BLOCKED_EVENTS) document.addEventListener(event, stopEvent, { capture: true });
    };
    const unfreeze = () => {
      if (!frozen) return;
      frozen = false;
      document.getElementById('storybook-freeze-after-finished')?.remove();
      for (const event of BLOCKED_EVENTS) document.removeEventListener(event, stopEvent, { capture: true });
      for (const [id, timer] of timers) start(id, timer);
      const held = heldMicrotasks;
      heldMicrotasks = [];
      for (const fn of held) original.queueMicrotask(fn);
    };

    // The document the page's first story starts from, to compare the next ones with.
    let clean: { body: Set<Element>; html: string; bodyAttributes: string; width: number; height: number } | null = null;
    // Storybook's own: its class names (sb-show-main, …) and the body's `filter: none` (vision filters).
    const attributes = (element: Element, ignoreClass: boolean) =>
      Array.from(element.attributes)
        .filter((attribute) => !(ignoreClass && attribute.name === 'class'))
        .map((attribute) => `${attribute.name}=${ignoreClass && attribute.name === 'style' ? attribute.value.replace(/\bfilter: none;?\s*/, '') : attribute.value}`)
        .filter((attribute) => attribute !== 'style=')
        .sort()
        .join(' ') + (ignoreClass ? ` class=${Array.from(element.classList).filter((name) => !name.startsWith('sb-')).sort().join(',')}` : '');
    const checkClean = () => {
      const body = new Set(Array.from(document.body.children));
      const html = attributes(document.documentElement, false);
      const bodyAttributes = attributes(document.body, true);
      if (!clean) {
        clean = { body, html, bodyAttributes, width: window.innerWidth, height: window.innerHeight };
        return [];
      }
      const dirty: string[] = [];
      for (const element of body) {
        // Storybook's own nodes (#storybook-highlights-root, added on the first story) and react-aria's
        // live announcer (emptied before each story by the preview's beforeEach) are not the story's.
        if (clean.body.has(element) || ['SCRIPT', 'STYLE', 'LINK'].includes(element.tagName) || element.id.startsWith('storybook-') || element.hasAttribute('data-live-announcer')) continue;
        dirty.push(`left in the body: <${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} class="${element.getAttribute('class') ?? ''}">`);
      }
      if (html !== clean.html) dirty.push(`html attributes: ${html} (was ${clean.html})`);
      if (bodyAttributes !== clean.bodyAttributes) dirty.push(`body attributes: ${bodyAttributes} (was ${clean.bodyAttributes})`);
      if (window.innerWidth !== clean.width || window.innerHeight !== clean.height) dirty.push(`viewport ${window.innerWidth}×${window.innerHeight}`);
      const root = document.getElementById('storybook-root');
      if (root && root.childNodes.length > 0) dirty.push('the story root is not empty');
      return dirty;
    };

    channel.on('storyRenderPhaseChanged', (event) => {
      const { newPhase, storyId } = event as { newPhase: string; storyId: string };
      const previous = harness.phase;
      harness.phase = newPhase;
      harness.storyId = storyId;
      // Right after `preparing` the previous story has been torn down and this one has not rendered
      // yet (a re-render during play goes through `loading` again, from a later phase).
      if (newPhase === 'loading' && previous === 'preparing') harness.dirty = checkClean();
      if (newPhase === 'finished') {
        original.queueMicrotask(() => {
          freeze();
          harness.frozenStoryId = storyId;
          const ready = waiters.filter((waiter) => waiter.storyId === storyId);
          waiters = waiters.filter((waiter) => waiter.storyId !== storyId);
          for (const waiter of ready) waiter.resolve();
        });
      }
    });
    harness.prepareNext = () => {
      unfreeze();
      harness.frozenStoryId = null;
      harness.phase = null;
      harness.dirty = [];
      w.__storyFailures = [];
      // A fresh page starts with nothing focused, scrolled to the top and with empty storage.
      (document.activeElement as HTMLElement | null)?.blur?.();
      // …and with react-aria's interaction modality unset, where focus rings show (isFocusVisible is
      // `modality !== 'pointer'`): a key event (no modifier) sets it back from the previous story's
      // pointer to keyboard, which shows focus rings as the fresh page does.
      for (const type of ['keydown', 'keyup']) document.body.dispatchEvent(new KeyboardEvent(type, { key: 'Unidentified', bubbles: true }));
      window.scrollTo(0, 0);
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // No storage.
      }
    };

    for (const event of ['playFunctionThrewException', 'storyThrewException', 'storyErrored', 'unhandledErrorsWhilePlaying']) {
      channel.on(event, (error) => fail(`${event}: ${String((error as { message?: string })?.message ?? JSON.stringify(error))}`));
    }
    // The a11y addon runs axe after every story (its afterEach) and reports here; a failed report
    // (a violation of a story whose a11y.test is 'error', the project's default) fails the story.
    channel.on('storyFinished', (event) => {
      const { reporters = [] } = event as { reporters?: { type: string; status: string; result?: A11yResult }[] };
      for (const report of reporters) {
        if (report.status !== 'failed') continue;
        const violations = report.result?.violations ?? [];
        const found = violations.map((violation) => `${violation.id} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`);
        fail(`${report.type}: ${found.length > 0 ? found.join('; ') : String(report.result?.error ?? 'failed')}`);
      }
    });
  }

  // Storybook's freezer starts when the preview is constructed (PreviewWeb sets __STORYBOOK_PREVIEW__
  // at the end of its constructor); start this one at the same point, after the bundle's modules ran.
  let preview: { channel: Channel } | undefined;
  Object.defineProperty(window, '__STORYBOOK_PREVIEW__', {
    configurable: true,
    get: () => preview,
    set: (value: { channel: Channel }) => {
      const first = !preview;
      preview = value;
      if (first) installFreezer(value.channel);
    },
  });
}
