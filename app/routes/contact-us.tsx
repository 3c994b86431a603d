import { Link } from "react-router";
import { toolIndex as tools } from "../lib/tool-index";
import { toolPath } from "../../tools/types";
import html from "../content/contact-us.md";
import { ContactDetails, SocialLinks } from "../components/ContactDetails";
import { InfoPage } from "../components/InfoPage";
import { findStaticPage, STATIC_PAGES } from "../lib/pages";
import { pageMeta } from "../lib/seo";

const page = findStaticPage("/contact-us");

export const meta = () => pageMeta(page);

export default function ContactUs() {
  const grid = [
    { title: "Main Tools", links: [{ path: "/", name: "All tools" }, ...tools.slice(0, 4).map((t) => ({ path: toolPath(t.slug), name: t.name }))] },
    {
      title: "Learn More",
      links: [
        { path: "/about-us", name: "About Us" },
        { path: "/#how-it-works", name: "How It Works" },
        { path: "/#faq", name: "FAQ" },
      ],
    },
    { title: "Legal & Support", links: STATIC_PAGES.filter((p) => p.kind === "legal").map((p) => ({ path: p.path, name: p.name })) },
  ];
  return (
    <InfoPage
      page={page}
      html={html}
      before={
        <section aria-labelledby="contact-details" className="card mt-8 grid gap-6 p-6 sm:grid-cols-2">
          <div>
            <h2 id="contact-details" className="text-xl font-bold">
              Contact details
            </h2>
            <ContactDetails className="mt-4" />
          </div>
          <div>
            <h2 className="text-xl font-bold">Follow us</h2>
            <SocialLinks className="mt-4" />
          </div>
        </section>
      }
      after={
        <section aria-labelledby="quick-access" className="mt-10">
          <h2 id="quick-access" className="text-xl font-bold">
            Quick access
          </h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-3">
            {grid.map((g) => (
              <div key={g.title} className="card p-5">
                <h3 className="font-semibold">{g.title}</h3>
                <ul className="mt-2 space-y-1.5 text-sm">
                  {g.links.map((l) => (
                    <li key={l.path}>
                      <Link className="link" to={l.path}>
                        {l.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      }
    />
  );
}
