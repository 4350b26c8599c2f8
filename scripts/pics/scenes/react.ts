/**
 * Pictures of the React lessons that are not terminals, editors or real
 * pages: diagrams of the ideas in /advanced-topics/ReactJS/overview and
 * /advanced-topics/ReactJS/spa-&-mpa.
 */
import {comparison, panelNote} from '../parts';
import type {Scene} from '../templates';

const box = (title: string, text: string, color = '#0b62c4', extra = '') =>
  `<div class="node" style="border-color:${color};background:#fff;padding:14px 10px;${extra}"><div style="font-size:19px;color:${color}">${title}</div><div style="font-weight:400;font-size:16px;color:#333;margin-top:6px">${text}</div></div>`;

const arrow = (label = '') =>
  `<div style="display:flex;flex-direction:column;align-items:center;flex:none">${label ? `<div style="font-size:15px;color:#57606a;max-width:110px;text-align:center">${label}</div>` : ''}<div class="arrow">&#8594;</div></div>`;

const part = (name: string, color: string, height = 44) =>
  `<div style="border:2px dashed ${color};border-radius:8px;padding:6px 10px;margin-bottom:8px;min-height:${height}px;font-family:Mono,monospace;font-size:16px;color:${color};font-weight:700">${name}</div>`;

const code = (text: string) =>
  `<pre style="font-family:Mono,monospace;font-size:16px;background:#1e2430;color:#e6e9ef;border-radius:8px;padding:12px 14px;margin:0;white-space:pre">${text}</pre>`;

/** One message between the browser and the server: to the server (a request) or back (its answer). */
const request = (from: string, label: string, to: string, back = false) =>
  `<div style="display:flex;align-items:center;gap:10px;margin-bottom:8px;font-size:16px"><div style="width:110px;font-weight:700">${from}</div><div style="flex:none;font-size:18px;color:#57606a">${back ? '&#9664;' : ''}</div><div style="flex:1;border-top:2px solid #57606a;position:relative;text-align:center"><span style="position:relative;top:-12px;background:#fff;padding:0 6px">${label}</span></div><div style="flex:none;font-size:18px;color:#57606a">${back ? '' : '&#9654;'}</div><div style="width:100px;font-weight:700;text-align:right">${to}</div></div>`;

