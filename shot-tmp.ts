import { chromium } from "playwright-core";
const [base, ...specs] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"] });
for (const spec of specs) {
  const [path, w, h, scheme, name] = spec.split(",");
  const ctx = await browser.newContext({ viewport: { width: +w, height: +h }, colorScheme: scheme as "light" | "dark" });
  const page = await ctx.newPage();
  await page.goto(base + path);
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/${name}.png` });
  await ctx.close();
}
await browser.close();
