import { useEffect, useRef } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { scrollToHash } from "./components/nav-links";
import { SiteFooter } from "./components/SiteFooter";
import { SiteHeader } from "./components/SiteHeader";
import { getPublicSettings, PUBLIC_SETTINGS_ELEMENT_ID, serializePublicSettings } from "./lib/public-settings";
import { THEME_BOOT_SCRIPT } from "./lib/theme";
import { useAnalyticsLoader, useScrollDepth } from "./lib/page-effects";
import { FloatingAd } from "./ui/FloatingAd";
import { afterNavigation, registerServiceWorker } from "./pwa/register";
import { HydrateApart, whenHydrated } from "./preact/HydrateApart";

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <script dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <script
          id={PUBLIC_SETTINGS_ELEMENT_ID}
          type="application/json"
          dangerouslySetInnerHTML={{ __html: serializePublicSettings(getPublicSettings()) }}
        />
        <meta name="theme-color" media="(prefers-color-scheme: light)" content="#ffffff" />
        <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#0f1117" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-surface text-ink antialiased">
        <a href="#main" className="skip-link">
          Skip to content
        </a>
        <HydrateApart name="header">
          <SiteHeader />
        </HydrateApart>
        <HydrateApart name="main">
          <main id="main" tabIndex={-1} className="pt-16 outline-none">
            {children}
          </main>
        </HydrateApart>
        <HydrateApart name="footer">
          <SiteFooter />
        </HydrateApart>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { pathname, hash, key } = useLocation();
  useScrollDepth(pathname);
  useAnalyticsLoader();
  useEffect(() => {
    // Lets tests (and scripts) know the page is interactive, its deferred parts included.
    void whenHydrated().then(() => (document.documentElement.dataset.hydrated = "true"));
    registerServiceWorker();
  }, []);
  const navigated = useRef(false);
  useEffect(() => {
    if (navigated.current) afterNavigation();
    navigated.current = true;
  }, [pathname]);
  useEffect(() => scrollToHash(hash), [key, hash]);
  return (
    <>
      <Outlet />
      <FloatingAd />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <pre className="mt-4 overflow-x-auto whitespace-pre-wrap rounded-lg bg-danger-soft p-4 text-sm text-danger">{text}</pre>
      <p className="mt-6">
        <a className="link" href="/">
          Back to the home page
        </a>
      </p>
    </div>
  );
}
