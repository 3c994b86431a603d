/**
 * `node --import tsx scripts/screenshots.ts [paths...]`: full-page screenshots of the production
 * build at 1280 and 390 px wide, light and dark, into bench-results/screenshots/.
 */
import { mkdirSync } from "node:fs";
import { launchBrowser, waitForHydration } from "../tests/helpers/browser";
import { startProductionServer } from "../tests/helpers/server-process";

const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/privacy-policy"];
const out = "bench-results/screenshots";
mkdirSync(out, { recursive: true });
const server = await startProductionServer();
const browser = await launchBrowser();
try {
  for (const path of paths) {
    for (const [label, width] of [["desktop", 1280], ["phone", 390]] as const) {
      for (const scheme of ["light", "dark"] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme, deviceScaleFactor: 1 });
        const page = await context.newPage();
        await page.goto(server.url + path);
        await waitForHydration(page);
        const name = `${out}/${path === "/" ? "home" : path.slice(1).replace(/\//g, "_")}-${label}-${scheme}.png`;
        await page.screenshot({ path: name, fullPage: true });
        console.log(name);
        if (width < 500) {
          // Phone pages are long: also save readable 1400 px slices.
          const height = await page.evaluate(() => document.documentElement.scrollHeight);
          for (let y = 0, i = 0; y < height && i < 8; y += 1400, i++) {
            const slice = name.replace(/\.png$/, `-part${i}.png`);
            await page.screenshot({ path: slice, fullPage: true, clip: { x: 0, y, width, height: Math.min(1400, height - y) } });
          }
        }
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
