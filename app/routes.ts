import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { tools } from "../tools/registry";

export default [
  index("routes/home.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("contact-us", "routes/contact-us.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-use", "routes/terms-of-use.tsx"),
  route("ccpa", "routes/ccpa.tsx"),
  route("dmca", "routes/dmca.tsx"),
  route("cookie-privacy-policy", "routes/cookie-privacy-policy.tsx"),
  ...tools.map((t) => route(t.slug, `../tools/${t.slug}/${t.component}`)),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
