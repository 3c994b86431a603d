import { Link } from "react-router";
import { toolIndex as tools } from "../lib/tool-index";
import { toolPath } from "../../tools/types";
import { STATIC_PAGES } from "../lib/pages";
import { SITE } from "../lib/site";
import { ContactDetails, SocialLinks } from "./ContactDetails";

export function SiteFooter() {
  const legal = STATIC_PAGES.filter((p) => p.kind === "legal");
  const company = STATIC_PAGES.filter((p) => p.kind === "company");
  const popular = tools.slice(0, 6);
  return (
    <footer className="mt-16 border-t border-line bg-surface-2">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-extrabold">{SITE.name}</p>
          <p className="mt-2 text-sm text-muted">
            {SITE.tagline}. Free to use, no sign-in, {tools.length > 0 ? `${tools.length} tools and counting.` : "new tools on the way."}
          </p>
          <a href={SITE.buyCoffeeUrl} target="_blank" rel="noopener noreferrer" className="btn-primary mt-4">
            Buy us a coffee<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <nav aria-label="Quick links">
          <h2 className="text-sm font-bold tracking-wide uppercase">Quick links</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link className="link" to="/">
                Home
              </Link>
            </li>
            {popular.map((t) => (
              <li key={t.slug}>
                <Link className="link" to={toolPath(t.slug)}>
                  {t.name}
                </Link>
              </li>
            ))}
            {company.map((p) => (
              <li key={p.path}>
                <Link className="link" to={p.path}>
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Legal">
          <h2 className="text-sm font-bold tracking-wide uppercase">Legal</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {legal.map((p) => (
              <li key={p.path}>
                <Link className="link" to={p.path}>
                  {p.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wide uppercase">Contact</h2>
          <ContactDetails className="mt-3 text-sm" />
          <SocialLinks className="mt-4" />
        </div>
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 text-sm text-muted">
          <p>
            © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {SITE.name}. All rights reserved.
          </p>
          <button
            type="button"
            className="btn-secondary"
            onClick={() => {
              const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
              window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
              document.getElementById("main")?.focus({ preventScroll: true });
            }}
          >
            Back to top ↑
          </button>
        </div>
      </div>
    </footer>
  );
}
