import { Link } from "react-router";
import { toolIndex as tools } from "../lib/tool-index";
import { toolPath } from "../../tools/types";
import { STATIC_PAGES } from "../lib/pages";

/** The panel that ends every info and legal page (spec 000 §2 "Info and legal pages"). */
export function RelatedPages({ currentPath }: { currentPath: string }) {
  const columns = [
    {
      title: "Our Tools",
      links: [{ path: "/", name: "All tools" }, ...tools.slice(0, 5).map((t) => ({ path: toolPath(t.slug), name: t.name }))],
    },
    { title: "Company Info", links: STATIC_PAGES.filter((p) => p.kind === "company") },
    { title: "Legal Documents", links: STATIC_PAGES.filter((p) => p.kind === "legal") },
  ];
  return (
    <nav aria-labelledby="related-pages" className="card mt-12 p-6">
      <h2 id="related-pages" className="text-xl font-bold">
        Related Pages
      </h2>
      <div className="mt-4 grid gap-6 sm:grid-cols-3">
        {columns.map((c) => (
          <div key={c.title}>
            <h3 className="text-sm font-bold tracking-wide text-muted uppercase">{c.title}</h3>
            <ul className="mt-2 space-y-1.5 text-sm">
              {c.links.map((l) => (
                <li key={l.path}>
                  {l.path === currentPath ? (
                    <span aria-current="page" className="font-semibold">
                      {l.name}
                    </span>
                  ) : (
                    <Link className="link" to={l.path}>
                      {l.name}
                    </Link>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}
