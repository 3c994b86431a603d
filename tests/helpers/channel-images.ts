import type { Browser, Page } from "playwright-core";
import { DESKTOP, type TrackedPage } from "./browser";

/**
 * What the channel image downloaders' browser tests (banner, logo) share: a page that may show
 * images from the loopback image host, YouTube's image host served from the test, the console
 * errors they cause on purpose, the previews' wait and the quota report.
 */

/**
 * The fake image host is plain http on loopback, which the page's Content-Security-Policy
 * (img-src https:) rightly refuses; real image hosts are https. Tests that show images from
 * that host open their page with the policy bypassed.
 */
export async function openPageWithoutCsp(b: Browser): Promise<TrackedPage> {
  const context = await b.newContext({ viewport: DESKTOP, colorScheme: "light", acceptDownloads: true, bypassCSP: true, serviceWorkers: "block" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, context, errors };
}

/** YouTube's https image host, served from the test with `body`; CORS allowed as yt3.ggpht.com does. */
export async function fakeYouTubeImages(page: Page, body: Buffer): Promise<string[]> {
  const requested: string[] = [];
  await page.route("https://yt3.ggpht.com/**", (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: "image/png", headers: { "access-control-allow-origin": "*" }, body });
  });
  return requested;
}

/** Failed requests we cause on purpose (404 images, 502 from an unreachable host) are the only console errors allowed. */
export function unexpected(errors: string[]): string[] {
  return errors.filter((e) => !/Failed to load resource: the server responded with a status of (400|404|502)/.test(e));
}

/** Until all `count` size cards show their preview (or say it is missing). */
export async function waitForPreviews(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => {
    const cards = [...document.querySelectorAll("li[data-size]")];
    return cards.length === n && cards.every((li) => li.querySelector("[data-preview-missing]") || (li.querySelector("img")?.complete && (li.querySelector("img")?.naturalWidth ?? 0) > 0));
  }, count);
}

/** The YouTube quota the server reports having used. */
export async function quotaTotal(serverUrl: string): Promise<number> {
  const body = (await (await fetch(`${serverUrl}/api/status`)).json()) as { services: { youtube: { quota: { total: number } } } };
  return body.services.youtube.quota.total;
}