export const scenes: Scene[] = [
  {
    kind: 'diagram',
    name: 'react-overview-what-react-is',
    title: 'React turns your components into the page people see',
    body: `<div class="boxes">
  ${box('Your code', 'Components written in JavaScript and JSX', '#8250df')}
  ${arrow()}
  ${box('React', 'A library from Meta that builds and updates the page', '#0b62c4')}
  ${arrow()}
  ${box('The browser', 'Shows the page and sends clicks back to React', '#1f883d')}
</div>
<div style="font-size:17px;color:#57606a;margin-top:18px;text-align:center">A library is ready-made code you call from your own code.</div>`,
  },
  {
    kind: 'diagram',
    name: 'react-overview-components',
    title: 'A page built from components',
    body: `<div style="display:flex;gap:18px;align-items:stretch">
  <div style="flex:1.3;border:2px solid #1c1e21;border-radius:10px;padding:12px;background:#fff">
    <div style="font-size:15px;color:#57606a;margin-bottom:8px">The page: My Recipe Box</div>
    ${part('&lt;Header /&gt;', '#8250df')}
    ${part('&lt;SearchBox /&gt;', '#bf8700', 34)}
    <div style="display:flex;gap:8px">${part('&lt;RecipeCard /&gt;', '#0b62c4', 70)}${part('&lt;RecipeCard /&gt;', '#0b62c4', 70)}</div>
  </div>
  <div style="flex:1;font-size:17px;display:flex;flex-direction:column;justify-content:center;gap:12px">
    <div><b>App</b> holds the whole page.</div>
    <div><b>Header</b>, <b>SearchBox</b> and <b>RecipeCard</b> are smaller components inside it.</div>
    <div>One <b>RecipeCard</b> is written once and used many times.</div>
  </div>
</div>`,
  },
  {
    kind: 'diagram',
    name: 'react-overview-updates',
    title: 'React changes only the part of the page that changed',
    body: comparison(
      {
        tone: 'good',
        title: 'Before the click',
        content: `${part('Pancakes', '#57606a', 30)}${part('Likes: 0', '#57606a', 30)}${part('[ Like ]', '#57606a', 30)}`,
      },
      {
        tone: 'good',
        title: 'After one click on Like',
        content: `${part('Pancakes', '#57606a', 30)}${part('Likes: 1', '#d1242f', 30)}${part('[ Like ]', '#57606a', 30)}
    ${panelNote('React updates this one line. The rest of the page stays as it is.')}`,
      },
    ),
  },
  {
    kind: 'diagram',
    name: 'react-overview-jsx',
    title: 'JSX: HTML-like tags inside JavaScript',
    body: `<div class="boxes" style="align-items:stretch">
  <div style="flex:1.2">${code(`function Header() {
  const cook = 'Sam'
  return (
    &lt;h1&gt;{cook}'s recipes&lt;/h1&gt;
  )
}`)}</div>
  ${arrow('React shows')}
  <div style="flex:1;border:2px solid #1c1e21;border-radius:10px;background:#fff;padding:14px;display:flex;align-items:center;justify-content:center"><div style="font-size:26px;font-weight:700">Sam's recipes</div></div>
</div>
<div style="font-size:17px;color:#57606a;margin-top:16px;text-align:center">The tag looks like HTML. The curly braces put a JavaScript value into it.</div>`,
  },
  {
    kind: 'diagram',
    name: 'react-spa-mpa-multi-page',
    title: 'A multi-page app: every click loads a new page',
    body: `<div style="border:2px solid #bf8700;border-radius:10px;padding:14px 16px;background:#fff">
  ${request('Browser', 'click "Recipes": send me recipes.html', 'Server')}
  ${request('Browser', 'answer: a whole new page, recipes.html', 'Server', true)}
  ${request('Browser', 'click "About": send me about.html', 'Server')}
  ${request('Browser', 'answer: a whole new page, about.html', 'Server', true)}
</div>
<div style="font-size:17px;color:#57606a;margin-top:14px;text-align:center">The screen goes blank for a moment, then the new page appears.</div>`,
  },
  {
    kind: 'diagram',
    name: 'react-spa-mpa-single-page',
    title: 'A single-page app: one page, new content in place',
    body: `<div style="border:2px solid #0b62c4;border-radius:10px;padding:14px 16px;background:#fff">
  ${request('Browser', 'first visit: send the app', 'Server')}
  ${request('Browser', 'answer: index.html and the app&#39;s JavaScript', 'Server', true)}
  ${request('Browser', 'later: send recipes.json', 'Server')}
  ${request('Browser', 'answer: only the data', 'Server', true)}
</div>
<div class="boxes" style="margin-top:14px">
  ${box('Click "About"', 'The app changes the address', '#8250df')}
  ${arrow()}
  ${box('React', 'Swaps the content in the same page', '#0b62c4')}
  ${arrow()}
  ${box('No new page', 'No blank screen, no full reload', '#1f883d')}
</div>`,
  },
  {
    kind: 'diagram',
    name: 'react-spa-mpa-choose',
    title: 'Which kind fits your project?',
    body: comparison(
      {
        tone: 'good',
        title: 'Multi-page app (MPA)',
        content: `<div style="font-size:17px;line-height:1.6">Blogs, news, shops, company sites<br/>Pages that are mostly text to read<br/>Search engines read each page easily<br/>Made with Django, PHP or plain HTML</div>`,
      },
      {
        tone: 'good',
        title: 'Single-page app (SPA)',
        content: `<div style="font-size:17px;line-height:1.6">Mail, maps, chat, dashboards<br/>Pages people click and type in a lot<br/>Fast after the first load<br/>Made with React and React Router</div>`,
      },
    ),
  },
];
