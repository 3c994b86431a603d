// Renders the app icons in public/icons/ from the favicon's design with Chromium (run once
// when the logo changes: `node --import tsx scripts/make-icons.ts`; the PNGs are committed).
import { writeFileSync } from "node:fs";
import { launchBrowser } from "../tests/helpers/browser.ts";

const RED = "#c4122f";
// "any": the favicon, rounded corners on transparent. "maskable": full-bleed, the mark inside
// the central 80 % safe zone, so any mask shape keeps it whole.
const any = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${RED}"/><path d="M12 9.5v13l11-6.5z" fill="#fff"/></svg>`;
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${RED}"/><path d="M13 11.25v9.5l8.04-4.75z" fill="#fff"/></svg>`;

const browser = await launchBrowser();
const page = await browser.newPage();
for (const [name, svg] of [["icon", any], ["maskable", maskable]] as const) {
  for (const size of [192, 512]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    writeFileSync(`public/icons/${name}-${size}.png`, await page.screenshot({ omitBackground: true }));
  }
}
await browser.close();
console.log("Wrote public/icons/{icon,maskable}-{192,512}.png");
