import type { AddressInfo } from "node:net";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { fixtureText } from "../../server/services/youtube/fixtures";
import type { FakeReply, RecordedRequest } from "./fake-upstream";

/**
 * What the channel image downloaders' API tests (banner, logo) share: the channel pages the
 * fake youtube.com serves from the fixtures, and our app wired to the fake Data API, site and
 * image host, with helpers for the lookup, the download and the quota report.
 */
export const html = (file: string): FakeReply => ({ headers: { "content-type": "text/html; charset=utf-8" }, body: fixtureText(file) });

/** youtube.com answering the listed channel paths with their fixture pages, anything else 404. */
export function channelSite(pages: Record<string, string>) {
  return (req: RecordedRequest): FakeReply => {
    const file = pages[req.path];
    return file ? html(file) : { status: 404, headers: { "content-type": "text/html" }, body: "<html>404</html>" };
  };
}

export interface ServedChannelTool {
  url: string;
  close(): Promise<void>;
  lookup(input: string | null): Promise<{ status: number; body: Record<string, unknown> }>;
  download(query: string): Promise<Response>;
  quota(): Promise<{ total: number; byMethod: Record<string, number>; cacheHits: number }>;
}

export async function serveChannelTool(o: {
  key: string;
  apiUrl: string;
  siteUrl: string;
  imagesUrl: string;
  apiPath: string;
  downloadPath: string;
  env?: Record<string, string>;
}): Promise<ServedChannelTool> {
  const config = loadConfig({
    YOUTUBE_API_KEY: o.key,
    YOUTUBE_API_BASE_URL: o.apiUrl,
    YOUTUBE_WEB_BASE_URL: o.siteUrl,
    IMAGE_PROXY_HOSTS: `${new URL(o.imagesUrl).host},yt3.ggpht.com,yt3.googleusercontent.com`,
    ...o.env,
  });
  const { app } = createApp({ config });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () => new Promise<void>((r) => server.close(() => r())),
    async lookup(input) {
      const res = await fetch(input === null ? `${url}${o.apiPath}` : `${url}${o.apiPath}?${new URLSearchParams({ input })}`);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    download: (query) => fetch(`${url}${o.downloadPath}?${query}`),
    async quota() {
      const status = (await (await fetch(`${url}/api/status`)).json()) as { services: { youtube: { quota: Awaited<ReturnType<ServedChannelTool["quota"]>> } } };
      return status.services.youtube.quota;
    },
  };
}
