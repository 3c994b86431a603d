import { useEffect, useState } from "react";
import { getPublicSettings, type ServiceId } from "../lib/public-settings";

/**
 * Whether the tool on this page can work on this site: a tool that needs a service the site
 * has no key for says so at the top of its card on load (not after a failed attempt), in
 * words for visitors with the spec's message as detail, and keeps its main action disabled.
 * No "connection failed" and no Retry: retrying cannot add a key.
 */
export interface ToolAvailability {
  /** True once the page knows the tool's service is not configured on this site. */
  unavailable: boolean;
  /** The spec's message, e.g. "Groq API key not configured." */
  detail: string | null;
}

/** The tool's availability on this site (call it with the tool's `needs`). */
export function useToolAvailability(needs: ServiceId | undefined): ToolAvailability {
  // Rendered and pre-rendered as if configured; the settings written into the page decide
  // after hydration (the notice itself shows from the first paint, by CSS).
  const [value, setValue] = useState<ToolAvailability>({ unavailable: false, detail: null });
  useEffect(() => {
    if (!needs) return;
    const detail = getPublicSettings().unconfigured?.[needs];
    if (detail) setValue({ unavailable: true, detail });
  }, [needs]);
  return value;
}

export const NOT_SWITCHED_ON_TITLE = "This tool isn't switched on on this site yet";

/** What each service is, for visitors. */
export const SERVICE_NEEDS: Record<ServiceId, string> = {
  llm: "an AI language-model key",
  youtube: "a YouTube Data API key",
  images: "an image-model key",
};

export function notSwitchedOnText(service: ServiceId): string {
  return `It needs ${SERVICE_NEEDS[service]}, which the person running this site hasn't added. Every tool that doesn't need one works as usual.`;
}

/**
 * Rendered into every page of a tool that needs a service, hidden by CSS unless <html> has
 * `data-unconfigured` naming that service (written by the server): no layout shift, and no
 * JavaScript needed to see it.
 */
export function NotConfiguredNotice({ needs }: { needs: ServiceId }) {
  const { detail } = useToolAvailability(needs);
  return (
    <div role="status" data-needs={needs} data-tone="warning" className="service-notice mb-6 rounded-xl border border-warn/40 bg-warn-soft p-4 text-sm text-warn">
      <p className="text-base font-semibold">{NOT_SWITCHED_ON_TITLE}</p>
      <p className="mt-1">{notSwitchedOnText(needs)}</p>
      <p className="mt-1 text-xs">Details: {detail ?? "API key not configured."}</p>
    </div>
  );
}
