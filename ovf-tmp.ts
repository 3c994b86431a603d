import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
await page.goto("http://127.0.0.1:4555/youtube-long-script-generator");
await page.waitForTimeout(500);
const r = await page.evaluate(() => {
  const out: string[] = [];
  document.querySelectorAll("body *").forEach((el) => { const r = el.getBoundingClientRect(); if (r.right > 392 && r.width > 0) out.push(`${el.tagName}.${(el as HTMLElement).className?.toString().slice(0,60)} ${Math.round(r.right)}`); });
  return [document.documentElement.scrollWidth, out.slice(0, 10)];
});
console.log(JSON.stringify(r, null, 1));
await browser.close();
