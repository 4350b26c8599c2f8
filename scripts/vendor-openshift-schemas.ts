/**
 * `npx tsx scripts/vendor-openshift-schemas.ts --openshift-api DIR --operator-framework-api DIR --sail-operator DIR`
 * writes the JSON schemas tests/unit/manifests.test.ts checks OpenShift,
 * OLM and Sail Operator objects against (no npm package ships them):
 *
 * - tests/unit/schemas/openshift.json: the definitions of the OpenShift kinds
 *   in OPENSHIFT_KINDS, with every definition they reference ($ref, also the
 *   io.k8s.* ones), from openapi/openapi.json of github.com/openshift/api;
 * - tests/unit/schemas/olm.json: the openAPIV3Schema of each served version
 *   of the OLM CRDs in CRDS (github.com/operator-framework/api, crds/);
 * - tests/unit/schemas/sail-operator.json: the same for the Istio and
 *   IstioCNI CRDs of github.com/istio-ecosystem/sail-operator (chart/crds/),
 *   the operator of OpenShift Service Mesh 3.
 *
 * Each DIR is a clone of that repository (a bare one will do); add `@REF` to
 * read a tag or commit instead of HEAD (`--sail-operator ../sail-operator@1.30.0`).
 * Each file has the same shape: `definitions`, and `x-kinds`, which maps
 * "apiVersion kind" to the name of its definition. The string descriptions
 * are left out, they make the files large and play no part in validation.
 * Two definitions of the Kubernetes OpenAPI v2 document say less than the API
 * server accepts, and are widened (see `WIDENED`). See tests/unit/schemas/README.md.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {parse} from 'yaml';

type Schema = Record<string, unknown>;

/** The OpenShift kinds to vendor: apiVersion, kind. Add a kind here when a lesson uses one. */
export const OPENSHIFT_KINDS: [apiVersion: string, kind: string][] = [
  ['apps.openshift.io/v1', 'DeploymentConfig'],
  ['build.openshift.io/v1', 'BuildConfig'],
  ['image.openshift.io/v1', 'ImageStream'],
  ['image.openshift.io/v1', 'ImageStreamTag'],
  ['project.openshift.io/v1', 'ProjectRequest'],
  ['route.openshift.io/v1', 'Route'],
  ['template.openshift.io/v1', 'Template'],
];

/** The CRD files to vendor, by repository option and output file. */
export const CRDS: {option: string; repository: string; out: string; files: string[]}[] = [
  {
    option: 'operator-framework-api',
    repository: 'github.com/operator-framework/api',
    out: 'tests/unit/schemas/olm.json',
    files: ['crds/operators.coreos.com_subscriptions.yaml', 'crds/operators.coreos.com_operatorgroups.yaml'],
  },
  {
    option: 'sail-operator',
    repository: 'github.com/istio-ecosystem/sail-operator',
    out: 'tests/unit/schemas/sail-operator.json',
    files: ['chart/crds/sailoperator.io_istios.yaml', 'chart/crds/sailoperator.io_istiocnis.yaml'],
  },
];

/**
 * The OpenAPI v2 document types IntOrString and Quantity as strings, but the
 * API server also takes numbers there (`targetPort: 8080`, `cpu: 1`).
 */
const WIDENED: Record<string, Schema> = {
  'io.k8s.apimachinery.pkg.util.intstr.IntOrString': {'x-kubernetes-int-or-string': true, anyOf: [{type: 'integer'}, {type: 'string'}]},
  'io.k8s.apimachinery.pkg.api.resource.Quantity': {anyOf: [{type: 'number'}, {type: 'string'}]},
};

/** `com.github.openshift.api.build.v1.BuildConfig` for build.openshift.io/v1 BuildConfig. */
export function openshiftDefinitionName(apiVersion: string, kind: string): string {
  const [group, version] = apiVersion.split('/');
  return `com.github.openshift.api.${group.split('.')[0]}.${version}.${kind}`;
}

/** A copy of a schema without its string `description`s (a property called description is an object, and stays). */
export function withoutDescriptions(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDescriptions);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, child]) => !(key === 'description' && typeof child === 'string'))
      .map(([key, child]) => [key, withoutDescriptions(child)]),
  );
}

/** The names of the definitions a schema refers to (`#/definitions/NAME`). */
function references(schema: unknown): string[] {
  const names: string[] = [];
  JSON.stringify(schema, (key, value) => {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/definitions/')) names.push(value.slice('#/definitions/'.length));
    return value;
  });
  return names;
}

