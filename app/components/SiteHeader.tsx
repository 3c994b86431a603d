import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { toolIndexByGroup as toolsByGroup } from "../lib/tool-index";
import { toolPath } from "../../tools/types";
import { SITE } from "../lib/site";
import { track } from "../lib/track";
import { HOME_ANCHORS, scrollToHomeAnchor } from "./nav-links";
import { ThemeToggle } from "./ThemeToggle";
import { SearchButton } from "./SearchButton";

export function SiteHeader() {
  const { pathname } = useLocation();
  const [mobileOpen, setMobileOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // A navigation closes the mobile menu.
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <header className="fixed inset-x-0 top-0 z-50 border-b border-line bg-surface/95 backdrop-blur">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4">
        {/* The links sit after the logo and grow rightwards: a header painted before all of it
            has arrived (a slow connection) keeps what it has shown in place as the rest comes. */}
        <Link to="/" className="mr-auto flex items-center gap-2 lg:mr-4 text-lg font-extrabold text-ink" onClick={() => track("navigation_click", { item: "logo" })}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {SITE.name}
        </Link>
        <div className="hidden items-center gap-1 lg:mr-auto lg:flex">
          <NavLink to="/" end className="btn-ghost" onClick={() => track("navigation_click", { item: "home" })}>
            Home
          </NavLink>
          <ToolsDropdown />
          {HOME_ANCHORS.map((a) => (
            <Link
              key={a.id}
              to={`/#${a.id}`}
              className="btn-ghost"
              onClick={(e) => {
                track("navigation_click", { item: a.id });
                scrollToHomeAnchor(a.id, pathname, e);
              }}
            >
              {a.label}
            </Link>
          ))}
          <a href={SITE.blogUrl} target="_blank" rel="noopener noreferrer" className="btn-ghost">
            Blog<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={SITE.buyCoffeeUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
            Buy Coffee<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
        <SearchButton />
        <ThemeToggle />
        <button
          ref={menuButton}
          type="button"
          className="btn-ghost h-11 w-11 px-0 lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? "Close menu" : "Open menu"}
          onClick={() => {
            track("mobile_menu_toggle", { open: !mobileOpen });
            setMobileOpen(!mobileOpen);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
            {mobileOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </nav>
      {mobileOpen ? (
        <MobileMenu
          pathname={pathname}
          onClose={() => setMobileOpen(false)}
          onEscape={() => {
            setMobileOpen(false);
            menuButton.current?.focus();
          }}
        />
      ) : null}
    </header>
  );
}

function ToolsDropdown() {
  const [open, setOpen] = useState(false);
  // The panel's 29 links are made when it first opens: not in every page's HTML, where a slow
  // connection could paint the header with half of them (and shift it when the rest arrived),
  // nor in every page's hydration. Every tool is linked from the home page and the sitemap.
  const [listed, setListed] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const groups = toolsByGroup();

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onFocus = (e: FocusEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    document.addEventListener("focusin", onFocus);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("focusin", onFocus);
    };
  }, [open]);

  return (
    // Not `relative`: the panel is placed against the fixed header, centred in the window.
    <div ref={root}>
      <button
        ref={button}
        type="button"
        className="btn-ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setListed(true);
          setOpen(!open);
        }}
      >
        Tools
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 transition-transform ${open ? "rotate-180" : ""}`} fill="currentColor">
          <path d="M5.2 7.5 10 12.3l4.8-4.8 1.2 1.2-6 6-6-6z" />
        </svg>
      </button>
      <div
        id={panelId}
        hidden={!open}
        // Three columns keep the panel short enough for a 1024×600 window (the longest group alone
        // fills one column); if a window is shorter still, the panel scrolls inside itself.
        className="absolute top-full left-1/2 mt-1 max-h-[calc(100dvh-4.5rem)] w-[920px] max-w-[calc(100vw-2rem)] -translate-x-1/2 overflow-y-auto overscroll-contain rounded-2xl border border-line bg-card px-5 py-4 shadow-xl"
      >
        {!listed ? null : groups.length === 0 ? (
          <p className="text-sm text-muted">Tools are on their way.</p>
        ) : (
          <div className="columns-3 gap-x-6">
            {groups.map((g) => (
              <section key={g.id} aria-labelledby={`${panelId}-${g.id}`} className="mb-4 break-inside-avoid last:mb-0">
                <h2 id={`${panelId}-${g.id}`} className="mb-1 text-xs font-bold tracking-wide text-muted uppercase">
                  {g.label}
                </h2>
                <ul className="space-y-0.5">
                  {g.tools.map((t) => (
                    <li key={t.slug}>
                      <Link
                        to={toolPath(t.slug)}
                        className="block rounded-md px-2 py-1 text-sm leading-6 text-ink hover:bg-surface-2"
                        onClick={() => {
                          track("navigation_click", { item: t.slug, menu: "tools" });
                          setOpen(false);
                        }}
                      >
                        {t.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

function MobileMenu({ pathname, onClose, onEscape }: { pathname: string; onClose: () => void; onEscape: () => void }) {
  const [toolsOpen, setToolsOpen] = useState(false);
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const groups = toolsByGroup();
  const toolsId = useId();

  useEffect(() => {
    // Escape closes the menu and puts focus back on the button that opened it.
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onEscape();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onEscape]);

  return (
    <div id="mobile-menu" className="max-h-[calc(100vh-4rem)] overflow-y-auto border-t border-line bg-surface px-4 py-3 lg:hidden">
      <ul className="flex flex-col gap-1">
        <li>
          <Link to="/" onClick={onClose} className="btn-ghost w-full justify-start">
            Home
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="btn-ghost w-full justify-between"
            aria-expanded={toolsOpen}
            aria-controls={toolsId}
            onClick={() => setToolsOpen(!toolsOpen)}
          >
            Tools <span aria-hidden="true">{toolsOpen ? "−" : "+"}</span>
          </button>
          <div id={toolsId} hidden={!toolsOpen} className="pl-3">
            {groups.map((g) => (
              <div key={g.id}>
                <button
                  type="button"
                  className="btn-ghost w-full justify-between text-muted"
                  aria-expanded={openGroup === g.id}
                  aria-controls={`${toolsId}-${g.id}`}
                  onClick={() => setOpenGroup(openGroup === g.id ? null : g.id)}
                >
                  {g.label} <span aria-hidden="true">{openGroup === g.id ? "−" : "+"}</span>
                </button>
                <ul id={`${toolsId}-${g.id}`} hidden={openGroup !== g.id} className="pl-3">
                  {g.tools.map((t) => (
                    <li key={t.slug}>
                      <Link to={toolPath(t.slug)} onClick={onClose} className="block rounded-md px-3 py-2.5 text-sm text-ink hover:bg-surface-2">
                        {t.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </li>
        {HOME_ANCHORS.map((a) => (
          <li key={a.id}>
            <Link
              to={`/#${a.id}`}
              className="btn-ghost w-full justify-start"
              onClick={(e) => {
                scrollToHomeAnchor(a.id, pathname, e);
                onClose();
              }}
            >
              {a.label}
            </Link>
          </li>
        ))}
        <li>
          <a href={SITE.blogUrl} target="_blank" rel="noopener noreferrer" className="btn-ghost w-full justify-start">
            Blog<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={SITE.buyCoffeeUrl} target="_blank" rel="noopener noreferrer" className="btn-primary w-full">
            Buy Coffee<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
