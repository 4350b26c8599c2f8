/**
 * Pictures of the container orchestration and Kubernetes lessons (overview,
 * Kubernetes overview, objects, architecture) that are not terminal sessions
 * or editor windows: diagrams of the ideas. Each names exactly the parts the
 * lesson's text names.
 */
import {BLUE, down, frame, GREEN, GREY, ORANGE, PURPLE} from '../parts';
import type {Scene} from '../templates';

const RED = '#cf222e';

/** A box with a title and an optional line of text under it. */
const box = (title: string, text = '', color = BLUE, extra = '') =>
  `<div style="flex:1;border:2px solid ${color};border-radius:10px;padding:9px 10px;text-align:center;background:#fff;${extra}"><div style="font-weight:700;color:${color};font-size:18px">${title}</div>${
    text ? `<div style="font-size:16px;color:#333;margin-top:4px">${text}</div>` : ''
  }</div>`;
const arrow = (symbol = '&#8594;', color = BLUE) =>
  `<div style="font-size:26px;color:${color};font-weight:700;flex:none">${symbol}</div>`;
const right = arrow();
const row = (items: string[], gap = 10) => `<div style="display:flex;align-items:center;gap:${gap}px">${items.join('')}</div>`;
const note = (text: string) => `<p style="margin-top:14px;font-size:17px;color:#333;text-align:center">${text}</p>`;
/** A small container chip: the app's name in a rounded box. */
const chip = (label: string, color = GREEN, extra = '') =>
  `<div style="display:inline-block;border:2px solid ${color};background:${color}14;color:${color};border-radius:8px;padding:3px 8px;font-size:16px;font-weight:700;margin:3px;white-space:nowrap;${extra}">${label}</div>`;
/** A machine (server) with containers on it. */
const machine = (name: string, chips: string, color = GREY, extra = '') =>
  `<div style="flex:1;border:2px solid ${color};border-radius:10px;background:#f6f8fa;padding:8px 8px 10px;min-height:118px;${extra}"><div style="font-weight:700;font-size:16px;color:${color};margin-bottom:6px">${name}</div>${chips}</div>`;
/** A pod: a rounded frame around one or more containers. */
const pod = (name: string, containers: string[], color = PURPLE) =>
  `<div style="border:2px solid ${color};border-radius:14px;padding:6px 8px;background:#fbf8ff;text-align:center;flex:1"><div style="font-size:16px;font-weight:700;color:${color}">${name}</div>${containers
    .map((label) => chip(label))
    .join('')}</div>`;

/* ---------- The cluster, drawn in the architecture lesson ---------- */

const controlPlaneParts = (strong: boolean) => {
  const size = strong ? '' : 'padding:6px 8px;';
  return `<div style="display:grid;grid-template-columns:1fr 1fr;gap:8px">
  ${box('API server', strong ? 'kube-apiserver: the front door; every request goes through it' : '', BLUE, size)}
  ${box('etcd', strong ? 'the memory: stores every object and its state' : '', BLUE, size)}
  ${box('Scheduler', strong ? 'kube-scheduler: picks a node for each new pod' : '', BLUE, size)}
  ${box('Controller manager', strong ? 'kube-controller-manager: fixes the difference between wish and reality' : '', BLUE, size)}
  <div style="grid-column:1 / span 2">${box('Cloud controller manager', strong ? 'talks to a cloud provider: its machines, load balancers and disks (not in minikube)' : '', BLUE, size)}</div>
</div>`;
};

const workerNode = (name: string, strong: boolean, pods: string) =>
  `<div style="flex:1;border:2px solid ${GREEN};border-radius:12px;padding:8px 10px 10px;background:#f3fbf5">
  <div style="font-weight:700;color:${GREEN};font-size:18px;margin-bottom:6px">${name}</div>
  <div style="display:flex;flex-direction:column;gap:6px">
    ${box('kubelet', strong ? 'the node\'s agent: starts the pods it is given, reports back' : '', GREEN, 'padding:5px 8px')}
    ${box('kube-proxy', strong ? 'passes network traffic to the right pods' : '', GREEN, 'padding:5px 8px')}
    ${box('Container runtime', strong ? 'containerd or CRI-O: runs the containers' : '', GREEN, 'padding:5px 8px')}
    <div style="display:flex;gap:6px">${pods}</div>
  </div>
</div>`;