/** The definitions the kinds need: theirs and, transitively, all they refer to. */
export function openshiftSchemas(openapi: {definitions: Record<string, Schema>}, kinds: [string, string][]): Schema {
  const definitions: Record<string, unknown> = {};
  const xKinds: Record<string, string> = {};
  const queue: string[] = [];
  for (const [apiVersion, kind] of kinds) {
    const name = openshiftDefinitionName(apiVersion, kind);
    if (!openapi.definitions[name]) throw new Error(`${apiVersion} ${kind}: openapi.json has no definition ${name}`);
    xKinds[`${apiVersion} ${kind}`] = name;
    queue.push(name);
  }
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (name in definitions) continue;
    const definition = openapi.definitions[name];
    if (!definition) throw new Error(`openapi.json has no definition ${name}`);
    definitions[name] = WIDENED[name] ?? withoutDescriptions(definition);
    queue.push(...references(definition));
  }
  const sorted = Object.fromEntries(Object.entries(definitions).sort(([a], [b]) => a.localeCompare(b)));
  return {'x-kinds': xKinds, definitions: sorted};
}

type Crd = {
  spec: {group: string; names: {kind: string}; versions: {name: string; served: boolean; schema?: {openAPIV3Schema?: Schema}}[]};
};

/** The schema of each served version of some CRDs. */
export function crdSchemas(crds: Crd[]): Schema {
  const definitions: Record<string, unknown> = {};
  const xKinds: Record<string, string> = {};
  for (const crd of crds) {
    for (const version of crd.spec.versions) {
      if (!version.served) continue;
      const apiVersion = `${crd.spec.group}/${version.name}`;
      const schema = version.schema?.openAPIV3Schema;
      if (!schema) throw new Error(`${apiVersion} ${crd.spec.names.kind}: the CRD has no openAPIV3Schema`);
      const name = `${crd.spec.group}.${version.name}.${crd.spec.names.kind}`;
      definitions[name] = withoutDescriptions(schema);
      xKinds[`${apiVersion} ${crd.spec.names.kind}`] = name;
    }
  }
  return {'x-kinds': xKinds, definitions};
}

/** A file of a repository at a ref: DIR or DIR@REF. */
function gitShow(repository: string, file: string): string {
  const [dir, ref = 'HEAD'] = repository.split('@');
  return execFileSync('git', ['-C', dir, 'show', `${ref}:${file}`], {encoding: 'utf8', maxBuffer: 1 << 30});
}

function gitCommit(repository: string): string {
  const [dir, ref = 'HEAD'] = repository.split('@');
  return execFileSync('git', ['-C', dir, 'rev-parse', `${ref}^{commit}`], {encoding: 'utf8'}).trim();
}

function write(file: string, source: string, schema: Schema): void {
  const out = {$comment: `Vendored by scripts/vendor-openshift-schemas.ts from ${source}. Do not edit; see tests/unit/schemas/README.md.`, ...schema};
  fs.writeFileSync(file, `${JSON.stringify(out, null, 1)}\n`);
  console.log(`${file}: ${Object.keys(schema['x-kinds'] as object).join(', ')} (${Object.keys(schema.definitions as object).length} definitions)`);
}

function main(): void {
  const options = new Map<string, string>();
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index += 2) options.set(args[index].replace(/^--/, ''), args[index + 1]);
  for (const option of ['openshift-api', ...CRDS.map((crd) => crd.option)]) {
    if (!options.get(option)) throw new Error(`--${option} DIR[@REF] is missing: a clone of that repository`);
  }
  const openshiftApi = options.get('openshift-api') as string;
  const openapi = JSON.parse(gitShow(openshiftApi, 'openapi/openapi.json'));
  write(
    'tests/unit/schemas/openshift.json',
    `github.com/openshift/api openapi/openapi.json at ${gitCommit(openshiftApi)}`,
    openshiftSchemas(openapi, OPENSHIFT_KINDS),
  );
  for (const {option, repository, out, files} of CRDS) {
    const clone = options.get(option) as string;
    const crds = files.map((file) => parse(gitShow(clone, file)) as Crd);
    write(out, `${repository} ${files.join(', ')} at ${gitCommit(clone)}`, crdSchemas(crds));
  }
}

if (process.argv[1]?.endsWith('vendor-openshift-schemas.ts')) main();
