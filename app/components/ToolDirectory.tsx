import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toolDirectory as tools } from "../lib/tool-directory";
import { TOOL_GROUPS, toolPath } from "../../tools/types";
import { normalizeQuery, searchTools } from "../lib/home-search";
import { SITE } from "../lib/site";
import { track } from "../lib/track";
import { cleanSlugs, MAX_RECENT, useToolPrefs } from "../lib/tool-prefs";
import { FavouriteButton } from "../ui/FavouriteButton";
import { HydrateApart } from "../preact/HydrateApart";

const KNOWN = new Set(tools.map((t) => t.slug));
const nameOf = (slug: string) => tools.find((t) => t.slug === slug)?.name ?? slug;

/**
 * The visitor's favourite tools, then the ones opened last, in one row of fixed height (so
 * nothing below moves when it fills in after the page loads), with a way to clear the recent ones.
 */
function YourTools() {
  const prefs = useToolPrefs();
  const favourites = cleanSlugs(prefs.favourites, KNOWN);
  const recent = cleanSlugs(prefs.recent, KNOWN, MAX_RECENT).filter((s) => !favourites.includes(s));
  const empty = favourites.length === 0 && recent.length === 0;
  return (
    <div className="mt-1 flex min-h-12 items-center gap-2 overflow-x-auto whitespace-nowrap" aria-label="Your tools" role="region" data-your-tools>
      <span className="shrink-0 text-sm font-semibold text-ink">Your tools:</span>
      {empty ? <span className="text-sm text-muted">star a tool or open one, and it appears here next time.</span> : null}
      {favourites.map((slug) => (
        <Link key={slug} to={toolPath(slug)} className="btn-secondary min-h-11 shrink-0 text-sm" data-favourite={slug}>
          <span aria-hidden="true" className="text-accent">
            ★
          </span>{" "}
          {nameOf(slug)}
        </Link>
      ))}
      {recent.map((slug) => (
        <Link key={slug} to={toolPath(slug)} className="btn-ghost min-h-11 shrink-0 border border-line text-sm" data-recent={slug}>
          {nameOf(slug)}
        </Link>
      ))}
      {recent.length > 0 ? (
        <button type="button" className="btn-ghost min-h-11 shrink-0 text-sm" onClick={prefs.clearRecent}>
          Clear recent
        </button>
      ) : null}
    </div>
  );
}

export function ToolDirectory() {
  const [query, setQuery] = useState("");
  const inputId = useId();
  const navigate = useNavigate();

  // The not-found page searches through /?q=…; read it after hydration.
  useEffect(() => {
    const q = new URLSearchParams(window.location.search).get("q");
    if (q) setQuery(q);
  }, []);

  const active = normalizeQuery(query) !== "";
  const exact = searchTools(tools, query);
  // No card's words contain the text: a misspelling, most likely. The typo-tolerant ranking of
  // the search palette (fuse.js) is loaded then, and only then, and finds the closest tools.
  const [fuzzy, setFuzzy] = useState<{ query: string; tools: typeof tools } | null>(null);
  useEffect(() => {
    if (!active || exact.length > 0) return;
    let current = true;
    void import("../lib/palette-search").then(({ createPaletteSearch }) => {
      if (current) setFuzzy({ query, tools: createPaletteSearch(tools)(query) });
    });
    return () => {
      current = false;
    };
  }, [active, exact.length, query]);
  const closest = active && exact.length === 0 && fuzzy?.query === query ? fuzzy.tools : [];
  const shown = exact.length > 0 ? exact : closest;

  return (
    <section id="tools" aria-labelledby="tools-heading" className="mx-auto max-w-7xl px-4 pt-6 pb-14">
      <h2 id="tools-heading" className="text-3xl font-extrabold tracking-tight">
        All {tools.length} free tools
      </h2>
      <p className="mt-2 text-muted">Search by name or by what you want to get done (“mp3”, “tags”, “subtitles”); Enter opens the first match.</p>

      <form
        role="search"
        className="mt-4 flex max-w-xl gap-2"
        onSubmit={(e) => {
          // Enter opens the best match.
          e.preventDefault();
          const first = active ? shown[0] : undefined;
          if (first) {
            track("click", { item: first.slug, location: "directory_search" });
            void navigate(toolPath(first.slug));
          }
        }}
      >
        <label htmlFor={inputId} className="sr-only">
          Search tools
        </label>
        <input
          id={inputId}
          type="search"
          className="input min-h-11"
          placeholder="Search tools, e.g. script, thumbnail, TTS"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          autoComplete="off"
        />
        <button type="button" className="btn-secondary" onClick={() => setQuery("")} disabled={!query}>
          Clear
        </button>
      </form>
      <YourTools />
      <p className="mt-1 min-h-6 text-sm text-muted" aria-live="polite">
        {active ? (
          <>
            Searching for: <strong className="text-ink">{query.trim()}</strong>
            {exact.length > 0 ? ` (${exact.length} ${exact.length === 1 ? "tool" : "tools"})` : closest.length > 0 ? ". No exact match; the closest tools:" : null}
          </>
        ) : null}
      </p>

      {active && shown.length === 0 ? (
        <p className="card mt-4 p-6 text-ink">
          No tool matches “{query.trim()}”. Try a shorter word, or <button type="button" className="link" onClick={() => setQuery("")}>show all tools</button>.
        </p>
      ) : (
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((t) => (
            // Each card hydrates in a task of its own: 29 of them were the home page's longest task.
            <HydrateApart key={t.slug} name={`card-${t.slug}`}>
              <li className="card flex flex-col p-5">
                <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                  {TOOL_GROUPS.find((g) => g.id === t.group)?.label}
                </p>
                <div className="mt-1 flex items-start justify-between gap-2">
                  <h3 className="text-lg font-bold">{t.name}</h3>
                  <FavouriteButton slug={t.slug} name={t.name} className="-mt-2 -mr-2" />
                </div>
                <p className="mt-2 text-sm text-muted">{t.summary}</p>
                <ul className="mt-3 space-y-1 text-sm">
                  {t.checklist.map((c) => (
                    <li key={c} className="flex gap-2">
                      <span aria-hidden="true" className="text-ok">
                        ✓
                      </span>
                      {c}
                    </li>
                  ))}
                </ul>
                <div className="mt-auto pt-5">
                  <Link to={toolPath(t.slug)} className="btn-primary" onClick={() => track("click", { item: t.slug, location: "directory" })}>
                    Open {t.name}
                  </Link>
                </div>
              </li>
            </HydrateApart>
          ))}
          {!active ? (
            <li className="card flex flex-col border-accent/40 bg-surface-2 p-5">
              <p className="text-xs font-semibold tracking-wide text-accent uppercase">Playbook</p>
              <h3 className="mt-1 text-lg font-bold">The AI Video Creator Playbook</h3>
              <p className="mt-2 text-sm text-muted">
                A paid guide from the makers of these tools: prompt patterns, shot lists and a publishing checklist for AI video.
              </p>
              <div className="mt-auto pt-5">
                <a
                  href={SITE.playbookUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn-secondary"
                  onClick={() => track("click", { item: "playbook" })}
                >
                  See the playbook<span className="sr-only"> (opens in a new tab)</span>
                </a>
              </div>
            </li>
          ) : null}
        </ul>
      )}
    </section>
  );
}
