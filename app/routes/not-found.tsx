import { data, Link } from "react-router";
import { toolIndex as tools } from "../lib/tool-index";
import { toolPath } from "../../tools/types";
import { SITE } from "../lib/site";

export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [
  { title: `Page not found | ${SITE.name}` },
  { name: "description", content: "The page you asked for does not exist. Search the free creator tools or pick a popular one." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <p className="text-sm font-semibold tracking-wide text-brand uppercase">Error 404</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">Page not found</h1>
      <p className="mt-3 text-lg text-muted">
        We couldn’t find that page. It may have moved, or the address may have a typo. Search the tools instead:
      </p>
      <form action="/" method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="nf-search" className="sr-only">
          Search tools
        </label>
        <input id="nf-search" name="q" type="search" className="input min-h-11" placeholder="Search tools" />
        <button type="submit" className="btn-primary">
          Search
        </button>
      </form>
      <h2 className="mt-10 text-xl font-bold">Popular tools</h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {tools.slice(0, 8).map((t) => (
          <li key={t.slug}>
            <Link className="link" to={toolPath(t.slug)}>
              {t.name}
            </Link>
          </li>
        ))}
        <li>
          <Link className="link" to="/">
            All tools on the home page
          </Link>
        </li>
      </ul>
    </div>
  );
}
