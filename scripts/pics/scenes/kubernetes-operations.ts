/**
 * Diagrams of the Kubernetes lessons on autoscaling and updates: how the
 * Cluster Autoscaler adds a node for pods that wait, and how the Recreate
 * and RollingUpdate strategies move hello-web from version 1.0 to 2.0; and
 * the HPA step's terminal at the moment the HPA adds pods. The other
 * pictures of these lessons are terminal and editor pictures drawn from the
 * lessons' own blocks.
 */
import type {Scene} from '../templates';

const BLUE = '#0b62c4';
const GREEN = '#1f883d';
const RED = '#d1242f';
const GREY = '#57606a';
const ORANGE = '#bc4c00';

/** One pod as a small box: its version, coloured by version; `starting` draws it dashed. */
const pod = (version: '1.0' | '2.0', state: 'running' | 'starting' | 'stopping' = 'running') => {
  const color = version === '1.0' ? BLUE : GREEN;
  const border = state === 'running' ? 'solid' : 'dashed';
  const label = state === 'running' ? `pod ${version}` : state === 'starting' ? `${version} starting` : `${version} stopping`;
  const background = state === 'running' ? (version === '1.0' ? '#eef5ff' : '#f3fbf5') : '#fff';
  return `<div style="width:100px;flex:none;border:2px ${border} ${color};border-radius:8px;padding:6px 2px;text-align:center;font-weight:700;font-size:16px;color:${color};background:${background}">${label}</div>`;
};

/** One stage of an update: a label on the left, the pods, and how many pods answer. */
const stage = (label: string, pods: string[], answers: string, bad = false) =>
  `<div style="display:flex;align-items:center;gap:10px;margin-bottom:10px">
  <div style="width:130px;flex:none;font-size:16px;color:#1c1e21">${label}</div>
  <div style="display:flex;gap:6px;width:418px;flex:none">${pods.join('')}</div>
  <div style="flex:1;font-size:16px;font-weight:700;color:${bad ? RED : GREEN}">${answers}</div>
</div>`;

const legend = `<div style="display:flex;gap:22px;margin-top:8px;font-size:16px;color:${GREY}">
  <span><b style="color:${BLUE}">pod 1.0</b>: hello-web:1.0</span>
  <span><b style="color:${GREEN}">pod 2.0</b>: hello-web:2.0</span>
  <span>dashed: starting or stopping</span>
</div>`;

/** A node of the cluster with its pods; `fresh` marks the node the Cluster Autoscaler added. */
const node = (title: string, pods: string[], fresh = false) =>
  `<div style="border:2px ${fresh ? 'dashed' : 'solid'} ${fresh ? GREEN : GREY};border-radius:10px;padding:10px;background:#fff;width:200px;flex:none">
  <div style="font-weight:700;font-size:16px;color:${fresh ? GREEN : '#1c1e21'};margin-bottom:8px">${title}</div>
  ${pods.join('')}
</div>`;
const appPod = (text: string, color = BLUE, dashed = false) =>
  `<div style="border:2px ${dashed ? 'dashed' : 'solid'} ${color};border-radius:6px;padding:4px 6px;margin-bottom:6px;font-size:16px;text-align:center;color:${color};font-weight:600;background:#fff">${text}</div>`;
const arrow = (text = '') =>
  `<div style="flex:none;text-align:center;color:${BLUE};font-weight:700"><div style="font-size:28px;line-height:1">&#8594;</div>${text ? `<div style="font-size:15px;max-width:120px">${text}</div>` : ''}</div>`;
const box = (title: string, text: string, color = BLUE) =>
  `<div style="border:2px solid ${color};border-radius:10px;padding:10px 12px;background:#fff;text-align:center;width:170px;flex:none"><div style="font-weight:700;color:${color};font-size:18px">${title}</div><div style="font-size:16px;color:#333;margin-top:4px">${text}</div></div>`;

/** Where the autoscaling lesson's terminal works. */
const APP = '~/containers/hello-web';

