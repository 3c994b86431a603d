import html from "../content/dmca.md";
import { InfoPage } from "../components/InfoPage";
import { findStaticPage } from "../lib/pages";
import { pageMeta } from "../lib/seo";

const page = findStaticPage("/dmca");

export const meta = () => pageMeta(page);

export default function Page() {
  return <InfoPage page={page} html={html} />;
}
