/**
 * Pictures of the container overview and the four Docker lessons
 * (/advanced-topics/container/overview, /advanced-topics/container/docker/...)
 * that are not terminal or editor sessions: diagrams of the ideas, the
 * choice of download per system, and the page of the learner's own
 * container in a browser (Docker cannot run on the build machine, so that
 * page is drawn: it shows what app.py of the installation lesson serves,
 * with the container ID that the lesson's `docker ps` shows).
 */
import {BLUE, box, comparison, frame, GREEN, GREY, LOGOS, note, ORANGE, panelNote, PURPLE, right, row} from '../parts';
import type {Scene} from '../templates';

const RED = '#d1242f';

const down = `<div style="text-align:center;font-size:26px;color:${BLUE};font-weight:700;line-height:1.3">&#8595;</div>`;
const stretchRow = (...items: string[]) => `<div style="display:flex;align-items:stretch;gap:10px">${items.join('')}</div>`;
const gap = (px = 10) => `<div style="height:${px}px"></div>`;
/** A solid coloured band: one layer of a stack. */
const layer = (text: string, color: string, extra = '') =>
  `<div style="border:2px solid ${color};background:${color}1a;border-radius:8px;padding:7px 10px;text-align:center;font-size:16px;font-weight:600;color:#1c1e21;margin-top:6px;${extra}">${text}</div>`;
/** Code as a command or a name. */
const code = (text: string) => `<span style="font-family:Mono,monospace;font-size:16px;background:#f1f3f5;border-radius:5px;padding:1px 6px">${text}</span>`;
/** A numbered step label in a circle. */
const num = (n: number, color = BLUE) =>
  `<span style="display:inline-flex;width:28px;height:28px;border-radius:50%;background:${color};color:#fff;font-weight:700;font-size:16px;align-items:center;justify-content:center;flex:none">${n}</span>`;
/** A labelled arrow, for a step between two boxes. */
const labelled = (label: string, color = BLUE) =>
  `<div style="display:flex;flex-direction:column;align-items:center;flex:none;gap:2px"><div style="font-family:Mono,monospace;font-size:15px;font-weight:700;background:#fff4d6;border-radius:6px;padding:2px 7px">${label}</div><div style="font-size:26px;color:${color};font-weight:700;line-height:1">&#8594;</div></div>`;

/** A small container drawn as a box with the app's parts inside. */
const containerBox = (title: string, parts: string[], color = BLUE) =>
  `<div style="flex:1;border:3px solid ${color};border-radius:12px;background:#fff;padding:8px 10px 10px"><div style="font-weight:700;color:${color};font-size:17px;text-align:center">${title}</div>${parts.map((part) => layer(part, color)).join('')}</div>`;

