/**
 * The Kubernetes, OpenShift and Istio objects and the Dockerfiles the lessons
 * have learners write are checked the way the cluster and Docker would read
 * them, before any learner types them:
 *
 * - every YAML file a lesson saves parses (one or more documents);
 * - every object in a YAML block (saved or not) that has apiVersion and kind
 *   matches the schema of that kind: core Kubernetes from `kubernetes-models`,
 *   the VerticalPodAutoscaler from `@kubernetes-models/autoscaler`, Istio from
 *   `@kubernetes-models/istio`, OpenShift, OLM and Sail Operator from the
 *   schemas vendored in tests/unit/schemas/ (scripts/vendor-openshift-schemas.ts).
 *   A kind with no schema fails, so nothing goes unchecked;
 * - the selector of a Deployment (ReplicaSet, StatefulSet, DaemonSet, Job,
 *   CronJob, ReplicationController, DeploymentConfig) matches the labels of
 *   its pod template, which the API server demands and no schema says;
 * - every Dockerfile passes `dockerfile-utils` (errors and warnings), and
 *   each FROM names a tag that is not `latest`.
 *
 * - every core Kubernetes object also passes kubernetes-validate (PyPI) in
 *   strict mode, against Kubernetes 1.37: the schemas above do not list which
 *   fields exist, and strict mode finds a misspelt field name
 *   (`contianerPort`), as `kubectl apply` would. It is installed, pinned by
 *   tests/kubernetes-validate-requirements.txt, into .cache/kubernetes-validate.
 */
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import type {Code} from 'mdast';
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';
import {validate as lintDockerfile} from 'dockerfile-utils';
import {type Document, isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Scalar} from 'yaml';
import {savedFile} from '../../journey/sessions/editor';
import {lessonCodeBlocks, type LessonCodeBlock} from './lesson-code-blocks';

const siteDir = process.cwd();

type Block = LessonCodeBlock;

function title(code: Code): string | undefined {
  return /title="([^"]+)"/.exec(code.meta ?? '')?.[1];
}

/** A YAML block: lang yaml, or a saved .yaml/.yml file. */
export function isYamlBlock(code: Code): boolean {
  return code.lang === 'yaml' || code.lang === 'yml' || /\.ya?ml$/.test(savedFile(code.meta) ?? '');
}

/** A Dockerfile block: lang dockerfile, or a title named Dockerfile or *.Dockerfile. */
export function isDockerfileBlock(code: Code): boolean {
  const name = title(code)?.split('/').pop() ?? '';
  return code.lang?.toLowerCase() === 'dockerfile' || name === 'Dockerfile' || name.endsWith('.Dockerfile');
}

/** One problem, at a line counted from the first line of the text (1). */
export type Problem = {line: number; message: string};

type Validator = (object: unknown) => ErrorObject[];

/** The packages of kubernetes-models whose folders are named by apiVersion (`apps/v1`, `v1`). */
const MODEL_PACKAGES = ['kubernetes-models', '@kubernetes-models/autoscaler', '@kubernetes-models/istio'];

/**
 * The vendored schema files; each has `definitions` and `x-kinds` ("apiVersion kind" -> definition).
 * `crd`: from CustomResourceDefinitions, whose defaults the API server fills in before it checks
 * that required fields are there (useDefaults). OpenShift's own kinds are not defaulted from the
 * OpenAPI document (its `default: {}` on every struct would hide a missing required field).
 */
const VENDORED = [
  {file: 'openshift.json', crd: false},
  {file: 'olm.json', crd: true},
  {file: 'sail-operator.json', crd: true},
];

// strict: false for the x-kubernetes-* keywords; no formats (int32, int-or-string... are OpenAPI's, not JSON Schema's).
const ajv = new Ajv({strict: false, allErrors: true, validateFormats: false});
const ajvWithDefaults = new Ajv({strict: false, allErrors: true, validateFormats: false, useDefaults: true});
/** "apiVersion kind" -> the Ajv that holds its schema and the schema's reference. */
const vendoredKinds = new Map<string, {compiler: Ajv; ref: string}>();
for (const {file, crd} of VENDORED) {
  const schema = JSON.parse(fs.readFileSync(`tests/unit/schemas/${file}`, 'utf8'));
  const compiler = crd ? ajvWithDefaults : ajv;
  compiler.addSchema(schema, file);
  for (const [key, name] of Object.entries(schema['x-kinds'] as Record<string, string>)) {
    vendoredKinds.set(key, {compiler, ref: `${file}#/definitions/${name}`});
  }
}

