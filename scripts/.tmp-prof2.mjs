import { chromium } from 'playwright-core';
const url = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(4000);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const name = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
let t = profile.startTime; const samples = profile.samples.map((id, i) => { t += profile.timeDeltas[i]; return { id, t }; });
const idle = (id) => ['(idle)','(program)','(garbage collector)'].includes(byId.get(id).callFrame.functionName) && byId.get(id).callFrame.functionName==='(idle)';
let seg = null; const segs = [];
for (let i = 0; i < samples.length; i++) { const s = samples[i]; const dt = (samples[i+1]?.t ?? s.t) - s.t;
  if (idle(s.id)) { if (seg) { segs.push(seg); seg = null; } continue; }
  if (!seg) seg = { start: s.t, dur: 0, self: new Map(), roots: new Map() };
  seg.dur += dt; const n = byId.get(s.id); seg.self.set(name(n), (seg.self.get(name(n)) ?? 0) + dt);
  // second frame from root (first real frame)
  let chain = []; let id = s.id; while (id) { chain.push(byId.get(id)); id = parent.get(id); }
  const rootish = chain.reverse().slice(1, 4).map(name).join(' > '); seg.roots.set(rootish, (seg.roots.get(rootish) ?? 0) + dt);
}
if (seg) segs.push(seg);
const t0 = profile.startTime;
for (const s of segs.filter((s) => s.dur > 8000)) {
  console.log(`\n== task at ${((s.start - t0)/1000).toFixed(0)} ms, ${(s.dur/1000).toFixed(1)} ms`);
  for (const [k, v] of [...s.roots].sort((a,b)=>b[1]-a[1]).slice(0,4)) console.log(`   root ${(v/1000).toFixed(1)} ${k}`);
  for (const [k, v] of [...s.self].sort((a,b)=>b[1]-a[1]).slice(0,8)) console.log(`   self ${(v/1000).toFixed(1)} ${k}`);
}
