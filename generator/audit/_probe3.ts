import lighthouse from 'lighthouse';
import { launchChrome } from '/work/main/generator/audit/run-lighthouse';
import { serve } from '/work/main/generator/audit/serve';
const server = await serve('/work/main/dist');
const chrome = await launchChrome();
const runs = Number(process.env.RUNS ?? 3);
for (const p of process.argv.slice(2)) {
  const rows: string[] = [];
  for (let i = 0; i < runs; i++) {
    const r = await lighthouse(`${server.origin}${p}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    const a = r!.lhr.audits;
    const v = (id: string) => Math.round(a[id]?.numericValue ?? NaN);
    const mt = ((a['mainthread-work-breakdown']?.details as any)?.items ?? []).map((t: any) => `${t.group}=${Math.round(t.duration)}`).join(' ');
    rows.push(`  perf=${Math.round(r!.lhr.categories.performance.score! * 100)} FCP ${v('first-contentful-paint')} LCP ${v('largest-contentful-paint')} TBT ${v('total-blocking-time')} | ${mt}`);
  }
  console.log(p + '\n' + rows.join('\n'));
}
chrome.kill(); await server.close();
