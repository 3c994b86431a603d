import { SITE } from "../lib/site";

export function ContactDetails({ className = "" }: { className?: string }) {
  const c = SITE.contact;
  return (
    <dl className={`space-y-2 ${className}`}>
      <div>
        <dt className="font-semibold">Website</dt>
        <dd>
          <a className="link" href={c.website}>
            {c.website.replace(/^https?:\/\//, "")}
          </a>
        </dd>
      </div>
      <div>
        <dt className="font-semibold">Email</dt>
        <dd>
          <a className="link" href={`mailto:${c.email}`}>
            {c.email}
          </a>
        </dd>
      </div>
      {c.phone ? (
        <div>
          <dt className="font-semibold">Phone</dt>
          <dd>
            <a className="link" href={`tel:${c.phone.replace(/\s+/g, "")}`}>
              {c.phone}
            </a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt className="font-semibold">Message us</dt>
        <dd>
          <a className="link" href={c.messagingUrl} target="_blank" rel="noopener noreferrer">
            {c.messagingLabel}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </dd>
      </div>
    </dl>
  );
}

export function SocialLinks({ className = "" }: { className?: string }) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label="Social media">
      {SITE.social.map((s) => (
        <li key={s.name}>
          <a
            href={s.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-9 items-center rounded-full border border-line bg-card px-3 text-sm text-ink hover:bg-surface"
          >
            {s.name}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
