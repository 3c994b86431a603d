import html from "../content/terms-of-use.md";
import { InfoPage } from "../components/InfoPage";
import { findStaticPage } from "../lib/pages";
import { pageMeta } from "../lib/seo";

const page = findStaticPage("/terms-of-use");

export const meta = () => pageMeta(page);

export default function Page() {
  return <InfoPage page={page} html={html} />;
}
