import { Link } from "react-router";
import { findToolEntry as findTool, toolIndex as tools } from "../lib/tool-index";
import { toolPath } from "../../tools/types";
import { AUDIENCES, HOME_FAQ, HOW_IT_WORKS, WORKFLOWS } from "../content/home";
import { ToolDirectory } from "../components/ToolDirectory";
import { HOME_PAGE } from "../lib/pages";
import { pageMeta } from "../lib/seo";
import { SITE } from "../lib/site";
import { track } from "../lib/track";
import { AdSlot } from "../ui/AdSlot";
import { FaqAccordion } from "../ui/FaqAccordion";
import { HydrateApart } from "../preact/HydrateApart";

export const meta = () => pageMeta({ ...HOME_PAGE, fullTitle: `${SITE.name}: ${HOME_PAGE.title}`, faq: HOME_FAQ });

/** A link to a tool if it exists yet, otherwise to the directory: never a dead link. */
function toolHref(slug: string): string {
  return findTool(slug) ? toolPath(slug) : "/#tools";
}

const FEATURED = ["ai-json-builder", "youtube-long-script-generator", "youtube-title-generator", "text-to-speech"];

function featuredTools() {
  const preferred = FEATURED.map((s) => findTool(s)).filter((t) => t !== undefined);
  const rest = tools.filter((t) => !FEATURED.includes(t.slug));
  return [...preferred, ...rest].slice(0, 4);
}

export default function Home() {
  const featured = featuredTools();
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-brand-soft to-surface">
        <div className="mx-auto max-w-5xl px-4 py-8 text-center sm:py-10">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Free · No sign-in · Works on your phone</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Free AI and YouTube tools for video creators
          </h1>
          <p className="mx-auto mt-3 max-w-2xl text-base text-muted text-pretty sm:text-lg">
            Write scripts and structured prompts for AI video, look up YouTube data, download thumbnails, and turn text into
            speech. Open a tool and start; there is nothing to install and no account to make.
          </p>
          <div className="mt-5 flex flex-wrap justify-center gap-3">
            <Link
              to={toolHref("ai-json-builder")}
              className="btn-primary px-6 text-base"
              onClick={() => track("hero_button_click", { label: "start_creating_now" })}
            >
              Start Creating Now
            </Link>
            <Link
              to={toolHref("generator")}
              className="btn-secondary px-6 text-base"
              onClick={() => track("hero_button_click", { label: "manual_generator" })}
            >
              Manual Generator
            </Link>
          </div>
          {tools.length > 0 ? (
            <nav aria-label="Quick links" className="mt-5">
              <ul className="flex flex-wrap justify-center gap-2 text-sm">
                {tools.slice(0, 6).map((t) => (
                  <li key={t.slug}>
                    <Link to={toolPath(t.slug)} className="inline-flex min-h-9 items-center rounded-full border border-line bg-card px-3 hover:bg-surface-2">
                      {t.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </section>

      <AdSlot format="banner" />

      <HydrateApart name="directory">
        <ToolDirectory />
      </HydrateApart>

      <HydrateApart name="home-more">
        <div>
          <section id="features" aria-labelledby="features-heading" className="bg-surface-2">
            <div className="mx-auto max-w-7xl px-4 py-14">
              <h2 id="features-heading" className="text-3xl font-extrabold tracking-tight">
                Features
              </h2>
              <p className="mt-2 max-w-2xl text-muted">
                Every tool runs in your browser or through our server, keeps your draft if you reload, and shows clear messages when
                something needs your attention.
              </p>
              {featured.length > 0 ? (
                <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
                  {featured.map((t) => (
                    <li key={t.slug} className="card p-5">
                      <h3 className="font-bold">{t.name}</h3>
                      <p className="mt-2 text-sm text-muted">{t.summary}</p>
                      <Link to={toolPath(t.slug)} className="link mt-3 inline-block text-sm">
                        Try {t.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
                  {[
                    ["No sign-in", "Open any tool and use it. There is no account to create."],
                    ["Drafts kept", "What you type is kept in your browser, so a reload loses nothing."],
                    ["Keys stay safe", "AI and YouTube keys live on our server, never in your browser."],
                    ["Phone-ready", "Every page works on a phone, a laptop, a keyboard and a screen reader."],
                  ].map(([title, text]) => (
                    <li key={title} className="card p-5">
                      <h3 className="font-bold">{title}</h3>
                      <p className="mt-2 text-sm text-muted">{text}</p>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>

          <section id="how-it-works" aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-14">
            <h2 id="how-heading" className="text-3xl font-extrabold tracking-tight">
              How It Works
            </h2>
            <ol className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
              {HOW_IT_WORKS.map((s, i) => (
                <li key={s.title} className="card p-5">
                  <span className="flex h-9 w-9 items-center justify-center rounded-full bg-brand font-bold text-brand-ink" aria-hidden="true">
                    {i + 1}
                  </span>
                  <h3 className="mt-3 font-bold">
                    <span className="sr-only">Step {i + 1}: </span>
                    {s.title}
                  </h3>
                  <p className="mt-2 text-sm text-muted">{s.text}</p>
                </li>
              ))}
            </ol>
            <Link to={toolHref("ai-json-builder")} className="btn-primary mt-8" onClick={() => track("click", { item: "try_it_now" })}>
              Try It Now
            </Link>
          </section>

          <section aria-labelledby="audiences-heading" className="bg-surface-2">
            <div className="mx-auto max-w-7xl px-4 py-14">
              <h2 id="audiences-heading" className="text-3xl font-extrabold tracking-tight">
                Who it is for
              </h2>
              <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {AUDIENCES.map((a) => (
                  <li key={a.title} className="card p-5">
                    <h3 className="font-bold">{a.title}</h3>
                    <p className="mt-2 text-sm text-muted">{a.text}</p>
                  </li>
                ))}
              </ul>
              <h2 className="mt-14 text-2xl font-extrabold tracking-tight">How creators put the tools together</h2>
              <ul className="mt-6 grid gap-5 lg:grid-cols-3">
                {WORKFLOWS.map((w) => (
                  <li key={w.title} className="card p-5">
                    <h3 className="font-bold">{w.title}</h3>
                    <p className="mt-2 text-sm text-muted">{w.text}</p>
                  </li>
                ))}
              </ul>
            </div>
          </section>

          <section id="faq" aria-labelledby="faq-heading" className="mx-auto max-w-3xl px-4 py-14">
            <h2 id="faq-heading" className="text-3xl font-extrabold tracking-tight">
              Frequently Asked Questions
            </h2>
            <div className="mt-8">
              <FaqAccordion items={HOME_FAQ} />
            </div>
          </section>
        </div>
      </HydrateApart>
    </>
  );
}