export const scenes: Scene[] = [
  // The HPA step's own blocks would draw every command of the step in the editor's narrow panel
  // (more than 1,700 pixels high on Windows), and not the moment to compare: the HPA adding pods.
  // This draws that moment, with the lesson's own boxes (norun: no cluster runs on the build machine).
  {
    kind: 'terminal',
    name: 'kubernetes-autoscaling-hpa',
    lines: [
      {
        cwd: APP,
        command: 'kubectl create deployment load --image=busybox:1.37 --replicas=4 -- sh -c "while true; do wget -q -O- http://hello-web; done"',
        output: 'deployment.apps/load created',
      },
      {
        cwd: APP,
        command: 'kubectl get hpa --watch',
        output: [
          'NAME        REFERENCE              TARGETS       MINPODS   MAXPODS   REPLICAS   AGE',
          'hello-web   Deployment/hello-web   cpu: 1%/50%   2         10        3          2m',
          'hello-web   Deployment/hello-web   cpu: 96%/50%   2         10        3          3m',
          'hello-web   Deployment/hello-web   cpu: 96%/50%   2         10        6          4m',
          'hello-web   Deployment/hello-web   cpu: 48%/50%   2         10        6          5m',
          '^C',
        ].join('\n'),
      },
      {cwd: APP, command: 'kubectl delete deployment load', output: 'deployment.apps "load" deleted from default namespace'},
    ],
  },
  {
    kind: 'diagram',
    name: 'kubernetes-autoscaling-cluster-autoscaler',
    title: 'The Cluster Autoscaler adds a node for pods that wait',
    body: `<div style="display:flex;align-items:flex-start;gap:12px">
  ${node('Node 1 (full)', [appPod('hello-web'), appPod('hello-web'), appPod('hello-web')])}
  ${node('Node 2 (full)', [appPod('hello-web'), appPod('hello-web'), appPod('hello-web')])}
  <div style="flex:1;border:2px dashed ${ORANGE};border-radius:10px;padding:10px;background:#fff8f0">
    <div style="font-weight:700;color:${ORANGE};font-size:16px;margin-bottom:8px">Pending pods: no room on any node</div>
    ${appPod('hello-web', ORANGE, true)}${appPod('hello-web', ORANGE, true)}
  </div>
</div>
<div style="display:flex;align-items:center;gap:10px;margin-top:16px">
  ${box('Cluster Autoscaler', 'sees the Pending pods and asks for one more node')}
  ${arrow()}
  ${box('Cloud provider', 'starts a new virtual machine', GREY)}
  ${arrow('the scheduler places the pods')}
  ${node('Node 3 (new)', [appPod('hello-web', GREEN), appPod('hello-web', GREEN)], true)}
</div>
<p style="margin-top:16px;font-size:17px;color:#333">The other way round: a node that stays almost empty for about ten minutes is removed, and its pods move to the other nodes.</p>`,
  },
  {
    kind: 'diagram',
    name: 'kubernetes-rolling-update-recreate',
    title: 'Recreate: all old pods stop, then all new pods start',
    body: `${stage('1. Before', [pod('1.0'), pod('1.0'), pod('1.0')], '3 pods answer')}
${stage('2. Old pods stop', [pod('1.0', 'stopping'), pod('1.0', 'stopping'), pod('1.0', 'stopping')], '0 pods answer', true)}
${stage('3. New pods start', [pod('2.0', 'starting'), pod('2.0', 'starting'), pod('2.0', 'starting')], '0 pods answer', true)}
${stage('4. Done', [pod('2.0'), pod('2.0'), pod('2.0')], '3 pods answer')}
${legend}`,
  },
  {
    kind: 'diagram',
    name: 'kubernetes-rolling-update-rolling',
    title: 'Rolling update with maxSurge 1 and maxUnavailable 0',
    body: `${stage('1. Before', [pod('1.0'), pod('1.0'), pod('1.0')], '3 pods answer')}
${stage('2. A new pod starts', [pod('1.0'), pod('1.0'), pod('1.0'), pod('2.0', 'starting')], '3 pods answer')}
${stage('3. An old pod stops', [pod('1.0'), pod('1.0'), pod('1.0', 'stopping'), pod('2.0')], '3 pods answer')}
${stage('4. Once more', [pod('1.0'), pod('1.0', 'stopping'), pod('2.0'), pod('2.0')], '3 pods answer')}
${stage('5. Done', [pod('2.0'), pod('2.0'), pod('2.0')], '3 pods answer')}
${legend}`,
  },
];
