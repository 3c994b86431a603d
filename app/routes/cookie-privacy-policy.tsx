import html from "../content/cookie-privacy-policy.md";
import { InfoPage } from "../components/InfoPage";
import { findStaticPage } from "../lib/pages";
import { pageMeta } from "../lib/seo";

const page = findStaticPage("/cookie-privacy-policy");

export const meta = () => pageMeta(page);

export default function Page() {
  return <InfoPage page={page} html={html} />;
}
