// In-page probe for the internal-order-page benchmark, installed after bench/web's QUIET_PROBE
// and TRAFFIC_PROBE with addInitScript. Plain JavaScript in a string (see bench/web/probe.ts).
//
// window.__dawaOrder gives:
// - open(quietMs, timeoutMs): waits until the order's heading, status and footer and the first
//   rows of its lines table are shown, then quiet (QUIET_PROBE's definition);
// - the edit of a line's requested quantity: arm(row) before the keys answers the value in its
//   input; answer(value, quietMs, timeoutMs) waits for the typed value painted, the update's
//   request answered and the value still shown the frame after, then for the main thread
//   quiet (the answer is patched into the cached order: nothing is read again).
export const ORDER_PROBE = String.raw`(() => {
  const { longTasks, frame, until } = window.__dawaQuiet;
  const { calls, keys, parses, listed } = window.__dawaTraffic;
  const UPDATE = 'InternalOrders_UpdateLines';

  const table = () => document.querySelector('[data-testid="data-table-internal-order-lines"]');
  const rows = () => [...(table()?.querySelectorAll('tr.dt-row') ?? [])];
  const shown = () => {
    const title = document.querySelector('[data-testid="document-title"]');
    if (!title || !title.textContent) return false;
    if (!document.querySelector('[data-testid="document-status"]')) return false;
    if (!document.querySelector('[data-testid="document-footer"]')) return false;
    const first = rows()[0];
    if (!first || first.getBoundingClientRect().height === 0) return false;
    return (first.textContent || '').trim().length > 0 && !table().querySelector('[role="progressbar"]');
  };
  const round = (ms) => Math.round(ms * 10) / 10;
  const tasksSince = (at) =>
    longTasks.filter((task) => task.start + task.duration >= at).map((task) => ({ start: round(task.start), duration: round(task.duration) }));

  const open = async (quietMs, timeoutMs) => {
    const r = await until(shown, quietMs, timeoutMs);
    return { ...r, rowsInDom: rows().length, longTasks: tasksSince(0), calls: listed(0), parses: [...parses] };
  };

  // The requested quantity is the only number input of a draft order's line (the other input
  // is the row's selection checkbox).
  const inputOf = (index) => {
    const input = rows()[index]?.querySelector('input[inputmode]');
    if (!input) throw new Error('no requested input in row ' + index);
    return input;
  };
  let armed = null;
  const arm = (index) => {
    armed = { index, keysFrom: keys.length, callsFrom: calls.length, armedAt: performance.now() };
    return { value: inputOf(index).value };
  };
  const showing = (value) => inputOf(armed.index).value === value;
  const after = (op, at) => calls.slice(armed.callsFrom).find((c) => c.op === op && c.start >= at);
  const answer = async (value, quietMs, timeoutMs) => {
    const deadline = performance.now() + timeoutMs;
    const waitFor = async (test, what) => {
      while (!test()) {
        if (performance.now() > deadline) throw new Error('no ' + what + ' in time');
        await frame();
      }
    };
    await waitFor(() => { const c = after(UPDATE, armed.armedAt); return c && c.bodyAt !== null; }, 'answer to the edit');
    // The answered line is put into the cached order in a task after its body is read.
    await frame();
    await waitFor(() => showing(value), 'value ' + value + ' after the answer');
    await frame();
    const answerPaintedAt = performance.now();
    const settled = await until(() => showing(value), quietMs, Math.max(0, deadline - performance.now()));
    const tab = keys.slice(armed.keysFrom).filter((k) => k.key === 'Tab').at(-1);
    return {
      tabAt: tab ? tab.at : null,
      answerPaintedAt,
      settledAt: settled.interactiveAt,
      calls: listed(armed.callsFrom),
      longTasks: tasksSince(armed.armedAt),
    };
  };
  window.__dawaOrder = { open, arm, answer };
})();`;
