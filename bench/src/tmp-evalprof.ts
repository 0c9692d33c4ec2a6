import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, consentEntry, MENU_PAGE_PATH } from './browser-setup.ts';
import { withProduct } from './start-product.ts';
type TNode = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
await withProduct(async (url) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const totals = new Map<string, number>();
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
    await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), consentEntry());
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${url}${MENU_PAGE_PATH}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: TNode[]; samples: number[]; timeDeltas: number[] } };
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const parent = new Map<number, number>();
    for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
    profile.samples.forEach((id, i) => {
      const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
      // path from root
      const path: TNode[] = [];
      for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) path.unshift(byId.get(n)!);
      const topIdx = path.findIndex((n) => n.callFrame.url.includes('/assets/index') && n.callFrame.lineNumber === 0 && n.callFrame.functionName === '');
      if (topIdx < 0) return;
      const child = path[topIdx + 1];
      const name = child ? `${child.callFrame.functionName || '(anon)'}:${child.callFrame.lineNumber}` : '(self)';
      totals.set(name, (totals.get(name) ?? 0) + dt / 3);
    });
    await context.close();
  }
  for (const [n, v] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(v.toFixed(1).padStart(7), n);
  await browser.close();
});
