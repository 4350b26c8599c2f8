/**
 * Pictures of /git&github/git/versioning that are not terminal sessions:
 * one diagram of clear and unclear commit messages. Every other step's
 * picture comes from the lesson's own ```console blocks.
 */
import {comparison, panelNote} from '../parts';
import type {Scene} from '../templates';

const message = (text: string, color: string) =>
  `<div style="font-family:Mono,monospace;font-size:17px;padding:8px 12px;border:2px solid ${color};border-radius:8px;background:#fff;margin-bottom:9px">${text}</div>`;

export const scenes: Scene[] = [
  {
    kind: 'diagram',
    name: 'versioning-good-commit-messages',
    title: 'Write messages your future self can read',
    body: comparison(
      {
        tone: 'good',
        title: '&#10003; Clear',
        grow: 1.3,
        content: `${message('Add a README', '#1f883d')}
    ${message('Fix the price of the large box', '#1f883d')}
    ${message('Describe the project', '#1f883d')}
    ${message('Remove the old contact page', '#1f883d')}
    ${panelNote('A verb first, short, one idea each')}`,
      },
      {
        tone: 'bad',
        title: '&#10007; Unclear',
        content: `${message('stuff', '#d1242f')}
    ${message('Update prices.txt', '#d1242f')}
    ${message('changes', '#d1242f')}
    ${message('asdf', '#d1242f')}
    ${panelNote('Months later, what did these do?')}`,
      },
    ),
  },
];
