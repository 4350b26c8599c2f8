/**
 * Pictures of the Django recipe lessons (start-app, model-class, query-set,
 * template-api) that are not terminal, editor or browser pictures: the idea
 * of a model class and the table Django makes from it.
 */
import type {Scene} from '../templates';

const mono = 'font-family:Mono,monospace';

const codeLine = (text: string, color = '#1c1e21') => `<div style="${mono};font-size:15px;color:${color};white-space:pre">${text}</div>`;

const cell = (text: string, head = false) =>
  `<td style="border:1px solid #c9ced6;padding:5px 8px;font-size:15px;white-space:nowrap;${head ? `${mono};font-weight:700;background:#eef5ff;color:#0b62c4` : ''}">${text}</td>`;

const row = (cells: string[], head = false) => `<tr>${cells.map((text) => cell(text, head)).join('')}</tr>`;

export const scenes: Scene[] = [
  {
    kind: 'diagram',
    name: 'django-model-class-model-to-table',
    title: 'Django turns a model class into a table',
    body: `<div style="display:flex;align-items:center;gap:12px">
  <div style="flex:0 0 270px;border:2px solid #0b62c4;border-radius:10px;padding:12px 12px;background:#f7faff">
    <div style="font-weight:700;margin-bottom:8px">Model class in <span style="${mono}">recipes/models.py</span></div>
    ${codeLine('class Recipe(models.Model):', '#0b62c4')}
    ${codeLine('    title = ...')}
    ${codeLine('    minutes = ...')}
    <div style="font-size:16px;color:#57606a;margin-top:10px">Each field becomes a column.</div>
  </div>
  <div style="display:flex;flex-direction:column;align-items:center;gap:4px;flex:none">
    <div style="${mono};font-size:15px;font-weight:700;background:#fff4d6;border-radius:6px;padding:3px 6px">makemigrations</div>
    <div style="${mono};font-size:15px;font-weight:700;background:#fff4d6;border-radius:6px;padding:3px 6px">migrate</div>
    <div class="arrow">&#8594;</div>
  </div>
  <div style="flex:1;min-width:0;border:2px solid #1f883d;border-radius:10px;padding:12px 12px;background:#f6fff8">
    <div style="font-weight:700;margin-bottom:8px">Table in <span style="${mono}">db.sqlite3</span></div>
    <table style="border-collapse:collapse;background:#fff">
      ${row(['id', 'title', 'minutes'], true)}
      ${row(['1', 'Tomato soup', '25'])}
      ${row(['2', 'Pancakes', '20'])}
    </table>
    <div style="font-size:16px;color:#57606a;margin-top:10px">Each record is a row.</div>
  </div>
</div>
<div style="font-size:17px;margin-top:16px">One model class, one table. One object of the class, one row. Django adds the <span style="${mono}">id</span> column by itself.</div>`,
  },
];