type Model = {apiVersion?: string; kind?: string; new (data: unknown): {validate(): void}};

/** The model class of an apiVersion and kind in the kubernetes-models packages, found by the class's own apiVersion and kind. */
async function modelClass(apiVersion: string, kind: string): Promise<Model | undefined> {
  if (!/^([a-z0-9.-]+\/)?v\d+((alpha|beta)\d+)?$/.test(apiVersion)) return undefined;
  for (const name of MODEL_PACKAGES) {
    let module: Record<string, unknown>;
    try {
      module = await import(`${name}/${apiVersion}`);
    } catch (error) {
      // That package has no such group/version; anything else (a package not installed) is a real failure.
      if ((error as {code?: string}).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED') continue;
      throw error;
    }
    const model = Object.values(module).find(
      (value): value is Model => typeof value === 'function' && (value as Model).apiVersion === apiVersion && (value as Model).kind === kind,
    );
    if (model) return model;
  }
  return undefined;
}

const validators = new Map<string, Validator | undefined>();

/** How to validate an apiVersion and kind, or undefined when there is no schema. */
export async function validatorFor(apiVersion: string, kind: string): Promise<Validator | undefined> {
  const key = `${apiVersion} ${kind}`;
  if (validators.has(key)) return validators.get(key);
  let validator: Validator | undefined;
  const vendored = vendoredKinds.get(key);
  if (vendored) {
    const validate = vendored.compiler.getSchema(vendored.ref) as ValidateFunction; // compiled here, when first used
    validator = (object) => (validate(structuredClone(object)) ? [] : (validate.errors ?? []));
  } else {
    const model = await modelClass(apiVersion, kind);
    if (model) {
      validator = (object) => {
        try {
          new model(object).validate();
          return [];
        } catch (error) {
          const errors = (error as {errors?: ErrorObject[]}).errors;
          if (!errors) throw error;
          return errors;
        }
      };
    }
  }
  validators.set(key, validator);
  return validator;
}

/** The keys of a JSON pointer (`/spec/ports/0/port`). */
function pointerKeys(pointer: string): (string | number)[] {
  return pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
}

/** The line of a path in a YAML document (of its key, `containerPort:`), or of the nearest part of the path that is there. */
function lineOf(document: Document, keys: (string | number)[], lines: LineCounter): number {
  for (let length = keys.length; length > 0; length -= 1) {
    const parent = length === 1 ? document.contents : document.getIn(keys.slice(0, length - 1), true);
    const last = keys[length - 1];
    let range: [number, number, number] | null | undefined;
    if (isMap(parent)) {
      const key = parent.items.map((pair) => pair.key).find((candidate) => isScalar(candidate) && String(candidate.value) === String(last));
      range = (key as Scalar | undefined)?.range;
    }
    if (isSeq(parent) && typeof last === 'number') range = (parent.items[last] as {range?: [number, number, number]} | undefined)?.range;
    if (range) return lines.linePos(range[0]).line;
  }
  return lines.linePos(document.contents?.range?.[0] ?? document.range?.[0] ?? 0).line;
}

/** A pod template's labels and its owner's selector, for the kinds that have both. */
function selectorAndLabels(object: Record<string, any>): {at: string; selector: unknown; labels: unknown} | undefined {
  const {apiVersion, kind} = object;
  if (apiVersion === 'batch/v1' && kind === 'CronJob') {
    const spec = object.spec?.jobTemplate?.spec;
    return {at: 'spec.jobTemplate.spec', selector: spec?.selector?.matchLabels, labels: spec?.template?.metadata?.labels};
  }
  if ((apiVersion === 'v1' && kind === 'ReplicationController') || (apiVersion === 'apps.openshift.io/v1' && kind === 'DeploymentConfig')) {
    return {at: 'spec', selector: object.spec?.selector, labels: object.spec?.template?.metadata?.labels};
  }
  if ((apiVersion === 'apps/v1' && ['Deployment', 'ReplicaSet', 'StatefulSet', 'DaemonSet'].includes(kind)) || (apiVersion === 'batch/v1' && kind === 'Job')) {
    return {at: 'spec', selector: object.spec?.selector?.matchLabels, labels: object.spec?.template?.metadata?.labels};
  }
  return undefined;
}

/** What the API server says about a selector that does not select its own pod template. */
export function selectorProblems(object: Record<string, any>): {keys: (string | number)[]; message: string}[] {
  const found = selectorAndLabels(object);
  if (!found || found.selector === undefined || found.selector === null || typeof found.selector !== 'object') return [];
  const labels = (found.labels ?? {}) as Record<string, unknown>;
  const problems: {keys: (string | number)[]; message: string}[] = [];
  for (const [key, value] of Object.entries(found.selector as Record<string, unknown>)) {
    if (labels[key] !== value) {
      const selectorPath = found.at === 'spec' && !['ReplicationController', 'DeploymentConfig'].includes(object.kind) ? `${found.at}.selector.matchLabels` : `${found.at}.selector`;
      problems.push({
        keys: [...found.at.split('.'), 'template', 'metadata', 'labels'],
        message:
          `${selectorPath} has ${key}: ${String(value)}, but ${found.at}.template.metadata.labels ${key in labels ? `has ${key}: ${String(labels[key])}` : `has no ${key}`}` +
          ' (the API server rejects this: "selector does not match template labels"). Fix: give the pod template the same labels as the selector.',
      });
    }
  }
  return problems;
}

function describeObject(object: Record<string, any>): string {
  const name = object.metadata?.name;
  return `${object.apiVersion} ${object.kind}${typeof name === 'string' ? ` "${name}"` : ''}`;
}

/** True when a YAML text looks like a Kubernetes object (both keys at the start of a line). */
function looksLikeManifest(text: string): boolean {
  return /^apiVersion:/m.test(text) && /^kind:/m.test(text);
}

/**
 * What is wrong with the objects in a YAML text: syntax (only reported when
 * `mustParse`, or when the text looks like a manifest), objects without a
 * schema, schema errors and selectors that miss their pod template.
 */
export async function manifestProblems(text: string, mustParse = true): Promise<{problems: Problem[]; objects: number}> {
  const lines = new LineCounter();
  const documents = parseAllDocuments(text, {lineCounter: lines});
  const problems: Problem[] = [];
  if (!Array.isArray(documents)) return {problems, objects: 0}; // an empty text
  const syntax = documents.flatMap((document) => document.errors);
  if (syntax.length > 0) {
    if (mustParse || looksLikeManifest(text)) {
      for (const error of syntax) {
        problems.push({
          line: lines.linePos(error.pos[0]).line,
          message: `this is not valid YAML: ${error.message.split('\n')[0]}. Fix: indent with spaces only, the same number for each level, and put a space after each colon`,
        });
      }
    }
    return {problems, objects: 0};
  }
  let objects = 0;
  for (const document of documents) {
    const object = document.toJS() as unknown;
    if (object === null || typeof object !== 'object' || Array.isArray(object)) continue;
    const record = object as Record<string, any>;
    const hasApiVersion = 'apiVersion' in record;
    const hasKind = 'kind' in record;
    if (!hasApiVersion && !hasKind) continue;
    const line = lineOf(document, [], lines);
    if (!hasApiVersion || !hasKind) {
      problems.push({line, message: `a Kubernetes object needs both apiVersion and kind, this one has only ${hasKind ? 'kind' : 'apiVersion'}. Fix: add the missing line`});
      continue;
    }
    objects += 1;
    const validator = await validatorFor(String(record.apiVersion), String(record.kind));
    if (!validator) {
      problems.push({
        line,
        message:
          `no schema for ${record.apiVersion} ${record.kind}, so it cannot be checked. Fix: if apiVersion or kind is misspelt, correct it;` +
          ' otherwise add a schema for that kind (an exact-pinned @kubernetes-models package, or a kind vendored by scripts/vendor-openshift-schemas.ts, see tests/unit/schemas/README.md)',
      });
      continue;
    }
    for (const error of validator(record).slice(0, 5)) {
      const keys = pointerKeys(error.instancePath);
      const where = keys.length > 0 ? keys.join('.') : '(the object)';
      const allowed = error.params && 'allowedValues' in error.params ? ` (${(error.params.allowedValues as unknown[]).join(', ')})` : '';
      problems.push({
        line: lineOf(document, keys, lines),
        message: `${describeObject(record)}: ${where} ${error.message}${allowed}. Fix: write it as the API reference of ${record.kind} says (\`kubectl explain ${String(record.kind).toLowerCase()}${keys.length > 0 ? `.${keys.filter((key) => typeof key === 'string').join('.')}` : ''}\`)`,
      });
    }
    for (const problem of selectorProblems(record)) {
      problems.push({line: lineOf(document, problem.keys, lines), message: `${describeObject(record)}: ${problem.message}`});
    }
  }
  return {problems, objects};
}

/** The image of a FROM instruction's arguments (`--platform=x python:3.13 AS build` -> python:3.13). */
function fromImage(args: string): string | undefined {
  return args.split(/\s+/).find((word) => word && !word.startsWith('--'));
}

/** What is wrong with a Dockerfile: the linter's errors and warnings, and FROM images without a pinned tag. */
export function dockerfileProblems(text: string): Problem[] {
  const problems: Problem[] = lintDockerfile(text).map((diagnostic) => ({
    line: diagnostic.range.start.line + 1,
    message: `${diagnostic.severity === 1 ? 'error' : 'warning'} from dockerfile-utils: ${diagnostic.message}. Fix: correct the instruction on that line`,
  }));
  const stages = new Set<string>();
  text.split('\n').forEach((source, index) => {
    const match = /^\s*FROM\s+(.*)$/i.exec(source);
    if (!match) return;
    const stage = /\sAS\s+(\S+)\s*$/i.exec(match[1])?.[1];
    const image = fromImage(match[1].replace(/\sAS\s+\S+\s*$/i, ''));
    if (stage) stages.add(stage.toLowerCase());
    if (!image || image === 'scratch' || stages.has(image.toLowerCase()) || image.includes('$')) return;
    const lastPart = image.replace(/@.*$/, '').split('/').pop() ?? '';
    const tag = lastPart.includes(':') ? lastPart.split(':').pop() : undefined;
    if (!tag) {
      problems.push({line: index + 1, message: `FROM ${image} names no tag, so it takes whatever image is newest that day. Fix (project rule): name the version, such as FROM ${image}:3.13-slim`});
    } else if (tag === 'latest') {
      problems.push({line: index + 1, message: `FROM ${image} uses the tag latest, which changes over time. Fix (project rule): name a version tag instead of latest`});
    }
  });
  return problems.sort((a, b) => a.line - b.line);
}

const blocks = lessonCodeBlocks();
const yamlBlocks = blocks.filter(({code}) => isYamlBlock(code));
const dockerfileBlocks = blocks.filter(({code}) => isDockerfileBlock(code));
/** How many objects the YAML blocks hold, for the name of the test (the check counts them again). */
const objectCount = yamlBlocks.reduce(
  (count, {code}) =>
    count +
    [...parseAllDocuments(code.value)]
      .filter((document, _, documents) => documents.every((each) => each.errors.length === 0))
      .map((document) => document.toJS() as unknown)
      .filter((object) => object !== null && typeof object === 'object' && 'apiVersion' in object && 'kind' in object).length,
  0,
);

function where({file, line, code}: Block, problem: Problem): string {
  const name = title(code);
  return `${file}:${line + problem.line}${name ? ` (${name})` : ''}: ${problem.message}`;
}

describe('Kubernetes, OpenShift and Istio manifests in the lessons', () => {
  it(`parse and match the schema of their kind (${objectCount} objects in ${yamlBlocks.length} YAML blocks)`, async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const block of yamlBlocks) {
      const result = await manifestProblems(block.code.value, savedFile(block.code.meta) !== undefined);
      checked += result.objects;
      for (const problem of result.problems) problems.push(where(block, problem));
    }
    assert.deepEqual(problems, []);
    assert.equal(checked, objectCount);
  });

  const good = `apiVersion: apps/v1
kind: Deployment
metadata:
  name: hello-web
spec:
  replicas: 2
  selector:
    matchLabels:
      app: hello-web
  template:
    metadata:
      labels:
        app: hello-web
    spec:
      containers:
        - name: hello-web
          image: hello-web:1.0
          ports:
            - containerPort: 8000
          resources:
            requests:
              cpu: 100m
              memory: 64Mi
---
apiVersion: v1
kind: Service
metadata:
  name: hello-web
spec:
  selector:
    app: hello-web
  ports:
    - port: 80
      targetPort: 8000
`;

  it('the check passes good objects of each source', async () => {
    const examples = [
      good,
      'apiVersion: autoscaling.k8s.io/v1\nkind: VerticalPodAutoscaler\nmetadata:\n  name: a\nspec:\n  targetRef:\n    apiVersion: apps/v1\n    kind: Deployment\n    name: hello-web\n  updatePolicy:\n    updateMode: "Off"\n',
      'apiVersion: networking.istio.io/v1\nkind: VirtualService\nmetadata:\n  name: a\nspec:\n  hosts: [hello-web]\n  http:\n    - route:\n        - destination:\n            host: hello-web\n            subset: v1\n          weight: 100\n',
      'apiVersion: build.openshift.io/v1\nkind: BuildConfig\nmetadata:\n  name: a\nspec:\n  source:\n    type: Binary\n  strategy:\n    type: Docker\n    dockerStrategy:\n      dockerfilePath: Dockerfile\n  output:\n    to:\n      kind: ImageStreamTag\n      name: hello-web:1.0\n',
      'apiVersion: route.openshift.io/v1\nkind: Route\nmetadata:\n  name: a\nspec:\n  to:\n    kind: Service\n    name: hello-web\n  port:\n    targetPort: 8000\n',
      'apiVersion: operators.coreos.com/v1alpha1\nkind: Subscription\nmetadata:\n  name: a\n  namespace: openshift-operators\nspec:\n  channel: stable\n  name: servicemeshoperator3\n  source: redhat-operators\n  sourceNamespace: openshift-marketplace\n',
      'apiVersion: sailoperator.io/v1\nkind: Istio\nmetadata:\n  name: default\nspec:\n  namespace: istio-system\n',
    ];
    for (const example of examples) assert.deepEqual((await manifestProblems(example)).problems, [], example);
    assert.equal((await manifestProblems(good)).objects, 2);
  });

  it('the check finds a wrong field type, a selector that misses its pods, an unknown kind and bad YAML', async () => {
    const stringPort = await manifestProblems(good.replace('containerPort: 8000', 'containerPort: "8000"'));
    assert.equal(stringPort.problems.length, 1);
    assert.match(stringPort.problems[0].message, /apps\/v1 Deployment "hello-web": spec\.template\.spec\.containers\.0\.ports\.0\.containerPort must be integer/);
    assert.equal(stringPort.problems[0].line, 19);

    const selector = await manifestProblems(good.replace('      labels:\n        app: hello-web', '      labels:\n        app: hello'));
    assert.equal(selector.problems.length, 1);
    assert.match(selector.problems[0].message, /spec\.selector\.matchLabels has app: hello-web, but spec\.template\.metadata\.labels has app: hello/);

    const unknown = await manifestProblems('apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: a\n');
    assert.match(unknown.problems[0].message, /no schema for example\.com\/v1 Widget.*add a schema/);
    const misspelt = await manifestProblems('apiVersion: apps/v1\nkind: Deploymnet\nmetadata:\n  name: a\n');
    assert.match(misspelt.problems[0].message, /no schema for apps\/v1 Deploymnet/);
    const onlyKind = await manifestProblems('kind: Pod\nmetadata:\n  name: a\n');
    assert.match(onlyKind.problems[0].message, /needs both apiVersion and kind/);

    const badYaml = await manifestProblems('apiVersion: v1\nkind: Pod\nmetadata:\n  name: a\n   labels: x\n');
    assert.match(badYaml.problems[0].message, /not valid YAML/);
    assert.deepEqual((await manifestProblems('a: [\n', false)).problems, [], 'an unsaved YAML block that is no manifest may be a fragment');
  });

  it('the check finds a bad Istio, OpenShift, OLM and Sail Operator object', async () => {
    const virtualService = await manifestProblems('apiVersion: networking.istio.io/v1\nkind: VirtualService\nmetadata:\n  name: a\nspec:\n  hosts: hello-web\n  http:\n    - route:\n        - destination:\n            host: hello-web\n          weight: heavy\n');
    assert.deepEqual(
      virtualService.problems.map((problem) => problem.message.replace(/\. Fix:.*/, '')),
      ['networking.istio.io/v1 VirtualService "a": spec.hosts must be array', 'networking.istio.io/v1 VirtualService "a": spec.http.0.route.0.weight must be integer'],
    );
    const buildConfig = await manifestProblems('apiVersion: build.openshift.io/v1\nkind: BuildConfig\nmetadata:\n  name: a\nspec:\n  source:\n    type: Binary\n  output:\n    to: hello-web:1.0\n');
    assert.deepEqual(
      buildConfig.problems.map((problem) => problem.message.replace(/\. Fix:.*/, '')),
      ['build.openshift.io/v1 BuildConfig "a": spec must have required property \'strategy\'', 'build.openshift.io/v1 BuildConfig "a": spec.output.to must be object'],
    );
    assert.equal(buildConfig.problems[0].line, 5, "a missing field is reported on the line of its parent key");
    assert.equal(buildConfig.problems[1].line, 9);
    const subscription = await manifestProblems('apiVersion: operators.coreos.com/v1alpha1\nkind: Subscription\nmetadata:\n  name: a\nspec:\n  channel: stable\n');
    assert.match(subscription.problems[0].message, /Subscription "a": spec must have required property/);
    const istio = await manifestProblems('apiVersion: sailoperator.io/v1\nkind: Istio\nmetadata:\n  name: default\nspec:\n  updateStrategy:\n    type: Sideways\n');
    assert.match(istio.problems[0].message, /spec\.updateStrategy\.type must be equal to one of the allowed values \(InPlace, RevisionBased\)/);
  });
});

