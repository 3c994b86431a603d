import { useEffect, useState } from "react";
import { currentTheme, setTheme, storedTheme, type Theme } from "../lib/theme";

export function ThemeToggle() {
  const [theme, setState] = useState<Theme | null>(null);

  useEffect(() => {
    setState(currentTheme());
    // Until the visitor picks a theme, follow the system setting as it changes.
    const mq = window.matchMedia("(prefers-color-scheme: dark)");
    const onChange = () => {
      if (storedTheme()) return;
      const t: Theme = mq.matches ? "dark" : "light";
      document.documentElement.dataset.theme = t;
      setState(t);
    };
    mq.addEventListener("change", onChange);
    return () => mq.removeEventListener("change", onChange);
  }, []);

  const dark = theme === "dark";
  return (
    <button
      type="button"
      className="btn-ghost h-11 w-11 px-0"
      aria-label={dark ? "Switch to light theme" : "Switch to dark theme"}
      aria-pressed={theme === null ? undefined : dark}
      onClick={() => {
        const next: Theme = currentTheme() === "dark" ? "light" : "dark";
        setTheme(next);
        setState(next);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
        {dark ? (
          <>
            <circle cx="12" cy="12" r="4" />
            <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
          </>
        ) : (
          <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
        )}
      </svg>
    </button>
  );
}