export const scenes: Scene[] = [
  /* ===== /advanced-topics/container/overview ===== */
  {
    kind: 'diagram',
    name: 'container-overview-works-on-my-machine',
    title: '"But it works on my machine!"',
    body: comparison(
      {
        tone: 'good',
        title: "Sam's laptop: the app works",
        content: `${layer('Sam\'s code', GREEN)}${layer('Python 3.13', GREEN)}${layer('Library: version 2', GREEN)}${layer('Settings made by hand', GREEN)}${panelNote('Everything the code needs is there.', '10px 0 0')}`,
      },
      {
        tone: 'bad',
        title: 'The server: the app breaks',
        content: `${layer('Sam\'s code', RED)}${layer('Python 3.10: too old', RED)}${layer('Library: missing', RED)}${layer('Other settings', RED)}${panelNote('Same code, different computer.', '10px 0 0')}`,
      },
    ),
  },
  {
    kind: 'diagram',
    name: 'container-overview-inside-a-container',
    title: 'A container packs the app with everything it needs',
    body: `${row(
      containerBox('Container', ['Your app: the code', 'Libraries', 'Python, the language', 'Settings and files'], BLUE),
      `<div style="flex:1;display:flex;flex-direction:column;gap:10px">${box('Isolated', 'its own files, programs and network address', PURPLE)}${box('Same everywhere', 'laptop, test machine, server', GREEN)}${box('Needs only', 'a program that runs containers', ORANGE)}</div>`,
    )}${note('Like a shipping container: every ship and crane can carry it, whatever is inside.')}`,
  },
  {
    kind: 'diagram',
    name: 'container-overview-container-vs-vm',
    title: 'Containers share the kernel; virtual machines bring a whole system',
    body: `${stretchRow(
      frame(
        'Virtual machines',
        `${row(containerBox('VM 1', ['App A', 'Libraries', 'Full operating system'], ORANGE), containerBox('VM 2', ['App B', 'Libraries', 'Full operating system'], ORANGE))}${layer('Hypervisor: runs the VMs', GREY)}${layer('Computer and its operating system', GREY)}${panelNote('Gigabytes each, a minute or more to start', '8px 0 0')}`,
        ORANGE,
        'flex:1',
      ),
      frame(
        'Containers',
        `${row(containerBox('Container 1', ['App A', 'Libraries'], BLUE), containerBox('Container 2', ['App B', 'Libraries'], BLUE))}${layer('Container tool, such as Docker', GREY)}${layer('Computer and its operating system: one shared kernel', GREY)}${panelNote('Megabytes each, a second or two to start', '8px 0 0')}`,
        BLUE,
        'flex:1',
      ),
    )}`,
  },
  {
    kind: 'diagram',
    name: 'container-overview-image-to-containers',
    title: 'One image, many containers',
    body: `${row(
      box('Registry', 'Docker Hub or your team\'s own: stores images', PURPLE),
      labelled('pull'),
      box('Image', 'read-only template, like a recipe', BLUE, 'border-width:3px'),
      labelled('start'),
      `<div style="flex:1;display:flex;flex-direction:column;gap:8px">${box('Container 1', 'running', GREEN)}${box('Container 2', 'running', GREEN)}${box('Container 3', 'running', GREEN)}</div>`,
    )}${note('The image never changes. Each container is a running copy that you can throw away and start again.')}`,
  },
  {
    kind: 'diagram',
    name: 'container-overview-tools',
    title: 'Tools that build and run containers',
    body: `${row(box('Docker', 'builds images, runs containers, shares them on Docker Hub', BLUE), box('Podman', 'from Red Hat, almost the same commands as Docker', PURPLE), box('Kubernetes', 'runs many containers on many computers', GREEN))}
${gap(6)}${down}
${row(box('Container runtimes: containerd and CRI-O', 'start and stop containers in the background, under the tools above', ORANGE))}
${gap(12)}${layer('OCI: open rules for images and containers, so an image built with one tool runs with the others', GREY, 'font-size:17px')}`,
  },
  {
    kind: 'diagram',
    name: 'container-overview-team-workflow',
    title: 'From code to users with containers',
    body: `${row(
      box(`${num(1)} Code`, 'a developer writes code and build steps'),
      right,
      box(`${num(2)} Build`, 'a tool makes an image'),
      right,
      box(`${num(3)} Registry`, 'the image is stored', PURPLE),
      right,
      box(`${num(4)} Test`, 'tests run on that image', ORANGE),
      right,
      box(`${num(5)} Run`, 'servers run it as containers', GREEN),
    )}${note('The same image, byte for byte, goes from the tests to the users. Nothing is set up by hand.')}`,
  },

  /* ===== /advanced-topics/container/docker/overview ===== */
  {
    kind: 'diagram',
    name: 'docker-overview-build-share-run',
    title: 'Docker does three jobs',
    body: `${row(
      box('Build', `your app and what it needs become an image<br>${code('docker build')}`, BLUE),
      right,
      box('Share', `images go to a registry and come back<br>${code('docker push')} ${code('docker pull')}`, PURPLE),
      right,
      box('Run', `containers start from images<br>${code('docker run')}`, GREEN),
    )}${note('You give every order with the <b>docker</b> command in a terminal.')}`,
  },
  {
    kind: 'diagram',
    name: 'docker-overview-desktop-or-engine',
    title: 'Docker Desktop or Docker Engine',
    body: `${stretchRow(
      frame(
        'Docker Desktop: Windows, macOS (and Linux)',
        `${layer('A window to click through images and containers', BLUE)}${layer('The docker command', BLUE)}${layer('Docker Engine, inside a small hidden Linux computer', BLUE)}`,
        BLUE,
        'flex:1',
      ),
      frame('Docker Engine: Linux', `${layer('The docker command', GREEN)}${layer('Docker Engine, right on your Linux computer', GREEN)}`, GREEN, 'flex:1'),
    )}${note('The docker commands are the same in both.')}`,
  },
  {
    kind: 'diagram',
    name: 'docker-overview-docker-hub',
    title: 'Docker Hub: ready-made images, with tags for versions',
    body: `${frame(
      'hub.docker.com',
      `${row(
        box('python', `Docker Official Image<br>${code('python:3.13-slim')}`, BLUE),
        box('postgres', `Docker Official Image<br>${code('postgres:18')}`, BLUE),
        box('nginx', `Docker Official Image<br>${code('nginx:1.30')}`, BLUE),
      )}`,
      PURPLE,
    )}
${gap(14)}${row(box(`${code('python')}`, 'image name', BLUE), `<div style="font-size:26px;font-weight:700;flex:none">:</div>`, box(`${code('3.13-slim')}`, 'tag: the version you want', GREEN), box(`No tag?`, `Docker uses ${code('latest')}, which changes over time`, ORANGE))}`,
  },
  {
    kind: 'diagram',
    name: 'docker-overview-dockerfile-recipe',
    title: 'A Dockerfile is the recipe for an image',
    body: `${row(
      `<div style="flex:1.3;border:2px solid ${BLUE};border-radius:10px;background:#1f1f1f;color:#d4d4d4;padding:12px 14px;font-family:Mono,monospace;font-size:16px;line-height:1.7">
<div><span style="color:#569cd6">FROM</span> python:3.13-slim</div>
<div><span style="color:#569cd6">WORKDIR</span> /app</div>
<div><span style="color:#569cd6">COPY</span> app.py .</div>
<div><span style="color:#569cd6">EXPOSE</span> 8000</div>
<div><span style="color:#569cd6">CMD</span> ["python", "app.py"]</div></div>`,
      labelled('docker build'),
      box('Image', 'the same image on any computer', BLUE, 'border-width:3px'),
    )}
<div style="margin-top:14px;font-size:17px;line-height:1.6">${num(1)} Start from Python &nbsp; ${num(2)} Work in /app &nbsp; ${num(3)} Copy the app &nbsp; ${num(4)} Port 8000 &nbsp; ${num(5)} Start the app</div>`,
  },
  {
    kind: 'diagram',
    name: 'docker-overview-container-life',
    title: 'The life of a container',
    body: `${row(
      box('Dockerfile', 'and your files'),
      labelled('build'),
      box('Image', 'on your computer', BLUE),
      labelled('push'),
      box('Registry', 'Docker Hub', PURPLE),
      labelled('pull'),
      box('Image', 'on another computer', BLUE),
    )}
${gap(10)}<div style="display:flex;justify-content:flex-end">${down}</div>
${row(
  `<div style="flex:2"></div>`,
  box('Removed', `${code('docker rm')}`, GREY),
  `<div style="font-size:26px;color:${BLUE};font-weight:700;flex:none">&#8592;</div>`,
  box('Stopped', `${code('docker stop')}`, ORANGE),
  `<div style="font-size:26px;color:${BLUE};font-weight:700;flex:none">&#8592;</div>`,
  box('Running container', `${code('docker run')}`, GREEN),
)}${note('Removing a container keeps the image, ready for the next container.')}`,
  },
  {
    kind: 'diagram',
    name: 'docker-overview-compose',
    title: 'Docker Compose starts several containers together',
    body: `${row(
      `<div style="flex:1;border:2px solid ${BLUE};border-radius:10px;background:#1f1f1f;color:#d4d4d4;padding:12px 14px;font-family:Mono,monospace;font-size:16px;line-height:1.55;white-space:pre"><span style="color:#9cdcfe">services</span>:
  <span style="color:#9cdcfe">web</span>:
    <span style="color:#9cdcfe">build</span>: .
    <span style="color:#9cdcfe">ports</span>:
      - <span style="color:#ce9178">"8000:8000"</span>
  <span style="color:#9cdcfe">cache</span>:
    <span style="color:#9cdcfe">image</span>: redis:8</div>`,
      labelled('docker compose up'),
      `<div style="flex:1;display:flex;flex-direction:column;gap:10px">${box('web', 'your app, built from the Dockerfile', GREEN)}${box('cache', 'the ready-made redis:8 image', GREEN)}</div>`,
    )}${note(`One file lists the containers. ${code('docker compose down')} stops and removes them all.`)}`,
  },

  /* ===== /advanced-topics/container/docker/docker-object ===== */
  {
    kind: 'diagram',
    name: 'docker-object-image',
    title: 'An image: a read-only package of an app',
    body: `${row(
      box('Registry', `ready-made images<br>${code('docker pull')}`, PURPLE),
      right,
      `<div style="flex:1.2;border:3px solid ${BLUE};border-radius:12px;background:#fff;padding:8px 10px 10px"><div style="font-weight:700;color:${BLUE};font-size:18px;text-align:center">Image: read-only</div>${layer('Start command', BLUE)}${layer('Your code', BLUE)}${layer('Libraries', BLUE)}${layer('Language, such as Python', BLUE)}${layer('Files of a small operating system', BLUE)}</div>`,
      `<div style="font-size:26px;color:${BLUE};font-weight:700;flex:none">&#8592;</div>`,
      box('Dockerfile', `your own steps<br>${code('docker build')}`, GREEN),
    )}`,
  },
  {
    kind: 'diagram',
    name: 'docker-object-layers-tags',
    title: 'Layers make an image; a tag names its version',
    body: `${stretchRow(
      frame(
        'Image hello-web:1.0, layer by layer',
        `${layer(`COPY app.py . &nbsp;&#8594; your app.py`, GREEN)}${layer(`WORKDIR /app &nbsp;&#8594; the folder /app`, GREEN)}${layer('Layers of python:3.13-slim: Python and a small Linux', BLUE)}${panelNote('Change app.py: only the top layer is made again.', '10px 0 0')}`,
        GREEN,
        'flex:1.3',
      ),
      frame(
        'The full name of an image',
        `<div style="font-family:Mono,monospace;font-size:15px;white-space:nowrap;text-align:center;margin:8px 0 12px">docker.io/library/python:3.13-slim</div>
${layer('docker.io: the registry', PURPLE)}${layer('library: the owner (official images)', ORANGE)}${layer('python: the image name', BLUE)}${layer('3.13-slim: the tag, the version', GREEN)}`,
        BLUE,
        'flex:1',
      ),
    )}`,
  },
  {
    kind: 'diagram',
    name: 'docker-object-container-states',
    title: 'A container and its states',
    body: `${row(
      `<div style="flex:1;border:3px solid ${GREEN};border-radius:12px;background:#fff;padding:8px 10px 10px"><div style="font-weight:700;color:${GREEN};font-size:18px;text-align:center">Container</div>${layer('Thin layer: what the container writes', GREEN)}${layer('Image layers: read-only, shared', BLUE)}</div>`,
    )}
