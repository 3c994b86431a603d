import { Link } from "react-router";
import { toolIndex } from "../lib/tool-index";
import { useOnline } from "../lib/online";
import { toolPath } from "../../tools/types";
import { Notice } from "../ui/Notice";

export const OFFLINE_TITLE = "You are offline — this tool needs a connection";

/**
 * Shown on the page of a tool that needs the network while the browser is offline (issue 15),
 * instead of letting its request fail; it goes away by itself when the connection is back.
 */
export function OfflineNotice() {
  const online = useOnline();
  if (online) return null;
  const offlineTools = toolIndex.filter((t) => t.offline);
  return (
    <Notice tone="warning" title={OFFLINE_TITLE} className="mb-6" data-testid="offline-notice">
      <p>It works again as soon as you are back online; what you typed stays here.</p>
      {offlineTools.length > 0 ? (
        <p className="mt-1">
          These tools work without a connection:{" "}
          {offlineTools.map((t, i) => (
            <span key={t.slug}>
              {i > 0 ? ", " : null}
              <Link to={toolPath(t.slug)} className="link">
                {t.name}
              </Link>
            </span>
          ))}
          .
        </p>
      ) : null}
    </Notice>
  );
}
