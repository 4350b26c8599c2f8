/**
 * The HTML page template: Docusaurus's own (@docusaurus/core
 * lib/ssg/ssgTemplate.html.js), with one change. Docusaurus puts its code in
 * <head> with `defer`, so a phone downloads it alongside the page and often
 * runs it before the lesson text is first painted. Here a tiny script loads
 * that code right after the first paint instead: the text and pictures show
 * first, and the page turns into the single-page app a moment later (links
 * work as plain links until then).
 */
export default `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>
      (function () {
        var scripts = <%~ JSON.stringify(it.scripts.map(function (script) { return it.baseUrl + script; })) %>;
        function load() {
          scripts.forEach(function (src) {
            var script = document.createElement('script');
            script.src = src;
            script.async = false; // keep their order: the runtime first
            document.body.appendChild(script);
          });
        }
        requestAnimationFrame(function () { setTimeout(load, 0); });
      })();
    </script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
