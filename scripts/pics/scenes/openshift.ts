/**
 * Pictures of the Red Hat OpenShift lessons that are not terminal sessions or
 * editor windows: diagrams of the ideas (what OpenShift adds, a Route, the
 * build flow, an operator's loop, a service mesh, Istio's traffic split) and
 * the OpenShift web console, drawn in its own look (dark masthead, dark side
 * menu, white page). No password, token or pull secret appears in any of them.
 */
import {BLUE, box, down, frame, GREEN, GREY, note, ORANGE, PURPLE, row} from '../parts';
import type {Scene} from '../templates';

const RED = '#c9190b';

const arrow = (symbol = '&#8594;', color = BLUE) => `<div style="font-size:26px;color:${color};font-weight:700;flex:none">${symbol}</div>`;
const right = arrow();
/** A numbered step of a flow: a circle with the number over a box. */
const numbered = (n: number, title: string, text: string, color = BLUE) =>
  `<div style="flex:1;display:flex;flex-direction:column;align-items:center;gap:6px"><div style="width:30px;height:30px;border-radius:50%;background:${color};color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center;font-size:16px">${n}</div>${box(title, text, color, 'width:100%;min-height:112px')}</div>`;

/* ---------- The OpenShift web console, drawn ---------- */

const CONSOLE_CSS = `<style>
.ocp{margin:-26px -30px -30px;min-height:470px;background:#fff;color:#151515;font-size:16px;line-height:1.4;display:grid;grid-template-columns:200px 1fr;grid-template-rows:auto 1fr}
.ocp-top{grid-column:1/3;display:flex;align-items:center;gap:14px;background:#1f1f1f;color:#fff;padding:9px 16px;font-size:15px}
.ocp-logo{font-weight:700;font-size:18px}.ocp-logo b{color:#ee0000}
.ocp-top .sp{flex:1}
.ocp-nav{background:#212427;color:#e0e0e0;padding:10px 0;font-size:16px}
.ocp-nav div{padding:7px 16px}.ocp-nav .on{background:#35393d;border-left:4px solid #ee0000;padding-left:12px;color:#fff;font-weight:600}
.ocp-nav .sub{padding:4px 16px 4px 30px;font-size:15px;color:#c7c7c7}
.ocp-main{padding:14px 20px}
.ocp-proj{display:inline-block;border:1px solid #8a8d90;border-radius:6px;padding:3px 12px;margin-bottom:12px;font-size:15px}
.ocp-h1{font-size:24px;font-weight:700;margin-bottom:12px}
.ocp-card{border:1px solid #d2d2d2;border-radius:10px;padding:12px 14px;margin-bottom:12px}
.ocp-card h2{font-size:17px;font-weight:700;margin-bottom:6px}
.ocp-hl{outline:4px solid #f5a623;outline-offset:2px;border-radius:6px}
</style>`;

const webConsole: Scene = {
  kind: 'browser',
  name: 'openshift-overview-web-console',
  url: 'https://console-openshift-console.apps-crc.testing/k8s/cluster/projects',
  tabTitle: 'Projects · OpenShift',
  body: `${CONSOLE_CSS}<div class="ocp">
<div class="ocp-top"><span class="ocp-logo"><b>Red Hat</b> OpenShift</span><span class="sp"></span><span class="ocp-hl" style="padding:0 6px">?</span><span>developer &#9662;</span></div>
<div class="ocp-nav ocp-hl" style="outline-offset:-4px">
<div class="on">Home</div><div class="sub" style="color:#fff">Projects</div><div class="sub">Search</div>
<div>Ecosystem</div><div>Workloads</div><div class="sub">Topology</div><div class="sub">Pods</div><div class="sub">Deployments</div>
<div>Networking</div><div class="sub">Services</div><div class="sub">Routes</div><div>Builds</div><div>Observe</div></div>
<div class="ocp-main"><div class="ocp-proj ocp-hl">Project: All Projects &#9662;</div><div class="ocp-h1">Projects</div>
<div class="ocp-card"><h2>No projects yet</h2><div>Projects keep the apps of a team or a task apart. Make one with the <b>Create Project</b> button, or with <span class="mono">oc new-project</span>.</div></div>
<div style="display:inline-block;background:#0066cc;color:#fff;border-radius:6px;padding:6px 16px;font-weight:600">Create Project</div></div>
</div>`,
};

/* ---------- Istio's traffic split ---------- */

const split = (label: string, v1: number, v2: number) => {
  const bar = (value: number, color: string, text: string) =>
    value === 0 ? '' : `<div style="flex:${value};background:${color};color:#fff;font-weight:700;font-size:17px;display:flex;align-items:center;justify-content:center;min-width:${value < 10 ? 44 : 0}px">${text}</div>`;
  return `<div style="display:grid;grid-template-columns:120px 1fr;align-items:center;gap:12px;margin-bottom:12px">
  <div style="font-weight:700;font-size:18px">${label}</div>
  <div style="display:flex;height:44px;border-radius:8px;overflow:hidden;border:2px solid #d0d4d9">${bar(v1, BLUE, `v1: ${v1} %`)}${bar(v2, GREEN, v2 < 10 ? `${v2} %` : `v2: ${v2} %`)}</div></div>`;
};

