// Load-phase marks: `performance.mark('spec-doc:<phase>')` at each step of a load, in the page
// and in the description worker, so that `npm run bench` (scripts/bench.mjs documents the
// phases) and any page's own tooling can see where a load's time goes. A mark costs a few
// microseconds and a load makes about fifteen of them.

/** The worker's marks as it sends them to the page: times relative to the worker's timeOrigin, and that origin. */
export interface WorkerMarks {
  origin: number;
  marks: Array<[name: string, time: number]>;
}

/** Marks `spec-doc:<name>` on this context's performance timeline. */
export function mark(name: string): void {
  performance.mark('spec-doc:' + name);
}

/** (Worker) The spec-doc marks made since the last call, for the page; they are cleared here. */
export function takeMarks(): WorkerMarks {
  const marks = performance
    .getEntriesByType('mark')
    .filter((m) => m.name.startsWith('spec-doc:'))
    .map((m): [string, number] => [m.name, m.startTime]);
  for (const [name] of marks) performance.clearMarks(name);
  return { origin: performance.timeOrigin, marks };
}

/**
 * (Page) Copies the worker's marks onto the page's timeline. Each context counts its marks from
 * its own timeOrigin (the worker's is when it was created), but both origins are moments on the
 * same clock (High Resolution Time: timeOrigin is the context's start on the shared monotonic
 * clock, as milliseconds since the epoch), so a worker time `t` is `t + (workerOrigin -
 * pageOrigin)` in page time. (Origins are coarsened to about 0.1 ms; good enough for phases.)
 */
export function placeMarks(worker: WorkerMarks): void {
  for (const [name, time] of worker.marks) performance.mark(name, { startTime: time + worker.origin - performance.timeOrigin });
}
