/**
 * html-validate's rules for the built site (tests/e2e/built-site.spec.ts, or
 * `npx html-validate build`).
 *
 * - standard: valid HTML (what may stand inside what, attributes, unique
 *   ids), without the style rules of "recommended": the build minifies its
 *   HTML (unquoted attributes, omitted end tags), which is valid HTML.
 * - a11y and document: the accessibility and whole-document rules.
 */
export default {
  extends: ['html-validate:standard', 'html-validate:a11y', 'html-validate:document'],
  rules: {
    // Docusaurus's skip link is a <div role="region">; a11y asks for <section>.
    // The search box is an ARIA combobox with a listbox of suggestions, each
    // a title, a section and a quote: a native <select> cannot show those.
    'prefer-native-element': ['error', {exclude: ['region', 'combobox', 'listbox']}],
    // a11y forbids aria-label where it is "not recommended", such as on the
    // classic theme's external-link icon (<svg aria-label>); standard allows
    // it on every element that can have a name, as ARIA does.
    'aria-label-misuse': ['error', {allowAnyNamable: true}],
    // Subresource integrity guards files from other hosts; the site loads
    // only its own.
    'require-sri': 'off',
  },
};
