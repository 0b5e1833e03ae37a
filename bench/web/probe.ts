// In-page probe for the sign-in benchmark, installed with addInitScript before the app loads.
// Plain JavaScript in a string: functions handed to Playwright are serialised, and tsx's
// name-keeping helpers would not exist in the page.
//
// It records long tasks (PerformanceObserver "longtask"), the frame in which the sign-in form
// was first painted, the time of the click on "Sign in", and waits for the dashboard to be
// interactive: heading and the five stat cards visible with their figures (no spinner), the
// frame after that painted, then the main thread quiet: a requestIdleCallback has run and no
// long task ends within the next QUIET ms. Interactive = max(dashboard painted, end of the
// last long task).
export const DASHBOARD_PROBE = String.raw`(() => {
  const longTasks = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch (error) {
    console.warn('no longtask observer', error);
  }
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const idle = () => new Promise((resolve) => requestIdleCallback(() => resolve(performance.now()), { timeout: 2000 }));
  const state = { loginFormAt: null, clickAt: null };
  window.__dawaWeb = state;

  (async () => {
    while (!document.querySelector('input[name="password"]')) await frame();
    await frame();
    state.loginFormAt = performance.now();
  })();

  addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('button[type="submit"]'))
      state.clickAt = event.timeStamp;
  }, true);

  const dashboardShown = () => {
    if (location.pathname !== '/dashboard') return false;
    const heading = document.querySelector('main h1, h1');
    const cards = document.querySelector('[data-testid="dashboard-cards"]');
    if (!heading || !heading.textContent || !cards) return false;
    if (cards.children.length < 5 || cards.getBoundingClientRect().height === 0) return false;
    return !cards.querySelector('[role="progressbar"]');
  };

  state.waitForDashboard = async (quietMs, timeoutMs) => {
    const deadline = performance.now() + timeoutMs;
    while (!dashboardShown()) {
      if (performance.now() > deadline) throw new Error('the dashboard did not appear at ' + location.href);
      await frame();
    }
    const contentAt = performance.now();
    await frame();
    const paintedAt = performance.now();
    let interactiveAt = paintedAt;
    let firstIdleAt = null;
    for (;;) {
      const idleAt = await idle();
      if (firstIdleAt === null) firstIdleAt = idleAt;
      await sleep(quietMs);
      const lastEnd = Math.max(0, ...longTasks.map((task) => task.start + task.duration));
      if (lastEnd <= interactiveAt) break;
      interactiveAt = lastEnd;
    }
    const clickAt = state.clickAt ?? 0;
    return {
      loginFormAt: state.loginFormAt,
      clickAt: state.clickAt,
      contentAt,
      paintedAt,
      firstIdleAt,
      interactiveAt,
      longTasks: longTasks.map((task) => ({ start: Math.round(task.start), duration: Math.round(task.duration) })),
      lastResponseAfterClick: Math.max(
        0,
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => entry.startTime >= clickAt)
          .map((entry) => entry.responseEnd - clickAt),
      ),
      graphqlAfterClick: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/graphql') && entry.startTime >= clickAt)
        .map((entry) => ({ start: Math.round(entry.startTime - clickAt), duration: Math.round(entry.duration) })),
    };
  };
})();`;