describe('Dockerfiles in the lessons', () => {
  it(`pass dockerfile-utils and name a version in each FROM (${dockerfileBlocks.length} Dockerfiles)`, () => {
    const problems: string[] = [];
    for (const block of dockerfileBlocks) {
      for (const problem of dockerfileProblems(block.code.value)) problems.push(where(block, problem));
    }
    assert.deepEqual(problems, []);
  });

  it('the check passes a good Dockerfile and finds a missing tag, latest and an unknown instruction', () => {
    assert.deepEqual(dockerfileProblems('FROM python:3.13-slim\nWORKDIR /app\nCOPY app.py .\nEXPOSE 8000\nCMD ["python", "app.py"]\n'), []);
    assert.deepEqual(dockerfileProblems('FROM --platform=linux/amd64 golang:1.25 AS build\nRUN go version\nFROM scratch\nCOPY --from=build /x /x\n'), []);
    assert.deepEqual(dockerfileProblems('FROM registry.example.com:5000/team/app:2.1\n'), []);

    const noTag = dockerfileProblems('FROM python\nCMD ["python"]\n');
    assert.equal(noTag.length, 1);
    assert.match(noTag[0].message, /FROM python names no tag.*project rule/);
    assert.match(dockerfileProblems('FROM registry.example.com:5000/python\n')[0].message, /names no tag/);
    assert.match(dockerfileProblems('FROM python:latest\n')[0].message, /tag latest/);

    const unknown = dockerfileProblems('FROM python:3.13-slim\nCOPPY app.py .\n');
    assert.equal(unknown[0].line, 2);
    assert.match(unknown[0].message, /error from dockerfile-utils: Unknown instruction: COPPY/);
    assert.match(dockerfileProblems('FROM python:3.13-slim\nWORKDIR app\n')[0].message, /warning from dockerfile-utils/);
  });

  it('finds the Dockerfile blocks by language and by file name', () => {
    const code = (lang: string | null, meta: string | null): Code => ({type: 'code', lang, meta, value: ''});
    assert.equal(isDockerfileBlock(code('dockerfile', null)), true);
    assert.equal(isDockerfileBlock(code('text', 'title="web/Dockerfile" save')), true);
    assert.equal(isDockerfileBlock(code(null, 'title="build.Dockerfile"')), true);
    assert.equal(isDockerfileBlock(code('text', 'title="Dockerfile.md"')), false);
    assert.equal(isYamlBlock(code('text', 'title="k8s/a.yaml" save')), true);
    assert.equal(isYamlBlock(code('yaml', null)), true);
  });
});

