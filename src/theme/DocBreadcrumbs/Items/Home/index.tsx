/**
 * The breadcrumbs start at the lesson's section: the "Home" link above the
 * content already leads to the home page, so the theme's house icon would
 * only repeat it.
 */
export default function HomeBreadcrumbItem(): null {
  return null;
}