${gap(16)}${row(
  box('Created', 'made, not started', GREY),
  labelled('start'),
  box('Running', 'its program runs', GREEN),
  labelled('stop'),
  box('Exited', 'stopped, files kept', ORANGE),
  labelled('rm', RED),
  box('Removed', 'gone, with its thin layer', RED),
)}${note(`${code('docker run')} creates and starts in one go. ${code('docker start')} runs an exited container again.`)}`,
  },
  {
    kind: 'diagram',
    name: 'docker-object-volume',
    title: 'A volume keeps data when the container goes',
    body: `${row(
      `<div style="flex:1;display:flex;flex-direction:column;gap:10px">${box('Container 1: postgres:18', 'removed', RED)}${box('Container 2: postgres:18', 'new, same volume', GREEN)}</div>`,
      `<div style="display:flex;flex-direction:column;align-items:center;flex:none"><div style="font-family:Mono,monospace;font-size:15px;font-weight:700;background:#fff4d6;border-radius:6px;padding:2px 7px">-v shop-data:/var/lib/postgresql</div><div style="font-size:26px;color:${BLUE};font-weight:700">&#8596;</div></div>`,
      box('Volume shop-data', 'kept by Docker, outside the container: the orders are still there', PURPLE, 'border-width:3px;min-height:120px;display:flex;flex-direction:column;justify-content:center'),
    )}${note('Without a volume, removing a container deletes every file it wrote.')}`,
  },
  {
    kind: 'diagram',
    name: 'docker-object-network',
    title: 'A network lets containers talk by name',
    body: `${row(
      box('Your computer', 'browser at localhost:8000', GREY),
      labelled('-p 8000:8000'),
      frame('Network shop-net', row(box('web', 'hello-web:1.0', GREEN), `<div style="font-size:26px;color:${BLUE};font-weight:700;flex:none">&#8596;</div>`, box('db', 'postgres:18, hidden from outside', BLUE)), PURPLE, 'flex:2.2'),
    )}${note(`On shop-net, the web container reaches the database at the name ${code('db')}. Only the web container is open to your computer.`)}`,
  },
  {
    kind: 'diagram',
    name: 'docker-object-list-commands',
    title: 'List and clean up Docker objects',
    body: `<table style="width:100%;border-collapse:collapse;font-size:16px">
