/**
 * Where a page's main-thread time goes, from the performance trace Lighthouse records
 * (`--save-assets`): each task of the page's renderer main thread, when it ran against first
 * contentful paint, and what it spent its time on (self time of the events inside it, grouped as
 * DevTools groups them). The trace is unthrottled: Lighthouse's mobile preset simulates a CPU four
 * times slower (`cpuSlowdownMultiplier`), so a task's blocking time in the score is about
 * 4 × its length here, less 50 ms.
 */
import { readFileSync } from 'node:fs';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { frame?: string; isOutermostMainFrame?: boolean; documentLoaderURL?: string } };
}

export const GROUPS = ['parse HTML', 'style', 'layout', 'script', 'paint', 'image decode', 'parse CSS', 'other'] as const;
export type Group = (typeof GROUPS)[number];

/** DevTools' grouping of trace events, by name; anything unnamed here (navigation commit, V8 context setup, GC) is "other". */
const GROUP_OF: Record<string, Group> = {
  ParseHTML: 'parse HTML',
  'HTMLDocumentParser::MaybeFetchQueuedPreloads': 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  'v8.run': 'script',
  'v8.callFunction': 'script',
  'v8.newInstance': 'script',
  FunctionCall: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  FireIdleCallback: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  Paint: 'paint',
  PrePaint: 'paint',
  Commit: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  PaintImage: 'paint',
  CompositeLayers: 'paint',
  'Decode Image': 'image decode',
  'Decode LazyPixelRef': 'image decode',
  ImageDecodeTask: 'image decode',
};

export interface Task {
  /** ms from the navigation's start. */
  start: number;
  /** ms, unthrottled. */
  duration: number;
  /** Self time per group, ms. */
  groups: Partial<Record<Group, number>>;
}

export interface Breakdown {
  fcp: number | undefined;
  tasks: Task[];
  /** Self time per group over every task, ms. */
  total: Partial<Record<Group, number>>;
  /** The same over the tasks that started after first contentful paint, the ones Total Blocking Time can count. */
  afterFcp: Partial<Record<Group, number>>;
}

const isTask = (e: TraceEvent) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask';

/** Reads a Lighthouse trace file and breaks the page's main-thread time down by task and group. */
export function traceBreakdown(path: string): Breakdown {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  // The page's renderer is the one whose main frame started loading the page's address (a renderer
  // left from an earlier page may have parsed HTML first); its main thread is CrRendererMain.
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isOutermostMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  const pid = navigation?.pid;
  const tid = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')?.tid;
  const start = navigation?.ts ?? 0;
  const fcpEvent = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');
  const fcp = fcpEvent ? (fcpEvent.ts - start) / 1000 : undefined;

  // Complete events of that thread, outermost first; self time is each event's length less its children's.
  const slices = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number' && e.ts >= start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const tasks: Task[] = [];
  const stack: { event: TraceEvent; self: number }[] = [];
  let task: Task | undefined;
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.event.ts + stack.at(-1)!.event.dur! <= until) {
      const { event, self } = stack.pop()!;
      const group = isTask(event) ? 'other' : (GROUP_OF[event.name] ?? 'other');
      task!.groups[group] = (task!.groups[group] ?? 0) + self / 1000;
    }
  };
  for (const event of slices) {
    close(event.ts);
    if (!stack.length) {
      if (!isTask(event)) continue; // work outside a task (rare; trace bookkeeping)
      task = { start: (event.ts - start) / 1000, duration: event.dur! / 1000, groups: {} };
      tasks.push(task);
    } else stack.at(-1)!.self -= event.dur!;
    stack.push({ event, self: event.dur! });
  }
  close(Number.POSITIVE_INFINITY);

  const sum = (list: Task[]) => {
    const out: Partial<Record<Group, number>> = {};
    for (const t of list) for (const [g, ms] of Object.entries(t.groups)) out[g as Group] = (out[g as Group] ?? 0) + ms;
    return out;
  };
  return { fcp, tasks, total: sum(tasks), afterFcp: sum(tasks.filter((t) => fcp !== undefined && t.start >= fcp)) };
}

const ms = (n: number | undefined) => (n ?? 0).toFixed(1);

/** The breakdown as text: totals by group, then every task of 2 ms or more with its three largest groups. */
export function formatBreakdown(b: Breakdown, minTaskMs = 2): string {
  const line = (label: string, groups: Partial<Record<Group, number>>) =>
    `${label.padEnd(24)}${GROUPS.map((g) => `${g} ${ms(groups[g])}`).join(', ')}`;
  const all = Object.values(b.total).reduce((s, n) => s + n, 0);
  const lines = [
    `first contentful paint at ${ms(b.fcp)} ms (unthrottled); main thread ${ms(all)} ms in ${b.tasks.length} tasks`,
    line('all tasks, ms:', b.total),
    line('after first paint, ms:', b.afterFcp),
    'tasks of 2 ms or more (start, length, where the time went):',
  ];
  for (const t of b.tasks.filter((x) => x.duration >= minTaskMs)) {
    const top = Object.entries(t.groups)
      .sort((x, y) => y[1] - x[1])
      .slice(0, 3)
      .map(([g, n]) => `${g} ${ms(n)}`)
      .join(', ');
    lines.push(
      `  ${ms(t.start).padStart(7)} ms  ${ms(t.duration).padStart(6)} ms  ${b.fcp !== undefined && t.start >= b.fcp ? 'after ' : 'before'}  ${top}`,
    );
  }
  return lines.join('\n');
}