/** The Kubernetes version kubernetes-validate checks against: the newest it knows, today's release. */
const KUBERNETES_VERSION = '1.37.0';
const STRICT_REQUIREMENTS = 'tests/kubernetes-validate-requirements.txt';
const STRICT_VENV = path.join(siteDir, '.cache', 'kubernetes-validate');

/** kubernetes-validate in a virtual environment of its own, installed (again) when the pinned versions change. */
function kubernetesValidate(): string {
  const wanted = fs.readFileSync(STRICT_REQUIREMENTS, 'utf8');
  const stamp = path.join(STRICT_VENV, 'installed-requirements.txt');
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== wanted) {
    fs.rmSync(STRICT_VENV, {recursive: true, force: true});
    execFileSync('python3', ['-m', 'venv', STRICT_VENV], {stdio: 'inherit'});
    execFileSync(path.join(STRICT_VENV, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', '--no-deps', '-r', STRICT_REQUIREMENTS], {stdio: 'inherit'});
    fs.writeFileSync(stamp, wanted);
  }
  return path.join(STRICT_VENV, 'bin', 'kubernetes-validate');
}

/**
 * What kubernetes-validate --strict says of some YAML texts, by index of the
 * text: its ERROR lines. Kinds it has no schema for (Istio, OpenShift) are
 * left to the schema check above.
 */
function strictProblems(texts: string[]): Map<number, string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'easy-programming-manifests-'));
  try {
    const files = texts.map((text, index) => {
      const file = path.join(dir, `block-${index}.yaml`);
      fs.writeFileSync(file, text);
      return file;
    });
    const result = spawnSync(kubernetesValidate(), ['--strict', '--quiet', '--no-warn', '-k', KUBERNETES_VERSION, ...files], {encoding: 'utf8'});
    if (result.error) throw result.error;
    const found = new Map<number, string[]>();
    for (const line of `${result.stdout}\n${result.stderr}`.split('\n')) {
      const match = /^ERROR (\S+?block-(\d+)\.yaml) (.*)$/.exec(line);
      if (!match) continue;
      const index = Number(match[2]);
      found.set(index, [...(found.get(index) ?? []), match[3].replace(`${match[1]} `, '')]);
    }
    if (result.status !== 0 && found.size === 0) throw new Error(`kubernetes-validate failed:\n${result.stdout}${result.stderr}`);
    return found;
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

describe('Kubernetes objects in the lessons, strictly', () => {
  const manifests = yamlBlocks.filter(({code}) => looksLikeManifest(code.value));

  it(`pass kubernetes-validate --strict for Kubernetes ${KUBERNETES_VERSION} (${manifests.length} YAML blocks)`, () => {
    const found = strictProblems(manifests.map(({code}) => code.value));
    const problems = [...found].flatMap(([index, messages]) =>
      messages.map((message) => where(manifests[index], {line: 1, message: `${message}. Fix the field's name or place (see kubectl explain KIND.FIELD).`})),
    );
    assert.deepEqual(problems, [], problems.join('\n'));
  });

  it('the strict check finds a misspelt field name, and passes the same object spelt right', () => {
    const good = 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: hello\nspec:\n  containers:\n    - name: hello\n      image: hello-web:1.0\n      ports:\n        - containerPort: 8000\n';
    const found = strictProblems([good, good.replace('      ports:', '      imagePulPolicy: IfNotPresent\n      ports:')]);
    assert.equal(found.has(0), false);
    assert.match(found.get(1)?.join('\n') ?? '', /'imagePulPolicy' was unexpected/);
  });
});