<tr style="text-align:left;color:${GREY}"><th style="padding:6px">Object</th><th style="padding:6px">List</th><th style="padding:6px">Remove one</th><th style="padding:6px">Remove all unused</th></tr>
${[
  ['Images', 'docker image ls', 'docker image rm', 'docker image prune -a', BLUE],
  ['Containers', 'docker ps -a', 'docker rm', 'docker container prune', GREEN],
  ['Volumes', 'docker volume ls', 'docker volume rm', 'docker volume prune -a', PURPLE],
  ['Networks', 'docker network ls', 'docker network rm', 'docker network prune', ORANGE],
]
  .map(
    ([name, list, rm, prune, color]) =>
      `<tr style="border-top:1px solid #d0d7de"><td style="padding:8px 6px;font-weight:700;color:${color}">${name}</td><td style="padding:8px 6px">${code(list)}</td><td style="padding:8px 6px">${code(rm)}</td><td style="padding:8px 6px">${code(prune)}</td></tr>`,
  )
  .join('')}
</table>${note(`<b style="color:${RED}">Careful:</b> removed objects are gone, with no bin. List first, then remove. ${code('docker system df')} shows the space each kind takes.`)}`,
  },

  /* ===== /advanced-topics/container/docker/docker-architecture ===== */
  {
    kind: 'diagram',
    name: 'docker-architecture-client-server',
    title: 'Docker is a client and a server',
    body: `${row(
      box('You', `type ${code('docker run hello-world')}`, GREY),
      right,
      box('Docker client', 'the docker command: takes your order', BLUE),
      labelled('Docker API'),
      box('Docker daemon: dockerd', 'the Docker Engine: does the work', GREEN, 'border-width:3px'),
    )}${note('Like a restaurant: you order, the waiter (the API) carries the order, the kitchen (the daemon) cooks. The daemon can also be on another computer.')}`,
  },
  {
    kind: 'diagram',
    name: 'docker-architecture-daemon',
    title: 'The daemon looks after every Docker object',
    body: `${stretchRow(
      frame(
        'Docker daemon: dockerd',
        `${row(box('Images', 'builds and pulls', BLUE), box('Containers', 'keeps the list', GREEN))}${gap(8)}${row(box('Volumes', 'stores data', PURPLE), box('Networks', 'joins containers', ORANGE))}`,
        GREEN,
        'flex:1.4',
      ),
      `<div style="flex:1;display:flex;flex-direction:column;gap:10px">${box('Linux', 'runs as a service on your computer', GREY)}${box('Windows and macOS', 'runs inside Docker Desktop\'s hidden Linux computer', GREY)}</div>`,
    )}
