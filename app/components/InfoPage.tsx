import type { ReactNode } from "react";
import type { StaticPage } from "../lib/pages";
import { RelatedPages } from "./RelatedPages";

export function InfoPage({ page, html, before, after }: { page: StaticPage; html: string; before?: ReactNode; after?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{page.title}</h1>
      <p className="mt-3 text-lg text-muted">{page.description}</p>
      {before}
      <div className="prose-article mt-8" dangerouslySetInnerHTML={{ __html: html }} />
      {after}
      <RelatedPages currentPath={page.path} />
    </div>
  );
}
