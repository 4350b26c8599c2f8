/**
 * Pictures of the first Django lessons (overview, structure, installation)
 * that are not real terminal sessions or real browser screenshots: the
 * diagrams of the ideas and of a project's parts, VS Code with the new
 * project open, and the terminal at the moment Ctrl+C stops the server.
 * The other steps get their pictures from the lessons' own console blocks
 * and browser actions, run for real.
 */
import type {Scene} from '../templates';

const BLUE = '#0b62c4';
const GREEN = '#1f883d';
const PURPLE = '#8250df';
const ORANGE = '#bf5700';
const GREY = '#57606a';

const mono = (text: string, extra = '') => `<span style="font-family:Mono,monospace;${extra}">${text}</span>`;

/** A box with a coloured frame, a title and some HTML under it. */
const box = (color: string, title: string, content: string, extra = '') =>
  `<div style="border:2px solid ${color};border-radius:10px;padding:12px 14px;background:#fff;${extra}">
  <div style="font-weight:700;color:${color};margin-bottom:6px">${title}</div>${content}</div>`;

/** A grey line of explanation. */
const note = (text: string, extra = '') => `<div style="font-size:16px;color:${GREY};${extra}">${text}</div>`;

const arrowRight = `<div class="arrow" style="flex:none">&#8594;</div>`;
const arrowLeft = `<div class="arrow" style="flex:none">&#8592;</div>`;

/** A numbered step of a flow: a circle with the number, a title and a line under it. */
const flowStep = (n: number, title: string, text: string, color = BLUE) =>
  `<div style="flex:1;border:2px solid ${color};border-radius:10px;padding:10px 12px;background:#fff;min-height:112px">
  <div style="display:flex;align-items:center;gap:8px;margin-bottom:6px"><span style="width:28px;height:28px;border-radius:50%;background:${color};color:#fff;font-weight:700;font-size:16px;display:flex;align-items:center;justify-content:center;flex:none">${n}</span><span style="font-weight:700">${title}</span></div>
  <div style="font-size:16px;color:#333">${text}</div></div>`;

/** One row of a drawn file tree: an indented name and a note beside it. */
interface TreeRow {
  name: string;
  depth: number;
  note?: string;
  color?: string;
  later?: boolean;
}

const tree = (rows: TreeRow[], nameWidth = 250) =>
  `<div style="font-size:17px;line-height:1.45">${rows
    .map(
      ({name, depth, note: text = '', color = '#1c1e21', later = false}) =>
        `<div style="display:flex;gap:16px;padding:3px 0;${later ? 'opacity:.95' : ''}"><span style="font-family:Mono,monospace;width:${nameWidth}px;flex:none;padding-left:${depth * 26}px;color:${color};font-weight:${name.endsWith('/') ? 700 : 400}">${name}</span><span style="font-size:16px;color:${later ? GREY : '#333'}">${text}</span></div>`,
    )
    .join('')}</div>`;

/** A row of a two-column table: code on the left, plain words on the right. */
const codeRow = (code: string, text: string) =>
  `<tr><td style="font-family:Mono,monospace;font-size:16px;padding:8px 12px;border-top:1px solid #d0d7de;white-space:nowrap;color:${BLUE}">${code}</td><td style="font-size:16px;padding:8px 12px;border-top:1px solid #d0d7de">${text}</td></tr>`;

const table = (head: [string, string], rows: string) =>
  `<table style="border-collapse:collapse;width:100%;border:2px solid #d0d7de;border-radius:8px">
  <tr style="background:#f6f8fa"><th style="text-align:left;padding:8px 12px;font-size:16px">${head[0]}</th><th style="text-align:left;padding:8px 12px;font-size:16px">${head[1]}</th></tr>${rows}</table>`;

/** A piece of code in a light box. */
const code = (text: string, extra = '') =>
  `<pre style="font-family:Mono,monospace;font-size:15px;line-height:1.5;background:#f6f8fa;border:1px solid #d0d7de;border-radius:8px;padding:10px 12px;margin:0;white-space:pre;font-variant-ligatures:none;${extra}">${text}</pre>`;

