/**
 * The GitHub Actions workflow that publishes the site is a valid workflow
 * (SchemaStore's schema, vendored in tests/unit/schemas/) and does what the
 * README says: tests as CI does, builds for the Pages address, and deploys
 * with GitHub's official Pages actions.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import {test} from 'node:test';
import Ajv from 'ajv';
import {parse} from 'yaml';

const schema = JSON.parse(fs.readFileSync('tests/unit/schemas/github-workflow.json', 'utf8'));
const workflow = parse(fs.readFileSync('.github/workflows/deploy.yml', 'utf8'));

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
const steps = (job: string): Step[] => workflow.jobs[job].steps;
const uses = (job: string) => steps(job).flatMap((step) => (step.uses ? [step.uses] : []));

test('the deploy workflow matches the GitHub workflow schema', () => {
  // strict: false: the schema uses keywords Ajv does not know (such as "markdownDescription").
  const validate = new Ajv({strict: false, allErrors: true}).compile(schema);
  const valid = validate(workflow);
  assert.ok(valid, JSON.stringify(validate.errors, null, 2));
});

test('the schema check fails on a broken workflow', () => {
  const validate = new Ajv({strict: false}).compile(schema);
  assert.equal(validate({...workflow, jobs: {test: {...workflow.jobs.test, 'runs-on': undefined, steps: 'npm test'}}}), false);
  assert.equal(validate({on: 'push'}), false); // no jobs
});

test('it tests like CI, builds for the Pages address and publishes with the official Pages actions', () => {
  assert.deepEqual(workflow.on.push.branches, ['main']);
  // The test job is CI's: Debian, where .ci/run installs Chromium with apt-get, then runs npm test.
  assert.match(workflow.jobs.test.container.image, /bookworm|trixie/);
  assert.ok(steps('test').some((step) => step.run === 'bash .ci/run'));
  assert.match(fs.readFileSync('.ci/run', 'utf8'), /apt-get install -y -qq chromium/);

  assert.deepEqual(workflow.jobs.build.needs, 'test');
  assert.deepEqual(uses('build'), ['actions/checkout@v6', 'actions/setup-node@v6', 'actions/configure-pages@v5', 'actions/upload-pages-artifact@v4']);
  const build = steps('build').find((step) => step.run === 'npm run build')!;
  assert.equal(build.env!.SITE_URL, '${{ steps.pages.outputs.origin }}');
  assert.equal(build.env!.BASE_URL, '${{ steps.pages.outputs.base_path }}/');
  assert.equal(steps('build').at(-1)!.with!.path, 'build');

  assert.equal(workflow.jobs.deploy.needs, 'build');
  assert.deepEqual(uses('deploy'), ['actions/deploy-pages@v4']);
  assert.deepEqual(workflow.jobs.deploy.permissions, {pages: 'write', 'id-token': 'write'});
  assert.equal(workflow.jobs.deploy.environment.name, 'github-pages');
});
