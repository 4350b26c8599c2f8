/**
 * The spec's teaching facts, each stated in the lesson the README's "How the
 * site reads the spec" names (CONTENT-GUIDE.md points editors there).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {describe, it} from 'node:test';
import {docFileForRoute, getRoute} from '../../src/lib/routes';

const FACTS: {route: string; fact: string; said: RegExp}[] = [
  {route: '/advanced-topics/DevOps/social-coding', fact: 'pair programming roles swap every 20 minutes', said: /swap[^.]*every 20 minutes/i},
  {route: '/advanced-topics/DevOps/development', fact: 'over 95% test coverage before a pull request is approved', said: /over 95%[^.]*before a pull request/i},
  {route: '/advanced-topics/cloud-computing/aws/networking/aws-networking', fact: 'a Direct Connect setup takes 4-6 weeks', said: /Direct Connect[^.]*4-6 weeks/},
  {
    route: '/advanced-topics/container/container-orchestration/kubernetes/red-hat-openshift/istio',
    fact: 'a rollout to 5, then 50, then 100 percent of the traffic',
    said: /5 percent[^.]*50 percent[^.]*100 percent/,
  },
];

describe("the spec's teaching facts", () => {
  for (const {route, fact, said} of FACTS) {
    it(`${route} says: ${fact}`, () => {
      const body = fs.readFileSync(`docs/${docFileForRoute(getRoute(route))}`, 'utf8').replace(/^---[\s\S]*?\n---\n/, '');
      assert.match(body, said, `docs/${docFileForRoute(getRoute(route))} must say that ${fact} (README: How the site reads the spec).`);
    });
  }
});