${gap(12)}<div style="border:2px solid ${RED};border-radius:10px;padding:10px 12px;background:#fff5f5;font-size:16px"><div style="font-family:Mono,monospace">failed to connect to the docker API at unix:///var/run/docker.sock; check if the path is correct and if the daemon is running</div><div style="margin-top:6px;color:#333">means: the client found nobody at the daemon's socket. Start Docker Desktop or the engine.</div></div>`,
  },
  {
    kind: 'diagram',
    name: 'docker-architecture-runtime',
    title: 'containerd and runc start the containers',
    body: `${row(
      box('Docker daemon', 'dockerd', GREEN),
      right,
      box('containerd', 'container runtime: gets images ready, watches containers', BLUE),
      right,
      box('runc', 'starts one container, then steps aside', PURPLE),
      right,
      box('Container', 'running', GREEN, 'border-width:3px'),
    )}
${gap(14)}${frame('Linux kernel', row(box('Namespaces', 'give a container its own files, programs and network', ORANGE), box('Control groups', 'limit its memory and processor time', ORANGE)), ORANGE)}`,
  },
  {
    kind: 'diagram',
    name: 'docker-architecture-registry',
    title: 'Registries store and share images',
    body: `${row(
      box('Your computer', 'Docker daemon and its images', GREEN),
      `<div style="display:flex;flex-direction:column;gap:10px;flex:none;align-items:center">${labelled('docker push')}<div style="display:flex;flex-direction:column;align-items:center"><div style="font-size:26px;color:${PURPLE};font-weight:700;line-height:1">&#8592;</div><div style="font-family:Mono,monospace;font-size:15px;font-weight:700;background:#fff4d6;border-radius:6px;padding:2px 7px">docker pull</div></div></div>`,
      frame(
        'Registries',
        `${box('Docker Hub', 'the default', PURPLE)}${gap(8)}${row(box('ghcr.io', 'GitHub', PURPLE), box('Amazon ECR', 'AWS', PURPLE))}${gap(8)}${box('Your company\'s own', 'private images', PURPLE)}`,
        PURPLE,
        'flex:1.4',
      ),
    )}${note(`Each image has a repository with one tag per version. Sign in with ${code('docker login')} to push, or to pull private images.`)}`,
  },
  {
    kind: 'diagram',
    name: 'docker-architecture-docker-run-flow',
    title: 'What happens when you type docker run hello-world',
    body: `${stretchRow(
      box('Docker client', `${code('docker run')}<br>${code('hello-world')}<br><br>${num(5)} shows the text in your terminal`, BLUE, 'flex:0.9;display:flex;flex-direction:column;justify-content:center'),
      `<div style="display:flex;flex-direction:column;justify-content:center;gap:4px;flex:none;align-items:center"><div style="font-size:15px;font-weight:700">${num(1)} API</div><div style="font-size:26px;color:${BLUE};font-weight:700;line-height:1">&#8644;</div></div>`,
      frame(
        'Docker Engine',
        `${box('Docker daemon: dockerd', '', GREEN)}${gap(8)}${row(box(`${num(2)} Images`, 'hello-world? not here yet', BLUE), box(`${num(4)} Containers`, 'containerd and runc start one', GREEN))}`,
        GREEN,
        'flex:2',
      ),
      `<div style="display:flex;flex-direction:column;justify-content:center;gap:4px;flex:none;align-items:center"><div style="font-size:15px;font-weight:700">${num(3)} pull</div><div style="font-size:26px;color:${BLUE};font-weight:700;line-height:1">&#8592;</div></div>`,
      box('Registry', 'Docker Hub sends the hello-world image', PURPLE, 'flex:0.9;display:flex;flex-direction:column;justify-content:center'),
    )}${note('The second time, step 3 is skipped: the image is already on your computer.')}`,
  },

  /* ===== /advanced-topics/container/docker/installation-&-operation ===== */
  {
    kind: 'diagram',
    name: 'docker-install-which-download',
    title: 'Which Docker to install',
    body: `<div style="display:flex;gap:14px">${[
      [LOGOS.windows, 'Windows', 'Docker Desktop', 'Download for Windows - AMD64. Keep "Use WSL 2" ticked.'],
      [LOGOS.apple, 'macOS', 'Docker Desktop', 'Apple Silicon for M1 and newer, Intel Chip for older Macs.'],
      [LOGOS.linux, 'Linux', 'Docker Engine', 'Docker\'s install script, then add yourself to the docker group.'],
    ]
      .map(
        ([logo, system, what, how]) =>
          `<div style="flex:1;border:2px solid #d0d7de;border-radius:12px;padding:14px;text-align:center;background:#fff"><div style="height:50px;display:flex;align-items:center;justify-content:center">${logo}</div><div style="font-weight:700;font-size:19px;margin-top:6px">${system}</div><div style="font-weight:700;color:${BLUE};font-size:18px;margin:8px 0">${what}</div><div style="font-size:16px;color:#333">${how}</div></div>`,
      )
      .join('')}</div>${note('Then open a new terminal and check with <b>docker version</b>. On Windows and macOS, wait for <b>Engine running</b> in Docker Desktop first.')}`,
  },
];
