// `node --import tsx profile-summary.ts <file.cpuprofile> [top]`: where a server child's CPU time went
// (profiles come from BENCH_CPU_PROF=1 runs), as self time per function and per package.
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface Profile {
  frames: Map<number, CallFrame>;
  samples: number[];
  timeDeltas: number[];
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const numbers = (v: unknown): number[] =>
  Array.isArray(v) ? v.filter((n): n is number => typeof n === 'number') : [];

/** The parts of a V8 .cpuprofile this summary reads; anything malformed is skipped. */
function readProfile(path: string): Profile {
  const raw: unknown = JSON.parse(readFileSync(path, 'utf8'));
  if (!isRecord(raw) || !Array.isArray(raw['nodes']))
    throw new Error(`${path} is not a V8 CPU profile`);
  const frames = new Map<number, CallFrame>();
  for (const node of raw['nodes']) {
    if (!isRecord(node) || typeof node['id'] !== 'number' || !isRecord(node['callFrame'])) continue;
    const { functionName, url, lineNumber } = node['callFrame'];
    frames.set(node['id'], {
      functionName: typeof functionName === 'string' ? functionName : '',
      url: typeof url === 'string' ? url : '',
      lineNumber: typeof lineNumber === 'number' ? lineNumber : 0,
    });
  }
  return { frames, samples: numbers(raw['samples']), timeDeltas: numbers(raw['timeDeltas']) };
}

/** node_modules/<pkg> or node:<module> or (program) etc., so time adds up per dependency. */
function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? url);
  }
  if (url.startsWith('node:')) return url;
  const dist = url.indexOf('/dist/');
  return dist >= 0 ? `clutch ${url.slice(dist + '/dist/'.length)}` : url;
}

function top(map: Map<string, number>, total: number, count: number): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([name, us]) =>
        `${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${name}`,
    );
}

function summarise(path: string, count: number): void {
  const profile = readProfile(path);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const frame = profile.frames.get(id);
    const us = profile.timeDeltas[index] ?? 0;
    if (!frame) return;
    total += us;
    const where = frame.url
      ? `${frame.url.replace(/^.*node_modules\//, '')}:${String(frame.lineNumber + 1)}`
      : '';
    const fn = `${frame.functionName || '(anonymous)'} ${where}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
    const pkg = packageOf(frame.url, frame.functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  });
  console.log(`${path}: ${(total / 1000).toFixed(0)} ms sampled\n\nSelf time by package:`);
  console.log(top(byPackage, total, count).join('\n'));
  console.log('\nSelf time by function:');
  console.log(top(byFunction, total, count).join('\n'));
}

const [file, countText] = process.argv.slice(2);
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [top]');
  process.exitCode = 2;
} else {
  summarise(file, Number(countText ?? '25'));
}
