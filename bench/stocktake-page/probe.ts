// In-page probe for the stocktake-page benchmark, installed after bench/web's QUIET_PROBE and
// TRAFFIC_PROBE with addInitScript. Plain JavaScript in a string (see bench/web/probe.ts for why).
//
// window.__dawaStocktake gives:
// - open(quietMs, timeoutMs): waits until the stocktake's heading, status and footer and the
//   first rows of its lines table (grouped by item, the default) are shown, then quiet;
// - the edit of a count in an expanded item's lines: arm(row) before the keys answers the
//   line's snapshot; answer(difference, quietMs, timeoutMs) waits for the count's request to be
//   answered and the line's difference painted after it, then for the figures' refetch that
//   follows to be answered, applied and the main thread quiet again.
export const STOCKTAKE_PROBE = String.raw`(() => {
  const { longTasks, frame, until } = window.__dawaQuiet;
  const { calls, keys, parses, listed } = window.__dawaTraffic;
  const UPDATE = 'StocktakeDetail_UpdateLines';
  // What the page reads again after a count: the figures (the line is patched into the cache).
  const READ = 'StocktakeDetail_Figures';

  const byItem = () => document.querySelector('[data-testid="data-table-stocktake-lines-by-item"]');
  const rowsOf = (table) => [...(table?.querySelectorAll('tr.dt-row') ?? [])];
  const shown = () => {
    const title = document.querySelector('[data-testid="document-title"]');
    if (!title || !title.textContent) return false;
    if (!document.querySelector('[data-testid="document-status"]')) return false;
    if (!document.querySelector('[data-testid="document-footer"]')) return false;
    const first = rowsOf(byItem())[0];
    if (!first || first.getBoundingClientRect().height === 0) return false;
    return (first.textContent || '').trim().length > 0 && !byItem().querySelector('[role="progressbar"]');
  };
  const round = (ms) => Math.round(ms * 10) / 10;
  const tasksSince = (at) =>
    longTasks.filter((task) => task.start + task.duration >= at).map((task) => ({ start: round(task.start), duration: round(task.duration) }));

  const open = async (quietMs, timeoutMs) => {
    const r = await until(shown, quietMs, timeoutMs);
    return { ...r, rowsInDom: rowsOf(byItem()).length, longTasks: tasksSince(0), calls: listed(0), parses: [...parses] };
  };

  // The counted input of a line of the expanded item, its snapshot and its difference. The
  // item's lines show as a table where the page is wide enough for their columns, else as cards.
  const linesOf = () => [
    ...(document.querySelector('[data-testid="data-table-stocktake-lines-group"]')?.querySelectorAll('tr.dt-row, .dt-card') ?? []),
  ];
  const cellsOf = (index) => {
    const row = linesOf()[index];
    const field = (key) => row?.querySelector('[data-column="' + key + '"] .dt-card-value');
    const card = Boolean(row?.matches('.dt-card'));
    const input = card ? field('countedNumberOfPacks')?.querySelector('input') : row?.querySelector('input');
    const snapshotCell = card ? field('snapshotNumberOfPacks') : input?.closest('td')?.previousElementSibling;
    const differenceCell = card ? field('difference') : input?.closest('td')?.nextElementSibling;
    if (!input || !snapshotCell || !differenceCell) throw new Error('no counted input in line ' + index);
    return { input, snapshotCell, differenceCell, layout: card ? 'cards' : 'table' };
  };
  const numberIn = (text) => Number(String(text).replace(/[^0-9.]/g, ''));
  let armed = null;
  const arm = (index) => {
    const { snapshotCell, layout } = cellsOf(index);
    armed = { index, keysFrom: keys.length, callsFrom: calls.length, armedAt: performance.now() };
    return { snapshot: numberIn(snapshotCell.textContent), layout };
  };
  const differenceIs = (text) => (cellsOf(armed.index).differenceCell.textContent || '').trim() === text;
  const after = (op, at) => calls.slice(armed.callsFrom).find((c) => c.op === op && c.start >= at);
  const answer = async (difference, quietMs, timeoutMs) => {
    const deadline = performance.now() + timeoutMs;
    const waitFor = async (test, what) => {
      while (!test()) {
        if (performance.now() > deadline) throw new Error('no ' + what + ' in time');
        await frame();
      }
    };
    await waitFor(() => differenceIs(difference), 'difference ' + difference);
    await frame();
    const localPaintedAt = performance.now();
    await waitFor(() => { const c = after(UPDATE, armed.armedAt); return c && c.bodyAt !== null; }, 'answer to the count');
    const update = after(UPDATE, armed.armedAt);
    // The answer is put into the cached stocktake in a task after its body is read.
    await frame();
    await waitFor(() => differenceIs(difference), 'difference after the answer');
    await frame();
    const answerPaintedAt = performance.now();
    await waitFor(() => { const c = after(READ, update.start); return c && c.bodyAt !== null; }, 'refetch of the figures');
    const settled = await until(() => differenceIs(difference), quietMs, Math.max(0, deadline - performance.now()));
    const tab = keys.slice(armed.keysFrom).filter((k) => k.key === 'Tab').at(-1);
    return {
      tabAt: tab ? tab.at : null,
      localPaintedAt,
      answerPaintedAt,
      settledAt: settled.interactiveAt,
      calls: listed(armed.callsFrom),
      longTasks: tasksSince(armed.armedAt),
    };
  };
  window.__dawaStocktake = { open, arm, answer };
})();`;
