import { ADD_FAVOURITE_LABEL, REMOVE_FAVOURITE_LABEL, useToolPrefs } from "../lib/tool-prefs";

/** The star that keeps a tool among the visitor's favourites (this browser only). */
export function FavouriteButton({ slug, name, className = "" }: { slug: string; name?: string; className?: string }) {
  const { favourites, toggle } = useToolPrefs();
  const on = favourites.includes(slug);
  const label = on ? REMOVE_FAVOURITE_LABEL : ADD_FAVOURITE_LABEL;
  return (
    <button
      type="button"
      className={`btn-ghost min-h-11 min-w-11 shrink-0 px-2 text-xl leading-none ${on ? "text-accent" : "text-muted"} ${className}`}
      aria-pressed={on}
      aria-label={name ? `${label}: ${name}` : label}
      title={label}
      onClick={() => toggle(slug)}
    >
      <span aria-hidden="true">{on ? "★" : "☆"}</span>
    </button>
  );
}
