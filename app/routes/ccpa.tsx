import html from "../content/ccpa.md";
import { InfoPage } from "../components/InfoPage";
import { findStaticPage } from "../lib/pages";
import { pageMeta } from "../lib/seo";

const page = findStaticPage("/ccpa");

export const meta = () => pageMeta(page);

export default function Page() {
  return <InfoPage page={page} html={html} />;
}
