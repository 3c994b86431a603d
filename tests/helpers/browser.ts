import { existsSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { OUTPUT_LANGUAGE_LABEL, findLanguage, languageLabel, type LanguageCode } from "../../app/lib/languages";

/** Debian's Chromium, or CHROMIUM_PATH. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const p of ["/usr/bin/chromium", "/usr/bin/chromium-browser"]) if (existsSync(p)) return p;
  throw new Error("Chromium not found: install Debian's chromium package or set CHROMIUM_PATH.");
}

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

/**
 * A fresh page. The service worker is blocked unless asked for, so a test sees every request
 * its page makes (tests/e2e/offline.e2e.ts tests the worker itself).
 */
export async function openPage(
  browser: Browser,
  viewport = DESKTOP,
  options: { colorScheme?: "light" | "dark"; serviceWorkers?: "allow" | "block" } = {},
): Promise<TrackedPage> {
  const context = await browser.newContext({
    viewport,
    colorScheme: options.colorScheme ?? "light",
    acceptDownloads: true,
    serviceWorkers: options.serviceWorkers ?? "block",
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return { page, context, errors };
}

/** Waits until React has hydrated the page (the router context exists and effects ran). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Opens every "More options" disclosure of the page (secondary fields live there). */
export async function openMoreOptions(page: Page): Promise<void> {
  await page.evaluate(() => document.querySelectorAll("details[data-more-options]").forEach((d) => ((d as HTMLDetailsElement).open = true)));
}

/**
 * Chooses a language in the searchable "Output language" field the way a visitor does: types
 * part of its English name and picks it from the list.
 */
export async function chooseLanguage(page: Page, code: LanguageCode, label = OUTPUT_LANGUAGE_LABEL): Promise<void> {
  const box = page.getByRole("combobox", { name: label, exact: true });
  await box.click();
  await box.fill(findLanguage(code).english);
  await page.getByRole("option", { name: languageLabel(code), exact: true }).click();
  await page.waitForFunction(
    ([l, c]) => [...document.querySelectorAll("[role=combobox]")].some((el) => el.getAttribute("data-language") === c && (el as HTMLInputElement).labels?.[0]?.textContent === l),
    [label, code] as const,
  );
}

/** The language the field holds (its code); the field must be shown (open "More options" first). */
export function chosenLanguage(page: Page, label = OUTPUT_LANGUAGE_LABEL): Promise<string | null> {
  return page.getByRole("combobox", { name: label, exact: true }).getAttribute("data-language", { timeout: 5000 });
}

export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`);
}