/* ---------- The installation lesson's first two steps, drawn for one system ---------- */

/** The app folder, where the installation lesson's terminal works. */
const APP = '~/containers/hello-web';
/** The macOS lines of the lesson's blocks only: a learner's terminal shows one system's commands, not all three. */
const INSTALL_KUBECTL_MAC = [
  {cwd: '~', command: 'cd ~/containers/hello-web', output: ''},
  {cwd: APP, command: 'ls', output: 'Dockerfile  app.py'},
  {cwd: APP, command: 'curl -LO "https://dl.k8s.io/release/$(curl -L -s https://dl.k8s.io/release/stable.txt)/bin/darwin/arm64/kubectl"', output: ''},
  {cwd: APP, command: 'chmod +x ./kubectl', output: ''},
  {cwd: APP, command: 'sudo mv ./kubectl /usr/local/bin/kubectl', output: ''},
  {cwd: APP, command: 'sudo chown root: /usr/local/bin/kubectl', output: ''},
  {cwd: APP, command: 'kubectl version --client', output: 'Client Version: v1.37.0\nKustomize Version: v5.8.1'},
];
const INSTALL_MINIKUBE_MAC = [
  {cwd: APP, command: 'curl -LO https://github.com/kubernetes/minikube/releases/latest/download/minikube-darwin-arm64', output: ''},
  {cwd: APP, command: 'sudo install minikube-darwin-arm64 /usr/local/bin/minikube', output: ''},
  {cwd: APP, command: 'rm minikube-darwin-arm64', output: ''},
  {cwd: APP, command: 'minikube version', output: 'minikube version: v1.39.0\ncommit: 7a9f6a841470a207de8cf4bafcccee0969d8ba10'},
];

/** Linux's lines of the same blocks. */
const INSTALL_KUBECTL_LINUX = [
  ...INSTALL_KUBECTL_MAC.slice(0, 2),
  {cwd: APP, command: 'curl -LO "https://dl.k8s.io/release/$(curl -L -s https://dl.k8s.io/release/stable.txt)/bin/linux/amd64/kubectl"', output: ''},
  {cwd: APP, command: 'sudo install -o root -g root -m 0755 kubectl /usr/local/bin/kubectl', output: ''},
  {cwd: APP, command: 'rm kubectl', output: ''},
  INSTALL_KUBECTL_MAC[INSTALL_KUBECTL_MAC.length - 1],
];
const INSTALL_MINIKUBE_LINUX = [
  {cwd: APP, command: 'curl -LO https://github.com/kubernetes/minikube/releases/latest/download/minikube-linux-amd64', output: ''},
  {cwd: APP, command: 'sudo install minikube-linux-amd64 /usr/local/bin/minikube', output: ''},
  {cwd: APP, command: 'rm minikube-linux-amd64', output: ''},
  INSTALL_MINIKUBE_MAC[INSTALL_MINIKUBE_MAC.length - 1],
];
/**
 * On Windows, winget installs each one in a window of its own making; the
 * picture is the check in the new terminal after it (VS Code opened again),
 * as the lesson's Windows tab says.
 */
const INSTALL_KUBECTL_WINDOWS = [INSTALL_KUBECTL_MAC[0], INSTALL_KUBECTL_MAC[INSTALL_KUBECTL_MAC.length - 1]];
const INSTALL_MINIKUBE_WINDOWS = [{cwd: '~', command: 'cd ~/containers/hello-web', output: ''}, INSTALL_MINIKUBE_MAC[INSTALL_MINIKUBE_MAC.length - 1]];