export const scenes: Scene[] = [
  /* ===== /red-hat-openshift/overview ===== */
  {
    kind: 'diagram',
    name: 'openshift-overview-what-it-adds',
    title: 'OpenShift: Kubernetes with more on top',
    body: `${frame(
      'Red Hat OpenShift adds',
      `${row(box('Web console', 'a website for your cluster', RED), box('oc tool', 'kubectl and more', RED), box('Builds', 'code to image, in the cluster', RED))}<div style="height:10px"></div>${row(
        box('Routes', 'a web address for your app', RED),
        box('Operators', 'programs that run software for you', RED),
        box('Safer defaults', 'no root, projects kept apart', RED),
      )}`,
      RED,
    )}<div style="height:12px"></div>${box('Kubernetes', 'pods, Deployments, Services, namespaces: all that you know', BLUE, 'padding:16px')}${note('Red Hat tests each OpenShift 4 release as a whole and sells support for it.')}`,
  },
  webConsole,
  {
    kind: 'diagram',
    name: 'openshift-overview-route-path',
    title: 'A Route gives a Service a public address',
    body: `${row(
      box('1. Browser', 'opens hello-web-hello-web.apps-crc.testing', GREY),
      right,
      box('2. Router', 'OpenShift’s web server for the whole cluster', RED),
      right,
      box('3. Route', 'this host name goes to the Service hello-web', RED),
      right,
      box('Service', 'hello-web, port 80', BLUE),
    )}<div style="height:8px"></div>${row(
      '<div style="flex:3"></div>',
      frame('4. Pods answer', `${row(box('pod', '', GREEN), box('pod', '', GREEN), box('pod', '', GREEN))}`, GREEN, 'flex:1.4'),
    )}${note('Inside the cluster, the Service is enough. From outside, visitors need a Route, and the router passes them on.')}`,
  },

  /* ===== /red-hat-openshift/build ===== */
  {
    kind: 'diagram',
    name: 'openshift-build-flow',
    title: 'The OpenShift build flow: from your code to a running app',
    body: `${row(
      numbered(1, 'Source', 'Git repository or your folder', GREY),
      right,
      numbered(2, 'BuildConfig', 'the recipe', RED),
      right,
      numbered(3, 'Build', 'Docker (Dockerfile) or S2I (no Dockerfile)', RED),
    )}<div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:40px"><div></div><div></div><div>${down}</div></div>${row(
      numbered(6, 'Route', 'a web address for visitors', RED),
      arrow('&#8592;'),
      numbered(5, 'Deployment', 'runs pods from the image', BLUE),
      arrow('&#8592;'),
      numbered(4, 'ImageStream', 'hello-web:1.0 in OpenShift’s registry', RED),
    )}${note('Triggers, such as a GitHub webhook, start step 3 by themselves when new code arrives.')}`,
  },

  /* ===== /red-hat-openshift/operators ===== */
  {
    kind: 'diagram',
    name: 'openshift-operators-control-loop',
    title: 'An operator works in a loop, like a thermostat',
    body: `${row(
      box('You write a custom resource', 'for example: one Istio control plane, named default', GREY, 'flex:1'),
      right,
      frame(
        'The operator, in a loop',
        `${row(box('1. Watch', 'its resources and their parts', PURPLE), right, box('2. Compare', 'what you asked for with what runs', PURPLE), right, box('3. Act', 'make, change or repair parts', PURPLE))}<div style="text-align:center;font-size:17px;color:${PURPLE};font-weight:700;margin-top:8px">&#8634; and again, all the time</div>`,
        PURPLE,
        'flex:2.6',
      ),
    )}<div style="height:12px"></div>${row(
      box('Software catalog', 'operators from Red Hat, partners and the community', ORANGE),
      right,
      box('Operator Lifecycle Manager', 'installs an operator from a Subscription and keeps it up to date', ORANGE),
    )}`,
  },

  /* ===== /red-hat-openshift/istio ===== */
  {
    kind: 'diagram',
    name: 'istio-service-mesh-sidecars',
    title: 'A service mesh: a proxy beside each app, and one control plane',
    body: `${row(
      box('Visitors', 'from outside the cluster', GREY, 'flex:0.8'),
      right,
      box('Gateway', 'an Envoy proxy at the edge of the mesh', GREEN, 'flex:1'),
      right,
      frame(
        'Pods in the mesh',
        `${row(
          frame('pod', `${box('app', 'hello-web', BLUE)}<div style="height:6px"></div>${box('Envoy', 'sidecar proxy', GREEN)}`, GREY, 'flex:1'),
          arrow('&#8596;', GREEN),
          frame('pod', `${box('app', 'another service', BLUE)}<div style="height:6px"></div>${box('Envoy', 'sidecar proxy', GREEN)}`, GREY, 'flex:1'),
        )}`,
        GREEN,
        'flex:2.4',
      ),
    )}<div style="height:12px"></div>${row(
      box('Control plane: istiod', 'sends the rules (VirtualService, DestinationRule) to every proxy', PURPLE, 'flex:2'),
      box('IstioCNI', 'sends each pod’s traffic through its Envoy proxy', ORANGE),
    )}${note('On OpenShift, Istio comes as <b>OpenShift Service Mesh</b>, installed by its operator.')}`,
  },
  {
    kind: 'diagram',
    name: 'istio-traffic-split-5-50-100',
    title: 'A canary rollout: 5 %, then 50 %, then 100 % to version 2',
    body: `<div style="display:flex;gap:16px;margin-bottom:14px;font-size:17px"><span><b style="color:${BLUE}">&#9632;</b> v1: hello-web:1.0</span><span><b style="color:${GREEN}">&#9632;</b> v2: hello-web:2.0</span></div>
${split('Start', 100, 0)}${split('Step 1', 95, 5)}${split('Step 2', 50, 50)}${split('Step 3', 0, 100)}
${note('You change only the <b>weight</b> lines of the VirtualService and apply it. The pods stay the same. If v2 shows errors, set its weight back to 0.')}`,
  },
];
