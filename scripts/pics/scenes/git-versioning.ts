/**
 * Pictures of /git&github/git/versioning that are not terminal sessions:
 * one diagram of clear and unclear commit messages. Every other step's
 * picture comes from the lesson's own ```console blocks.
 */
import type {Scene} from '../templates';

const message = (text: string, color: string) =>
  `<div style="font-family:Mono,monospace;font-size:17px;padding:8px 12px;border:2px solid ${color};border-radius:8px;background:#fff;margin-bottom:9px">${text}</div>`;

export const scenes: Scene[] = [
  {
    kind: 'diagram',
    name: 'versioning-good-commit-messages',
    title: 'Write messages your future self can read',
    body: `<div style="display:flex;gap:22px">
  <div style="flex:1.3;border:2px solid #1f883d;border-radius:10px;padding:14px 16px;background:#f3fbf5">
    <div style="font-weight:700;color:#1f883d;margin-bottom:12px">&#10003; Clear</div>
    ${message('Add a README', '#1f883d')}
    ${message('Fix the price of the large box', '#1f883d')}
    ${message('Describe the project', '#1f883d')}
    ${message('Remove the old contact page', '#1f883d')}
    <div style="font-size:16px;color:#57606a;margin-top:6px">A verb first, short, one idea each</div>
  </div>
  <div style="flex:1;border:2px solid #d1242f;border-radius:10px;padding:14px 16px;background:#fff5f5">
    <div style="font-weight:700;color:#d1242f;margin-bottom:12px">&#10007; Unclear</div>
    ${message('stuff', '#d1242f')}
    ${message('Update prices.txt', '#d1242f')}
    ${message('changes', '#d1242f')}
    ${message('asdf', '#d1242f')}
    <div style="font-size:16px;color:#57606a;margin-top:6px">Months later, what did these do?</div>
  </div>
</div>`,
  },
];