export const scenes: Scene[] = [
  /* ===== /advanced-topics/container/container-orchestration/kubernetes/installation-&-operation ===== */
  // The Mac's install commands: drawn once, in a Mac's Terminal.
  // Each system's own lines (the step's tab for that system), each drawn as that system's terminal.
  {kind: 'terminal', name: 'kubernetes-install-kubectl', lines: INSTALL_KUBECTL_WINDOWS, system: 'windows'},
  {kind: 'terminal', name: 'kubernetes-install-kubectl.macos', lines: INSTALL_KUBECTL_MAC, system: 'mac'},
  {kind: 'terminal', name: 'kubernetes-install-kubectl.linux', lines: INSTALL_KUBECTL_LINUX, system: 'linux'},
  {kind: 'terminal', name: 'kubernetes-install-minikube', lines: INSTALL_MINIKUBE_WINDOWS, system: 'windows'},
  {kind: 'terminal', name: 'kubernetes-install-minikube.macos', lines: INSTALL_MINIKUBE_MAC, system: 'mac'},
  {kind: 'terminal', name: 'kubernetes-install-minikube.linux', lines: INSTALL_MINIKUBE_LINUX, system: 'linux'},

  /* ===== /advanced-topics/container/container-orchestration/overview ===== */
  {
    kind: 'diagram',
    name: 'orchestration-overview-by-hand',
    title: 'Many containers on many machines, looked after by hand',
    body: `${row([
      machine('Machine 1', chip('shop') + chip('shop') + chip('login')),
      machine('Machine 2', chip('shop', RED, 'text-decoration:line-through') + chip('search', RED, 'text-decoration:line-through') + `<div style="font-size:16px;color:${RED};font-weight:700;margin-top:6px">Stopped at 3 a.m.</div>`, RED),
      machine('Machine 3', chip('search') + chip('payments') + chip('login')),
      machine('Machine 4', `<div style="font-size:16px;color:${GREY}">Empty: nobody put anything here</div>`),
    ])}
<div style="display:flex;gap:12px;margin-top:16px">
  ${box('Which machine has room?', '', ORANGE)}
  ${box('Who restarts the stopped ones?', '', ORANGE)}
  ${box('How to add copies when it gets busy?', '', ORANGE)}
</div>
${note('With a few containers you can do it yourself. With hundreds, you need a tool.')}`,
  },
  {
    kind: 'diagram',
    name: 'orchestration-overview-what-it-does',
    title: 'You say what you want; the orchestrator makes it so',
    body: `${row([
      box('You', 'write your wish: "3 copies of hello-web, port 8000"', PURPLE, 'flex:0.9'),
      right,
      box('Orchestrator', 'reads the wish, then watches and acts, day and night', BLUE, 'flex:1'),
      right,
      frame('Your machines', `${row([machine('Machine 1', chip('hello-web')), machine('Machine 2', chip('hello-web')), machine('Machine 3', chip('hello-web'))], 6)}`, GREY, 'flex:1.6'),
    ])}
<div style="display:flex;gap:8px;margin-top:16px">
  ${box('Scheduling', 'places each container', GREEN)}
  ${box('Self-healing', 'replaces failed ones', GREEN)}
  ${box('Scaling', 'adds or removes copies', GREEN)}
  ${box('Load balancing', 'shares out visitors', GREEN)}
  ${box('Updates', 'swaps in new versions', GREEN)}
</div>`,
  },
  {
    kind: 'diagram',
    name: 'orchestration-overview-scheduling',
    title: 'Scheduling: the orchestrator picks a machine with room',
    body: `${row([
      box('New container', 'hello-web asks for a tenth of a CPU and 64 MB of memory', PURPLE),
      right,
      box('Orchestrator', 'checks which machines have room', BLUE),
    ])}
${down}
${row([
  machine('Machine 1', chip('shop') + chip('shop') + chip('login') + `<div style="font-size:16px;color:${RED};font-weight:700">Full</div>`, RED),
  machine('Machine 2', chip('search') + chip('hello-web', PURPLE, 'border-style:dashed') + `<div style="font-size:16px;color:${GREEN};font-weight:700">Has room: picked</div>`, GREEN, 'border-width:3px'),
  machine('Machine 3', chip('payments') + chip('login') + chip('search') + `<div style="font-size:16px;color:${RED};font-weight:700">Full</div>`, RED),
])}
${note('It also spreads copies of one app over different machines, so one broken machine does not stop the app.')}`,
  },
  {
    kind: 'diagram',
    name: 'orchestration-overview-self-healing',
    title: 'Self-healing: failed containers are replaced',
    body: `${frame('1. Machine 2 breaks down: only 2 copies run, but you asked for 3', row([machine('Machine 1', chip('hello-web')), machine('Machine 2', chip('hello-web', RED, 'text-decoration:line-through') + `<div style="font-size:16px;color:${RED};font-weight:700;margin-top:4px">Broken</div>`, RED), machine('Machine 3', chip('hello-web'))], 8), RED, 'border-style:solid;background:#fff5f5')}
<div style="height:12px"></div>
${frame('2. The orchestrator starts a new copy on a machine that works: 3 copies run again', row([machine('Machine 1', chip('hello-web') + chip('hello-web', GREEN, 'border-style:dashed')), machine('Machine 2', `<div style="font-size:16px;color:${GREY}">Off</div>`), machine('Machine 3', chip('hello-web'))], 8), GREEN, 'border-style:solid;background:#f3fbf5')}`,
  },
  {
    kind: 'diagram',
    name: 'orchestration-overview-scaling',
    title: 'Scaling and load balancing: more copies when it is busy',
    body: `<div style="display:flex;gap:16px">
  ${frame('Quiet night: 2 copies', `${row([box('Visitors', '10 a minute', PURPLE), right, box('Load balancer', '', BLUE)], 6)}${down}<div style="display:flex;flex-wrap:wrap;justify-content:center">${chip('hello-web')}${chip('hello-web')}</div>`, GREY, 'flex:1')}
  ${frame('Busy sale day: 5 copies', `${row([box('Visitors', '1,000 a minute', PURPLE), right, box('Load balancer', '', BLUE)], 6)}${down}<div style="display:flex;flex-wrap:wrap;justify-content:center">${chip('hello-web')}${chip('hello-web')}${chip('hello-web')}${chip('hello-web', GREEN, 'border-style:dashed')}${chip('hello-web', GREEN, 'border-style:dashed')}</div>`, ORANGE, 'flex:1.3')}
</div>
${note('<b>Scaling</b> adds or removes copies. The <b>load balancer</b> shares the visitors out between the copies that run.')}`,
  },
  {
    kind: 'diagram',
    name: 'orchestration-overview-popular-tools',
    title: 'Popular orchestrators today',
    body: `${box('Kubernetes', 'free and open source; the one most teams use, and the one these lessons teach', BLUE, 'border-width:3px;padding:14px')}
<div style="display:flex;gap:10px;margin-top:12px">
  ${box('Red Hat OpenShift', 'Kubernetes with extra tools for companies', RED)}
  ${box('Cloud services', 'Kubernetes run for you: Amazon EKS, Azure AKS, Google GKE', ORANGE)}
</div>
<div style="display:flex;gap:10px;margin-top:12px">
  ${box('Docker Swarm', 'built into Docker; simple, used less today', GREY)}
  ${box('HashiCorp Nomad', 'runs containers and other programs', GREY)}
</div>`,
  },

  /* ===== /advanced-topics/container/container-orchestration/kubernetes/overview ===== */
  {
    kind: 'diagram',
    name: 'kubernetes-overview-what-it-is',
    title: 'Kubernetes: an orchestrator for containers',
    body: `<div style="display:flex;gap:14px;align-items:stretch">
  ${box('Kubernetes', 'Greek for "helmsman": the person who steers a ship', BLUE, 'flex:1.2;padding:16px;display:flex;flex-direction:column;justify-content:center')}
  ${box('K8s', 'the short name: K, then 8 letters, then s', PURPLE, 'display:flex;flex-direction:column;justify-content:center')}
</div>
<div style="display:flex;gap:10px;margin-top:14px;align-items:center">
  ${box('2014', 'Google shares it, built on ten years of running its own services', GREEN)}
  ${right}
  ${box('2015', 'given to the Cloud Native Computing Foundation (CNCF)', GREEN)}
  ${right}
  ${box('Today', 'free and open source; a new release about every four months', GREEN)}
</div>`,
  },
  {
    kind: 'diagram',
    name: 'kubernetes-overview-cluster-nodes-pods',
    title: 'A cluster is made of nodes; nodes run pods',
    body: frame(
      'Cluster: all the machines Kubernetes looks after, working as one',
      `<div style="display:flex;gap:10px">
  ${box('Control plane', 'the brain: decides what runs where', BLUE, 'flex:0.8;display:flex;flex-direction:column;justify-content:center')}
  ${frame('Node 1', `<div style="display:flex;gap:6px">${pod('Pod', ['hello-web'])}${pod('Pod', ['hello-web'])}</div>`, GREEN, 'flex:1')}
  ${frame('Node 2', `<div style="display:flex;gap:6px">${pod('Pod', ['hello-web'])}${pod('Pod', ['shop', 'helper'])}</div>`, GREEN, 'flex:1')}
</div>`,
      GREY,
    ) + note('A <b>node</b> is one machine. A <b>pod</b> wraps one container, or a few that work closely together.'),
  },
  {
    kind: 'diagram',
    name: 'kubernetes-overview-desired-state',
    title: 'Desired state: Kubernetes keeps what you asked for',
    body: `${row([
      box('Desired state', 'your file says: 3 copies of hello-web', PURPLE),
      arrow('&#8596;'),
      box('Compare', 'Kubernetes checks again and again', BLUE),
      arrow('&#8596;'),
      box('Actual state', 'what runs now: 2 copies', ORANGE),
    ])}
${down}
${box('Act', 'one copy is missing, so Kubernetes starts one more. Now both states match.', GREEN)}
${note('You say <b>what</b> you want, not <b>how</b> to do it. Kubernetes works out the steps.')}`,
  },
  {
    kind: 'diagram',
    name: 'kubernetes-overview-features',
    title: 'What Kubernetes does for your apps',
    body: `<div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:10px">
  ${box('Self-healing', 'restarts and replaces pods that fail', GREEN)}
  ${box('Scaling', 'more or fewer copies, by hand or by itself', GREEN)}
  ${box('Rolling updates', 'new version in, a few pods at a time', GREEN)}
  ${box('Service discovery', 'one steady name and address for a group of pods', BLUE)}
  ${box('Load balancing', 'shares requests out between the pods', BLUE)}
  ${box('Settings and secrets', 'kept apart from the image', PURPLE)}
  ${box('Storage', 'disks that keep data when a pod goes away', PURPLE)}
  ${box('Scheduling', 'puts each pod on a node with room', PURPLE)}
  ${box('Any cloud', 'the same files work on a laptop or in a cloud', ORANGE)}
</div>`,
  },
  {
    kind: 'diagram',
    name: 'kubernetes-overview-ways-to-run',
    title: 'Ways to run Kubernetes',
    body: `<div style="display:flex;gap:12px">
  ${frame('On your own computer: to learn and test', `${box('minikube', 'a one-node cluster; used in these lessons', GREEN, 'margin-bottom:8px;border-width:3px')}${box('kind', 'Kubernetes in Docker containers', GREEN, 'margin-bottom:8px')}${box('Docker Desktop', 'has a Kubernetes switch in its settings', GREEN)}`, GREEN, 'flex:1')}
  ${frame('In the cloud: run for you', `${box('Amazon EKS', '', ORANGE, 'margin-bottom:8px')}${box('Azure AKS', '', ORANGE, 'margin-bottom:8px')}${box('Google GKE', '', ORANGE)}`, ORANGE, 'flex:0.8')}
  ${frame('In a company', `${box('Red Hat OpenShift', 'Kubernetes with extra tools', RED, 'margin-bottom:8px')}${box('Your own servers', 'in the company\'s own data centre', GREY)}`, RED, 'flex:0.9')}
</div>
${note('Wherever it runs, you talk to it with the same tool: <b>kubectl</b>.')}`,
  },

  /* ===== /advanced-topics/container/container-orchestration/kubernetes/kubernetes-object ===== */
  {
    kind: 'diagram',
    name: 'kubernetes-object-four-parts',
    title: 'The four parts of every object file',
    body: `<div style="display:flex;gap:16px;align-items:stretch">
  <div style="flex:1;background:#1f1f1f;border-radius:10px;padding:14px 16px;font-family:Mono,monospace;font-size:17px;line-height:1.7;color:#d4d4d4;white-space:pre"><span style="color:#9cdcfe">apiVersion</span>: v1
<span style="color:#9cdcfe">kind</span>: Pod
<span style="color:#9cdcfe">metadata</span>:
  <span style="color:#9cdcfe">name</span>: hello-pod
  <span style="color:#9cdcfe">labels</span>:
    <span style="color:#9cdcfe">app</span>: hello-pod
<span style="color:#9cdcfe">spec</span>:
  <span style="color:#9cdcfe">containers</span>:
    - <span style="color:#9cdcfe">name</span>: hello-web
      <span style="color:#9cdcfe">image</span>: hello-web:1.0</div>
  <div style="flex:1;display:flex;flex-direction:column;gap:8px">
    ${box('apiVersion', 'which version of the Kubernetes API reads the file', BLUE)}
    ${box('kind', 'what sort of object it is: Pod, Service...', BLUE)}
    ${box('metadata', 'its name, and labels to find it by', PURPLE)}
    ${box('spec', 'what you want: the desired state', GREEN)}
  </div>
</div>
${note('Two spaces of indentation put a line inside the one above it. A dash starts an item of a list.')}`,
  },
  {
    kind: 'diagram',
    name: 'kubernetes-object-labels-selectors',
    title: 'Labels name groups; a selector picks a group',
    body: `${row([
      box('Selector', 'app: hello-web', BLUE, 'flex:0.55'),
      right,
      `<div style="flex:2;display:flex;gap:8px">
        ${pod('Pod 1', ['app: hello-web'])}
        ${pod('Pod 2', ['app: hello-web'])}
        ${pod('Pod 3', ['app: hello-pod'], GREY)}
      </div>`,
    ])}
<div style="display:flex;gap:8px;margin-top:8px;font-size:16px;text-align:center"><div style="flex:0.7"></div><div style="width:26px"></div><div style="flex:2;display:flex;gap:8px"><div style="flex:1;color:${GREEN};font-weight:700">picked</div><div style="flex:1;color:${GREEN};font-weight:700">picked</div><div style="flex:1;color:${GREY};font-weight:700">not picked</div></div></div>
${note('A <b>label</b> is a tag: a key and a value, such as app: hello-web. ReplicaSets, Deployments and Services use a <b>selector</b> to find their pods by label.')}`,
  },

  /* ===== /advanced-topics/container/container-orchestration/kubernetes/kubernetes-architecture ===== */
  {
    kind: 'diagram',
    name: 'kubernetes-architecture-control-plane',
    title: 'The control plane: the brain of the cluster',
    body: `<div style="display:flex;gap:12px;align-items:stretch">
  ${box('You', 'kubectl apply -f hello-web-deployment.yaml', PURPLE, 'flex:0.55;display:flex;flex-direction:column;justify-content:center')}
  ${arrow()}
  ${frame('Control plane', controlPlaneParts(true), BLUE, 'flex:2;border-style:solid;border-width:3px;background:#f7faff')}
  ${arrow('&#8596;')}
  <div style="flex:0.7;display:flex;flex-direction:column;gap:8px;justify-content:center">
    ${box('Worker node 1', 'kubelet', GREEN, 'padding:6px')}
    ${box('Worker node 2', 'kubelet', GREEN, 'padding:6px')}
  </div>
</div>
${note('Only the API server talks to etcd. The other parts, kubectl and the kubelets all go through the API server.')}`,
  },
  {
    kind: 'diagram',
    name: 'kubernetes-architecture-worker-nodes',
    title: 'Worker nodes: where your pods run',
    body: `${box('Control plane', 'API server, etcd, scheduler, controller manager, cloud controller manager', BLUE, 'padding:8px')}
<div style="display:flex;justify-content:space-around;font-size:26px;color:${BLUE};font-weight:700;line-height:1.3"><span>&#8597;</span><span>&#8597;</span></div>
<div style="display:flex;gap:12px">
  ${workerNode('Worker node 1', true, pod('Pod', ['hello-web']) + pod('Pod', ['hello-web']))}
  ${workerNode('Worker node 2', true, pod('Pod', ['hello-web']) + pod('Pod', ['notes-db']))}
</div>`,
  },
];
