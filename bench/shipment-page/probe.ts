// In-page probe for the shipment-page benchmark, installed after bench/web's QUIET_PROBE and
// TRAFFIC_PROBE with addInitScript. Plain JavaScript in a string (see bench/web/probe.ts for why).
//
// window.__dawaShipment gives:
// - open(quietMs, timeoutMs): waits until the shipment's heading, status and footer and its
//   first lines (item, batch) are shown, then quiet (QUIET_PROBE's definition);
// - scroll(step, checkBlank): the lines table scrolled top to bottom, `step` px a frame, by
//   the function web/bench/table.tsx scrolls the bare DataTable with, so both figures compare;
// - the edit of a line's packs: arm(row) before the keys, then local(value) (the typed value
//   painted in the cell) and answer(packs) (the line's units from the server painted);
// - with each answer, the GraphQL requests TRAFFIC_PROBE recorded (start, headers, body times).
import { scrollToBottom } from '../../web/bench/scroll';

export const SHIPMENT_PROBE = String.raw`(() => {
  // tsx keeps function names with a helper the page does not have.
  const __name = (fn) => fn;
  const scrollToBottom = ${scrollToBottom.toString()};
  const { longTasks, frame, until } = window.__dawaQuiet;
  const { calls, keys, listed } = window.__dawaTraffic;

  const table = () => document.querySelector('[data-testid="data-table-outbound-shipment-lines"]');
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

  const open = async (quietMs, timeoutMs) => {
    const r = await until(shown, quietMs, timeoutMs);
    return {
      ...r,
      rowsInDom: rows().length,
      longTasks: longTasks.map((task) => ({ start: round(task.start), duration: round(task.duration) })),
      calls: listed(0),
    };
  };

  const scroll = (step, checkBlank) => {
    const scroller = table()?.querySelector('[data-testid="data-table-scroller"]');
    if (!scroller) throw new Error('no lines table');
    return scrollToBottom(scroller, step, Boolean(checkBlank), longTasks);
  };

  // The packs input of a row and the cell after it: the line's units (packs × pack size).
  const cellsOf = (index) => {
    const row = rows()[index];
    const input = row?.querySelector('input[inputmode="decimal"]');
    const packsCell = input?.closest('td');
    const unitsCell = packsCell?.nextElementSibling;
    if (!row || !input || !unitsCell) throw new Error('no packs input in row ' + index);
    return { row, input, unitsCell };
  };
  const numberIn = (text) => Number(String(text).replace(/[^0-9.]/g, ''));
  let armed = null;
  const arm = (index) => {
    const { input, unitsCell } = cellsOf(index);
    const packs = numberIn(input.value);
    armed = { index, packs, packSize: numberIn(unitsCell.textContent) / packs, keysFrom: keys.length, callsFrom: calls.length, armedAt: performance.now() };
    return { packs, packSize: armed.packSize };
  };
  const keyAfter = (key) => keys.slice(armed.keysFrom).filter((k) => k.key === key).at(-1);
  const local = async (value) => {
    const { input } = cellsOf(armed.index);
    while (input.value !== value) await frame();
    await frame();
    const typed = keyAfter(value);
    return { keyAt: typed ? typed.at : null, paintedAt: performance.now() };
  };
  const answer = async (packs, timeoutMs) => {
    const expected = packs * armed.packSize;
    const deadline = performance.now() + timeoutMs;
    while (numberIn(cellsOf(armed.index).unitsCell.textContent) !== expected) {
      if (performance.now() > deadline) throw new Error('the line did not show ' + expected + ' units');
      await frame();
    }
    const contentAt = performance.now();
    await frame();
    const paintedAt = performance.now();
    const commit = keyAfter('Tab');
    return {
      tabAt: commit ? commit.at : null,
      contentAt,
      paintedAt,
      calls: listed(armed.callsFrom),
      longTasks: longTasks.filter((task) => task.start + task.duration >= armed.armedAt).map((task) => ({ start: round(task.start), duration: round(task.duration) })),
    };
  };
  window.__dawaShipment = { open, scroll, arm, local, answer };
})();`;