/** A small browser window drawn inside a diagram: an address bar and a page. */
const miniBrowser = (address: string, page: string) =>
  `<div style="flex:1;border:2px solid #c9ced6;border-radius:10px;overflow:hidden;background:#fff">
  <div style="background:#f1f3f4;padding:6px 10px;border-bottom:1px solid #d0d4d9"><div style="background:#fff;border-radius:12px;padding:3px 10px;font-size:15px;font-family:Mono,monospace">${address}</div></div>
  <div style="padding:10px 12px;font-size:16px;min-height:96px">${page}</div></div>`;

/** The output of `python manage.py runserver` on a fresh project, as a learner's screen shows it. */
const RUNSERVER_OUTPUT = `Watching for file changes with StatReloader
Performing system checks...

System check identified no issues (0 silenced).

You have 18 unapplied migration(s). Your project may not work properly until you apply the migrations for app(s): admin, auth, contenttypes, sessions.
Run 'python manage.py migrate' to apply them.
November 23, 2026 - 10:15:42
Django version 5.2.19, using settings 'mysite.settings'
Starting development server at http://127.0.0.1:8000/
Quit the server with CONTROL-C.

WARNING: This is a development server. Do not use it in a production setting. Use a production WSGI or ASGI server instead.
For more information on production servers see: https://docs.djangoproject.com/en/5.2/howto/deployment/
[23/Nov/2026 10:16:03] "GET / HTTP/1.1" 200 12068
Not Found: /favicon.ico
[23/Nov/2026 10:16:03] "GET /favicon.ico HTTP/1.1" 404 2208
^C`;

/** manage.py exactly as `django-admin startproject` writes it (Django 5.2). */
const MANAGE_PY = `#!/usr/bin/env python
"""Django's command-line utility for administrative tasks."""
import os
import sys


def main():
    """Run administrative tasks."""
    os.environ.setdefault('DJANGO_SETTINGS_MODULE', 'mysite.settings')
    try:
        from django.core.management import execute_from_command_line
    except ImportError as exc:
        raise ImportError(
            "Couldn't import Django. Are you sure it's installed and "
            "available on your PYTHONPATH environment variable? Did you "
            "forget to activate a virtual environment?"
        ) from exc
    execute_from_command_line(sys.argv)


if __name__ == '__main__':
    main()`;

const chip = (text: string, color: string) =>
  `<div style="border:2px solid ${color};border-radius:8px;padding:8px 10px;margin-bottom:8px;font-size:17px;background:#fff">${text}</div>`;

