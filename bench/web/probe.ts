// In-page probes for the browser benchmarks, installed with addInitScript before the app loads.
// Plain JavaScript in strings: functions handed to Playwright are serialised, and tsx's
// name-keeping helpers would not exist in the page.
//
// QUIET_PROBE records long tasks (PerformanceObserver "longtask") and gives
// window.__dawaQuiet.until(shown, quietMs, timeoutMs): waits for shown() to hold (checked every
// animation frame), for the frame after that to be painted, then for the main thread to be
// quiet: a requestIdleCallback has run and no long task ends within the next quietMs.
// Interactive = max(painted, end of the last long task). Times are the page's performance.now().
export const QUIET_PROBE = String.raw`(() => {
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
  const until = async (shown, quietMs, timeoutMs) => {
    const deadline = performance.now() + timeoutMs;
    while (!shown()) {
      if (performance.now() > deadline) throw new Error('not shown in time at ' + location.href);
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
    return { contentAt, paintedAt, firstIdleAt, interactiveAt };
  };
  window.__dawaQuiet = { longTasks, frame, until };
})();`;

// The sign-in benchmark: besides QUIET_PROBE, the frame in which the sign-in form was first
// painted, the time of the click on "Sign in", and window.__dawaWeb.waitForDashboard: the
// dashboard heading and the five stat cards visible with their figures (no spinner), then quiet.
export const DASHBOARD_PROBE = String.raw`${QUIET_PROBE}
(() => {
  const { longTasks, frame, until } = window.__dawaQuiet;
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
    const shown = await until(dashboardShown, quietMs, timeoutMs);
    const clickAt = state.clickAt ?? 0;
    return {
      loginFormAt: state.loginFormAt,
      clickAt: state.clickAt,
      ...shown,
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

// TRAFFIC_PROBE records every GraphQL request by operation name with its start, headers and
// body times (the app reads bodies with response.text()), every key pressed, and each JSON.parse
// of more than 100,000 characters (its start and ms), for the page benchmarks:
// window.__dawaTraffic = { calls, keys, parses, listed(from) } (calls from an index, rounded).
export const TRAFFIC_PROBE = String.raw`(() => {
  const calls = [];
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    let op = '';
    try { op = JSON.parse(String(init && init.body)).operationName || ''; } catch { op = ''; }
    const call = { op, start: performance.now(), headersAt: null, bodyAt: null, bytes: null };
    calls.push(call);
    const response = await realFetch(input, init);
    call.headersAt = performance.now();
    const text = response.text.bind(response);
    response.text = async () => {
      const body = await text();
      call.bodyAt = performance.now();
      call.bytes = body.length;
      return body;
    };
    return response;
  };
  const keys = [];
  addEventListener('keydown', (event) => keys.push({ key: event.key, at: event.timeStamp }), true);
  const round = (ms) => Math.round(ms * 10) / 10;
  const parses = [];
  const realParse = JSON.parse;
  JSON.parse = function parse(text, reviver) {
    const start = performance.now();
    const value = realParse(text, reviver);
    if (typeof text === 'string' && text.length > 100000)
      parses.push({ start: round(start), ms: round(performance.now() - start), chars: text.length });
    return value;
  };
  const listed = (from) =>
    calls.slice(from || 0).map((c) => ({ op: c.op, start: round(c.start), headersAt: round(c.headersAt ?? -1), bodyAt: round(c.bodyAt ?? -1), bytes: c.bytes }));
  window.__dawaTraffic = { calls, keys, parses, listed };
})();`;
