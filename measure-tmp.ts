import { chromium } from "playwright-core";
import { tools } from "./tools/registry";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const ctx = await browser.newContext({ viewport: { width: 1366, height: 768 } });
const page = await ctx.newPage();
for (const t of tools) {
  await page.goto("http://127.0.0.1:4555/" + t.slug);
  await page.waitForTimeout(300);
  const r = await page.evaluate(() => {
    const b = document.querySelector("main button[type=submit], main .btn-primary") as HTMLElement | null;
    if (!b) return null;
    const r = b.getBoundingClientRect();
    return { text: b.textContent?.trim().slice(0, 30), bottom: Math.round(r.bottom) };
  });
  console.log(t.slug.padEnd(45), r ? `${String(r.bottom).padStart(5)} ${r.bottom <= 768 ? "ok " : "LOW"} ${r.text}` : "none");
}
await browser.close();