export const scenes: Scene[] = [
  // ---------- /programming-language/python/framework/django/overview ----------
  {
    kind: 'diagram',
    name: 'django-overview-framework-parts',
    title: 'Django brings the common parts; you write your own',
    body: `<div style="display:flex;gap:20px;align-items:stretch">
  <div style="flex:3;border:2px solid ${BLUE};border-radius:12px;padding:14px 16px;background:#eef5ff">
    <div style="font-weight:700;color:${BLUE};margin-bottom:10px">Django gives you, ready-made</div>
    <div style="display:grid;grid-template-columns:1fr 1fr;gap:0 10px">
      ${chip('Pages at web addresses', BLUE)}
      ${chip('A database for your data', BLUE)}
      ${chip('User accounts and log-in', BLUE)}
      ${chip('An admin site', BLUE)}
      ${chip('HTML pages from templates', BLUE)}
      ${chip('Protection from attacks', BLUE)}
    </div>
  </div>
  <div style="flex:2;border:2px solid ${GREEN};border-radius:12px;padding:14px 16px;background:#f3fbf5">
    <div style="font-weight:700;color:${GREEN};margin-bottom:10px">You write</div>
    ${chip('Your kind of data: recipes', GREEN)}
    ${chip('Your pages', GREEN)}
    ${chip('How they look', GREEN)}
  </div>
</div>
${note('Django 5.2 (LTS) runs on Python 3.10 or newer.', 'margin-top:14px;text-align:center')}`,
  },
  {
    kind: 'diagram',
    name: 'django-overview-request-flow',
    title: 'How Django turns a visit into a page',
    body: `<div style="display:flex;align-items:center;gap:8px">
  ${flowStep(1, 'Browser', `asks for ${mono('/hello/Sam/')}`, PURPLE)}
  ${arrowRight}
  ${flowStep(2, 'urls.py', 'finds the view for this address')}
  ${arrowRight}
  ${flowStep(3, 'View', 'your Python function runs')}
</div>
<div style="display:flex;justify-content:flex-end;padding-right:80px"><div class="arrow">&#8595;</div></div>
<div style="display:flex;align-items:center;gap:8px">
  ${flowStep(6, 'Browser', 'shows the finished page', PURPLE)}
  ${arrowLeft}
  ${flowStep(5, 'Template', 'the view fills an HTML page with the data', ORANGE)}
  ${arrowLeft}
  ${flowStep(4, 'Model', 'gets data from the database, if needed', GREEN)}
</div>
${note('Request: what the browser asks for (1). Response: the page Django sends back (6).', 'margin-top:14px;text-align:center')}`,
  },
  {
    kind: 'diagram',
    name: 'django-overview-models-views-templates',
    title: 'Models, views and templates: one job each',
    body: `<div style="display:flex;gap:14px;align-items:stretch">
  ${box(GREEN, 'Model: the data', `${note('A Python class for one kind of data', 'margin-bottom:8px')}${code('class Recipe:\n    title\n    steps')}${note('Django keeps each recipe in a table.', 'margin-top:8px')}`, 'flex:1')}
  ${box(BLUE, 'View: the answer', `${note('A Python function for one kind of request', 'margin-bottom:8px')}${code('def recipe(request):\n    get the recipe\n    fill the template')}${note('It returns the page.', 'margin-top:8px')}`, 'flex:1')}
  ${box(ORANGE, 'Template: the look', `${note('An HTML page with gaps', 'margin-bottom:8px')}${code('&lt;h1&gt;\n{{ recipe.title }}\n&lt;/h1&gt;')}${note('Django fills in each gap.', 'margin-top:8px')}`, 'flex:1')}
</div>`,
  },
  {
    kind: 'diagram',
    name: 'django-overview-recipe-site',
    title: 'The recipe site you build in this track',
    body: `<div style="display:grid;grid-template-columns:1fr 1fr;gap:14px">
  ${miniBrowser('127.0.0.1:8000/', '<div style="font-size:20px;font-weight:700">Welcome to my recipe site!</div>' + note('Your first page', 'margin-top:6px'))}
  ${miniBrowser('127.0.0.1:8000/hello/Sam/', '<div style="font-size:20px;font-weight:700">Hello, Sam!</div>' + note('A page that reads a name from the address', 'margin-top:6px'))}
  ${miniBrowser('127.0.0.1:8000/admin/', '<div style="font-weight:700">Site administration</div><div style="font-size:15px;margin-top:4px">Users &middot; Groups &middot; Recipes</div>' + note('Add and change your recipes', 'margin-top:6px'))}
  ${miniBrowser('127.0.0.1:8000/recipes/', '<div style="font-weight:700;color:' + ORANGE + '">My recipes</div><div style="font-size:15px">&#8226; Pancakes<br>&#8226; Tomato soup</div>' + note('Your recipes in pages made from templates', 'margin-top:4px'))}
</div>
${note('Everything runs on your own computer, at 127.0.0.1 ("this computer").', 'margin-top:12px;text-align:center')}`,
  },

  // ---------- /programming-language/python/framework/django/structure ----------
  {
    kind: 'diagram',
    name: 'django-structure-project-and-apps',
    title: 'The folder django-site: one project, made of apps',
    body: `${tree([
      {name: 'django-site/', depth: 0, note: 'the folder of your recipe site'},
      {name: '.venv/', depth: 1, note: 'virtual environment: Django itself'},
      {name: 'manage.py', depth: 1, note: 'runs Django&#8217;s commands'},
      {name: 'db.sqlite3', depth: 1, note: 'the database'},
      {name: 'mysite/', depth: 1, note: '<b style="color:' + BLUE + '">the project</b>: settings of the whole site', color: BLUE},
      {name: 'settings.py', depth: 2, note: 'the settings', color: BLUE},
      {name: 'urls.py', depth: 2, note: 'the list of web addresses', color: BLUE},
      {name: 'views.py', depth: 2, note: 'your first pages (you make it)', color: BLUE},
      {name: '__init__.py  asgi.py  wsgi.py', depth: 2, note: 'made for you; leave them', color: BLUE},
      {name: 'recipes/', depth: 1, note: '<b style="color:' + GREEN + '">an app</b>: one part of the site (later)', color: GREEN, later: true},
      {name: 'models.py  views.py  admin.py', depth: 2, note: 'its data, pages and admin', color: GREEN, later: true},
    ], 360)}
${note('Django&#8217;s own apps (admin site, user accounts, logins) live inside .venv, ready to use.', 'margin-top:12px')}`,
  },
  {
    kind: 'diagram',
    name: 'django-structure-manage-py',
    title: 'manage.py runs Django\u2019s commands for your project',
    body: `<div style="display:flex;gap:18px;align-items:center">
  <div style="flex:none;text-align:center">
    ${box(BLUE, 'You type', code('python manage.py', 'font-size:17px'))}
    ${note('then the name of a command', 'margin-top:6px')}
  </div>
  ${arrowRight}
  <div style="flex:1">${table(
    ['Command', 'What it does'],
    codeRow('runserver', 'starts your site on your own computer') +
      codeRow('migrate', 'sets up the database') +
      codeRow('createsuperuser', 'makes an account that may do everything') +
      codeRow('startapp', 'makes the folder for a new app') +
      codeRow('shell', 'opens Python with your project loaded'),
  )}</div>
</div>`,
  },
  {
    kind: 'diagram',
    name: 'django-structure-settings',
    title: 'mysite/settings.py: the control panel of your project',
    body: table(
      ['Setting', 'What it decides'],
      codeRow('DEBUG = True', 'show helpful error pages while you build') +
        codeRow('INSTALLED_APPS = [...]', 'the apps of your project; yours goes here too') +
        codeRow("DATABASES = {...}", 'which database: the file db.sqlite3') +
        codeRow('TEMPLATES = [...]', 'where Django finds your HTML pages') +
        codeRow("STATIC_URL = 'static/'", 'the address of your pictures and styles') +
        codeRow("SECRET_KEY = '...'", '<b>a secret</b>: keeps logins safe; never share it'),
    ) + note('Each setting is a Python variable with a name in capital letters.', 'margin-top:12px;text-align:center'),
  },
  {
    kind: 'diagram',
    name: 'django-structure-urls',
    title: 'mysite/urls.py: which code answers which address',
    body: `<table style="border-collapse:collapse;width:100%;border:2px solid #d0d7de">
  <tr style="background:#f6f8fa"><th style="text-align:left;padding:8px 10px;font-size:16px">The visitor asks for</th><th style="text-align:left;padding:8px 10px;font-size:16px">Path in the list</th><th style="text-align:left;padding:8px 10px;font-size:16px">Django calls</th></tr>
  ${[
    ['/', '""', 'the view <b>home</b>'],
    ['/hello/Sam/', '"hello/&lt;path:name&gt;/"', 'the view <b>hello</b>, with name "Sam"'],
    ['/admin/', '"admin/"', 'the admin site'],
    ['/pizza/', '<span style="font-family:Inter,sans-serif;color:#d1242f">none matches</span>', '<b style="color:#d1242f">Page not found (404)</b>'],
  ]
    .map(
      ([address, pattern, answer]) =>
        `<tr><td style="font-family:Mono,monospace;font-size:16px;padding:8px 10px;border-top:1px solid #d0d7de">${address}</td><td style="font-family:Mono,monospace;font-size:16px;padding:8px 10px;border-top:1px solid #d0d7de;color:${BLUE}">${pattern}</td><td style="font-size:16px;padding:8px 10px;border-top:1px solid #d0d7de">${answer}</td></tr>`,
    )
    .join('')}
</table>
${note('The addresses start with http://127.0.0.1:8000. Django goes down the list from the top and stops at the first path that matches.', 'margin-top:12px;text-align:center')}`,
  },
  {
    kind: 'diagram',
    name: 'django-structure-views',
    title: 'A view takes a request and returns a response',
    body: `<div style="display:flex;align-items:center;gap:12px">
  ${box(PURPLE, 'Request', note('what the browser asks for:') + mono('/hello/Sam/', 'font-size:16px'), 'flex:none;width:140px')}
  ${arrowRight}
  ${box(BLUE, 'View in views.py', code('from django.http import HttpResponse\nfrom django.utils.html import escape\n\ndef hello(request, name):\n    return HttpResponse(\n        f"Hello, {escape(name)}!"\n    )', 'font-size:14px'), 'flex:1')}
  ${arrowRight}
  ${box(PURPLE, 'Response', note('the page that goes back:') + '<div style="font-weight:700">Hello, Sam!</div>', 'flex:none;width:140px')}
</div>
${note('<b>escape</b> shows text from the address as plain text, never as HTML code.', 'margin-top:14px;text-align:center')}
${note('A view may also read data, check who is logged in or fill a template. It always ends with one response.', 'margin-top:6px;text-align:center')}`,
  },
  {
    kind: 'diagram',
    name: 'django-structure-models',
    title: 'A model in models.py becomes a table in the database',
    body: `${box(GREEN, 'Model: a Python class in the app&#8217;s models.py', code('class Recipe(models.Model):\n    title = models.CharField(max_length=100)\n    cuisine = models.CharField(max_length=50)\n    minutes = models.PositiveIntegerField()'))}
<div style="display:flex;align-items:center;gap:10px;margin:6px 0 6px 40px"><div class="arrow">&#8595;</div>${note('A migration makes a table that matches the model.')}</div>
<div style="font-weight:700;color:${GREEN};margin-bottom:6px">Table in the database</div>
<table style="border-collapse:collapse;width:100%;font-size:16px">
  <tr style="background:#f3fbf5"><th style="border:1px solid #8cc59a;padding:6px 8px">id</th><th style="border:1px solid #8cc59a;padding:6px 8px">title</th><th style="border:1px solid #8cc59a;padding:6px 8px">cuisine</th><th style="border:1px solid #8cc59a;padding:6px 8px">minutes</th></tr>
  <tr><td style="border:1px solid #c9ced6;padding:6px 8px">1</td><td style="border:1px solid #c9ced6;padding:6px 8px">Tomato soup</td><td style="border:1px solid #c9ced6;padding:6px 8px">Italian</td><td style="border:1px solid #c9ced6;padding:6px 8px">25</td></tr>
  <tr><td style="border:1px solid #c9ced6;padding:6px 8px">2</td><td style="border:1px solid #c9ced6;padding:6px 8px">Pancakes</td><td style="border:1px solid #c9ced6;padding:6px 8px">American</td><td style="border:1px solid #c9ced6;padding:6px 8px">20</td></tr>
</table>
${note('Each field is a column. Each recipe is a row. Django adds the id column by itself.', 'margin-top:8px;text-align:center')}`,
  },
  {
    kind: 'diagram',
    name: 'django-structure-templates',
    title: 'A template is an HTML page with gaps',
    body: `<div style="display:flex;align-items:center;gap:10px">
  ${box(ORANGE, 'Template', code('&lt;h1&gt;{{ recipe.title }}&lt;/h1&gt;\n&lt;p&gt;{{ recipe.minutes }} minutes&lt;/p&gt;', 'font-size:14px') + note('in the app&#8217;s templates folder', 'margin-top:6px'), 'flex:1.3')}
  <div class="arrow" style="flex:none">+</div>
  ${box(GREEN, 'Data from the view', '<div style="font-size:16px">title: Pancakes<br>minutes: 20</div>', 'flex:.9')}
  ${arrowRight}
  ${box(PURPLE, 'Finished page', '<div style="font-size:22px;font-weight:700">Pancakes</div><div style="font-size:16px">20 minutes</div>', 'flex:.9')}
</div>
${note('One template can make a page for every recipe.', 'margin-top:14px;text-align:center')}`,
  },
  {
    kind: 'diagram',
    name: 'django-structure-static-files',
    title: 'Static files are sent as they are',
    body: `<div style="display:flex;align-items:center;gap:14px">
  ${tree([
    {name: 'recipes/', depth: 0, color: GREEN},
    {name: 'static/', depth: 1, color: GREEN},
    {name: 'style.css', depth: 2, note: 'colours, fonts'},
    {name: 'logo.png', depth: 2, note: 'a picture'},
    {name: 'menu.js', depth: 2, note: 'JavaScript'},
  ], 150)}
  ${arrowRight}
  ${box(PURPLE, 'Browser', note('asks for each file at an address that starts with') + mono('/static/', 'font-size:16px') + note('and gets the same file, every time', 'margin-top:4px'), 'flex:1')}
</div>
<div style="display:flex;gap:14px;margin-top:16px">
  ${box(ORANGE, 'Template', note('made new for each visit, with fresh data'), 'flex:1')}
  ${box(GREEN, 'Static file', note('never changed by Django; the same for everyone'), 'flex:1')}
</div>`,
  },
  {
    kind: 'diagram',
    name: 'django-structure-database-file',
    title: 'db.sqlite3: your whole database in one file',
    body: `<div style="display:flex;align-items:center;gap:16px">
  ${box(BLUE, 'You run', code('python manage.py migrate'), 'flex:none')}
  ${arrowRight}
  <div style="flex:1;border:2px solid ${GREEN};border-radius:14px;padding:12px 16px;background:#f3fbf5">
    <div style="font-weight:700;color:${GREEN};margin-bottom:8px">${mono('db.sqlite3')} (SQLite)</div>
    ${chip(mono('auth_user') + ' &#8212; user accounts', GREEN)}
    ${chip(mono('django_session') + ' &#8212; who is logged in', GREEN)}
    ${chip('&#8230; and more tables for Django&#8217;s apps', GREEN)}
    <div style="border:2px dashed ${GREEN};border-radius:8px;padding:8px 10px;font-size:17px;color:${GREY}">later: a table for your recipes</div>
  </div>
</div>
${note('Empty at first. Migrations make the tables. Deleting the file deletes all your data.', 'margin-top:14px;text-align:center')}`,
  },
  {
    kind: 'diagram',
    name: 'django-structure-admin-site',
    title: 'The admin site: manage your data without code',
    body: `<div style="display:flex;align-items:center;gap:12px">
  ${box(BLUE, 'Make an account', code('python manage.py\ncreatesuperuser', 'font-size:14px'), 'flex:none')}
  ${arrowRight}
  ${miniBrowser('/admin/', '<div style="font-weight:700">Django administration</div><div style="font-size:15px;margin-top:6px">Username: sam<br>Password: &#8226;&#8226;&#8226;&#8226;&#8226;&#8226;&#8226;&#8226;</div><div class="btn" style="margin-top:8px;padding:4px 12px;font-size:15px">Log in</div>')}
  ${arrowRight}
  ${miniBrowser('/admin/', '<div style="font-weight:700">Site administration</div><div style="font-size:15px;margin-top:6px">Users &nbsp;Add &middot; Change<br>Groups &nbsp;Add &middot; Change<br><span style="color:' + GREY + '">later: Recipes</span></div>')}
</div>
${note('The address admin/ is in urls.py from the start. Each app lists its models for the admin in admin.py.', 'margin-top:14px;text-align:center')}`,
  },

  // ---------- /programming-language/python/framework/django/installation-&-operation ----------
  {
    kind: 'editor',
    name: 'django-install-open-vscode',
    folder: 'django-site',
    files: ['.venv/', 'mysite/', 'manage.py'],
    openFile: {name: 'manage.py', code: MANAGE_PY},
    terminal: [{cwd: '~/django-site', command: 'source .venv/bin/activate', output: ''}],
    branch: null,
  },
  {
    kind: 'terminal',
    name: 'django-install-stop-server',
    lines: [
      {cwd: '~/django-site', venv: '.venv', command: 'python manage.py runserver', output: RUNSERVER_OUTPUT},
      {cwd: '~/django-site', venv: '.venv', command: 'ls', output: 'db.sqlite3  manage.py  mysite'},
    ],
  },
];
