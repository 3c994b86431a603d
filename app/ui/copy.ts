import { track } from "../lib/track";

export interface CopyEnv {
  clipboard?: { writeText(text: string): Promise<void> } | undefined;
  document?: Document;
}

/**
 * Copies text: the Clipboard API first, then a hidden text area and the legacy copy command
 * (older browsers, pages without clipboard permission). Reports copy_to_clipboard or copy_failed.
 */
export async function copyText(text: string, context: Record<string, unknown> = {}, env?: CopyEnv): Promise<boolean> {
  const clipboard = env ? env.clipboard : typeof navigator !== "undefined" ? navigator.clipboard : undefined;
  const doc = env?.document ?? (typeof document !== "undefined" ? document : undefined);
  let ok = false;
  try {
    if (!clipboard) throw new Error("Clipboard API unavailable");
    await clipboard.writeText(text);
    ok = true;
  } catch {
    ok = doc ? legacyCopy(text, doc) : false;
  }
  track(ok ? "copy_to_clipboard" : "copy_failed", { ...context, length: text.length });
  return ok;
}

function legacyCopy(text: string, doc: Document): boolean {
  const area = doc.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.setAttribute("aria-hidden", "true");
  area.style.position = "fixed";
  area.style.top = "0";
  area.style.left = "-9999px";
  area.style.opacity = "0";
  doc.body.appendChild(area);
  const active = doc.activeElement as HTMLElement | null;
  area.select();
  let ok = false;
  try {
    ok = doc.execCommand("copy");
  } catch {
    ok = false;
  }
  doc.body.removeChild(area);
  active?.focus?.();
  return ok;
}
