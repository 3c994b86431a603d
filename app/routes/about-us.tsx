import html from "../content/about-us.md";
import { ContactDetails, SocialLinks } from "../components/ContactDetails";
import { InfoPage } from "../components/InfoPage";
import { findStaticPage } from "../lib/pages";
import { pageMeta } from "../lib/seo";

const page = findStaticPage("/about-us");

export const meta = () => pageMeta(page);

export default function Page() {
  return (
    <InfoPage
      page={page}
      html={html}
      after={
        <section aria-labelledby="about-contact" className="card mt-10 p-6">
          <h2 id="about-contact" className="text-xl font-bold">
            Get in touch
          </h2>
          <ContactDetails className="mt-4" />
          <SocialLinks className="mt-5" />
        </section>
      }
    />
  );
}
