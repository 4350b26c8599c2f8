/**
 * Pictures of the networking and cloud lessons that are not terminal
 * sessions or real browser screenshots: diagrams of the ideas, and AWS
 * console pages drawn in today's AWS look (dark navy top bar, white panels
 * with a thin grey border, blue links, orange primary buttons). No account
 * ID, access key or other secret appears in any of them: the account menu
 * shows the user the lesson makes, as the console names someone signed in
 * through the access portal ("AdministratorAccess/sam"), and the account's
 * name "sam-learning". Only the root user's menu shows the name alone, and
 * the lesson tells the learner to sign out when they see that.
 */
import {BLUE, box, comparison, down, frame, GREEN, GREY, note, ORANGE, panelNote, PURPLE, right, row} from '../parts';
import type {Scene} from '../templates';


const both = `<div style="font-size:26px;color:${BLUE};font-weight:700;flex:none">&#8596;</div>`;

/* ---------- The AWS console, drawn ---------- */

const AWS_CSS = `<style>
.aws{margin:-26px -32px -30px;min-height:470px;background:#f2f3f3;color:#0f141a;font-size:16px;line-height:1.4}
.aws-top{display:flex;align-items:center;gap:12px;background:#161d26;color:#fff;padding:8px 14px;font-size:15px}
.aws-logo{font-weight:700;font-size:19px;letter-spacing:-.02em;line-height:1}
.aws-logo span{display:block;height:4px;width:30px;border-bottom:3px solid #ff9900;border-radius:0 0 12px 12px;margin-top:-3px}
.aws-grid{display:grid;grid-template-columns:repeat(3,4px);gap:2px}.aws-grid i{width:4px;height:4px;background:#fff}
.aws-search{flex:1;background:#0f141a;border:1px solid #8c8c94;border-radius:8px;padding:4px 10px;color:#b4b4bb;display:flex;justify-content:space-between}
.aws-nav{display:flex;gap:16px;align-items:center;white-space:nowrap}
.aws-crumb{background:#fff;border-bottom:1px solid #d5dbdb;padding:7px 18px;font-size:15px;color:${GREY}}
.aws-crumb b{color:#0972d3;font-weight:400}
.aws-main{padding:12px 18px}
.aws-h1{font-size:24px;font-weight:700;margin-bottom:10px}.aws-h1 small{font-size:14px;color:#0972d3;font-weight:700;margin-left:8px}
.aws-panel{background:#fff;border-radius:14px;box-shadow:0 1px 3px rgb(0 7 22/25%);padding:12px 16px;margin-bottom:12px}
.aws-panel h2{font-size:18px;font-weight:700;margin-bottom:8px}
.aws-label{font-weight:700;margin:8px 0 4px;font-size:16px}
.aws-field{border:1px solid #8c8c94;border-radius:8px;padding:4px 10px;background:#fff}
.aws-seg{display:inline-flex;border:1px solid #8c8c94;border-radius:8px;overflow:hidden}.aws-seg span{padding:3px 14px;border-right:1px solid #8c8c94}.aws-seg span:last-child{border-right:0}
.aws-seg .on{background:#0972d3;color:#fff;font-weight:700}
.aws-radio{display:inline-flex;align-items:center;gap:6px;margin-right:18px}
.aws-radio i{width:16px;height:16px;border-radius:50%;border:2px solid #8c8c94;display:inline-block}.aws-radio i.on{border:5px solid #0972d3}
.aws-btn{display:inline-block;border-radius:20px;padding:5px 18px;font-weight:700;border:2px solid #0972d3;color:#0972d3;background:#fff}
.aws-btn.primary{background:#ff9900;border-color:#ff9900;color:#0f141a}
.aws-muted{color:${GREY};font-size:15px}
.aws-link{color:#0972d3}
.aws-hl{outline:4px solid #f5a623;outline-offset:3px;border-radius:8px}
</style>`;

/** The console's top bar, with the Region menu and the account menu: the portal user and the account name (never an account ID). */
const awsTop = (region = 'Europe (Ireland)') =>
  `<div class="aws-top"><div class="aws-logo">aws<span></span></div><div class="aws-grid">${'<i></i>'.repeat(9)}</div><div class="aws-search"><span>Search</span></div><div class="aws-nav"><span style="border:1px solid #fff;border-radius:3px;padding:0 3px;font-family:Mono,monospace;font-size:13px">&gt;_</span><span><svg width="16" height="16" viewBox="0 0 16 16" fill="#fff"><path d="M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zm5-5V7a5 5 0 0 0-4-4.9V1a1 1 0 0 0-2 0v1.1A5 5 0 0 0 3 7v4l-2 2h14z"/></svg></span><span>?</span><span>&#9881;</span><span>${region} &#9662;</span><span>AdministratorAccess/sam @ sam-learning &#9662;</span></div></div>`;

const awsPage = (name: string, url: string, tabTitle: string, crumb: string, main: string): Scene => ({
  kind: 'browser',
  name,
  url,
  tabTitle,
  body: `${AWS_CSS}<div class="aws">${awsTop()}${crumb ? `<div class="aws-crumb">${crumb}</div>` : ''}<div class="aws-main">${main}</div></div>`,
});

/* ---------- Layers ---------- */

const LAYERS: [string, string, string, string][] = [
  ['Application', 'What the programs say', 'HTTP, DNS, SMTP', '#8250df'],
  ['Transport', 'Which program: port number', 'TCP, UDP', '#0b62c4'],
  ['Network', 'Which computer: IP address', 'IP, routers', '#1f883d'],
  ['Data link', 'Next device: MAC address', 'Ethernet, Wi-Fi, switches', '#bf8700'],
  ['Physical', 'Signals', 'Cables, glass fibre, radio', '#cf222e'],
];
const layerRow = ([name, job, examples, color]: (typeof LAYERS)[number], index: number) =>
  `<div style="display:grid;grid-template-columns:40px 170px 1fr 1fr;align-items:center;gap:10px;border:2px solid ${color};border-radius:10px;padding:8px 12px;margin-bottom:8px;background:#fff">
  <div style="width:32px;height:32px;border-radius:50%;background:${color};color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center">${5 - index}</div>
  <div style="font-weight:700;color:${color};font-size:19px">${name}</div><div style="font-size:17px">${job}</div><div style="font-size:17px;color:${GREY}">${examples}</div></div>`;

export const scenes: Scene[] = [
  /* ===== /advanced-topics/networking/overview ===== */
  {
    kind: 'diagram',
    name: 'networking-overview-lan-wan-internet',
    title: 'A LAN at home, a WAN between offices, and the internet',
    body: `${row(
      frame('Your home: a LAN', `${row(box('Laptop'), box('Phone'))}<div style="height:8px"></div>${row(box('Printer'), box('Router', 'with Wi-Fi', GREEN))}`, BLUE, 'flex:1.3'),
      both,
      box('The internet', 'a network of networks: millions of LANs and WANs', PURPLE, 'flex:1;min-height:150px;display:flex;flex-direction:column;justify-content:center;border-radius:60px'),
      both,
      frame('A bank: a WAN', `${box('Head office', '', ORANGE)}<div style="height:8px"></div>${box('Branch in another town', '', ORANGE)}`, ORANGE, 'flex:1'),
    )}
<div style="display:flex;gap:14px;margin-top:16px">${box('Client', 'the device that asks, such as your laptop', BLUE)}${box('Server', 'a computer that waits for questions and sends answers, such as a web server', GREEN)}</div>`,
  },
  {
    kind: 'diagram',
    name: 'networking-overview-router-switch-modem',
    title: 'Switch, router and modem: three jobs',
    body: `${row(
      box('Devices', 'laptop, desktop, printer'),
      right,
      box('Switch', 'links the devices inside one network', BLUE),
      right,
      box('Router', 'links your network to other networks, like a sorting office', GREEN),
      right,
      box('Modem', 'turns data into signals for the line, and back', ORANGE),
      right,
      box('Internet provider', 'phone line, TV cable or glass fibre', PURPLE),
    )}
<div style="margin-top:18px;border:2px dashed ${GREY};border-radius:12px;padding:12px;font-size:17px;text-align:center">At home, the switch, the router (with Wi-Fi) and the modem usually sit in <b>one box</b> from your internet provider.</div>`,
  },
  {
    kind: 'diagram',
    name: 'networking-overview-web-page-journey',
    title: 'How a web page gets from the server to your screen',
    body: `${row(
      box('1. Your laptop', 'asks DNS: where is www.wikipedia.org?'),
      right,
      box('DNS server', 'answers with an IP address', PURPLE),
    )}
<div style="height:10px"></div>
${row(
  box('2. Browser', 'sends the request, locked in HTTPS: GET /'),
  right,
  box('3. Router and modem', 'at home', GREEN),
  right,
  box('4. Routers on the internet', 'pass it on, step by step', GREEN),
  right,
  box('5. Web server', 'sends back the page: 200 OK', ORANGE),
)}
<div style="margin-top:12px;border:2px solid ${BLUE};border-radius:10px;padding:10px;text-align:center;font-size:17px;background:#eef5ff"><b>6.</b> The page travels back the same kind of way, and your browser draws it, often in less than a second.</div>`,
  },

  /* ===== /advanced-topics/networking/tcp-ip-five-layer-network-model ===== */
  {
    kind: 'diagram',
    name: 'tcp-ip-five-layers-stack',
    title: 'The five layers of the TCP/IP model',
    body: `${LAYERS.map(layerRow).join('')}${note('Each layer does one job, and only talks to the layer above and the layer below it.')}`,
  },
  {
    kind: 'diagram',
    name: 'tcp-ip-network-layer-routers',
    title: 'Routers pass each packet one step closer',
    body: `${row(
      box('Your laptop', '192.168.1.23'),
      right,
      box('Home router', 'your way out', GREEN),
      right,
      box('Router', 'internet provider', GREEN),
      right,
      box('Router', 'on the way', GREEN),
      right,
      box('Web server', '198.51.100.7', ORANGE),
    )}
<div style="margin:16px auto 0;width:520px;border:2px solid ${PURPLE};border-radius:10px;padding:10px 14px;background:#fff;font-size:17px">
<div style="font-weight:700;color:${PURPLE};margin-bottom:4px">One packet</div>
<div class="mono">From: 192.168.1.23 &#160; To: 198.51.100.7</div><div style="color:${GREY}">+ a small piece of the data</div></div>
${note('No router knows the whole way. Each reads the "To" address and picks the best next step.')}`,
  },
  {
    kind: 'diagram',
    name: 'tcp-ip-message-down-and-up',
    title: 'Each layer wraps the data in its own envelope',
    body: (() => {
      const wrap = (label: string, color: string, inner: string) =>
        `<div style="border:2px solid ${color};border-radius:10px;padding:6px 8px 8px;background:#fff"><div style="font-size:16px;font-weight:700;color:${color};margin-bottom:4px">${label}</div>${inner}</div>`;
      const message = wrap(
        'Data link header: MAC addresses (Ethernet or Wi-Fi)',
        '#bf8700',
        wrap('Network header: IP addresses', GREEN, wrap('Transport header: ports (TCP)', BLUE, wrap('Application: HTTP', PURPLE, '<div class="mono" style="font-size:17px">GET / HTTP/1.1</div>'))),
      );
      return `${row(
        `<div style="flex:none;width:120px;text-align:center;font-size:17px"><b>Your computer</b><div style="font-size:34px;color:${BLUE}">&#8595;</div>goes down the layers</div>`,
        `<div style="flex:1">${message}<div style="margin-top:8px;text-align:center;font-size:17px;color:#cf222e;font-weight:700">Physical: sent as signals in a cable, a fibre or the air</div></div>`,
        `<div style="flex:none;width:120px;text-align:center;font-size:17px"><b>The server</b><div style="font-size:34px;color:${BLUE}">&#8593;</div>goes up the layers</div>`,
      )}`;
    })(),
  },
  {
    kind: 'diagram',
    name: 'tcp-ip-five-layers-vs-osi',
    title: 'OSI model (7 layers) and TCP/IP model (5 layers)',
    body: (() => {
      const osi = ['7 Application', '6 Presentation', '5 Session', '4 Transport', '3 Network', '2 Data link', '1 Physical'];
      const cell = (text: string, color: string, height: number) =>
        `<div style="height:${height}px;border:2px solid ${color};border-radius:8px;display:flex;align-items:center;justify-content:center;font-weight:700;color:${color};background:#fff;margin-bottom:6px">${text}</div>`;
      const colors = ['#8250df', '#8250df', '#8250df', BLUE, GREEN, '#bf8700', '#cf222e'];
      return `<div style="display:flex;gap:30px"><div style="flex:1"><div style="font-weight:700;margin-bottom:8px;text-align:center">OSI model</div>${osi
        .map((layer, index) => cell(layer, colors[index], 40))
        .join('')}</div><div style="flex:1"><div style="font-weight:700;margin-bottom:8px;text-align:center">TCP/IP model</div>${cell('Application', '#8250df', 132)}${LAYERS.slice(1)
        .map(([name, , , color]) => cell(name, color, 40))
        .join('')}</div></div>${note('Only the top differs: OSI splits the application layer into three.')}`;
    })(),
  },

  /* ===== /advanced-topics/cloud-computing/overview ===== */
  {
    kind: 'diagram',
    name: 'cloud-overview-what-it-is',
    title: 'Cloud computing: rent computers over the internet',
    body: `${row(
      box('You', 'pick what you need on a web page', BLUE, 'flex:0.8'),
      both,
      box('Internet', '', PURPLE, 'flex:0.6;border-radius:40px;padding:24px 8px'),
      both,
      frame(
        "Provider's data centre",
        `${row(box('Servers', 'run programs', GREEN), box('Storage', 'keep files', GREEN))}<div style="height:8px"></div>${row(box('Databases', 'keep data in order', GREEN), box('Networks', 'link it all', GREEN))}`,
        GREEN,
        'flex:2',
      ),
    )}${note('It runs in minutes. You pay for what you use, and you never see the machines.')}`,
  },
  {
    kind: 'diagram',
    name: 'cloud-overview-own-servers-vs-cloud',
    title: 'Your own servers or the cloud?',
    body: comparison(
      {
        tone: 'bad',
        title: 'Your own servers',
        content: `<div style="font-size:17px;line-height:1.7">Buy them up front<br>Wait weeks for them<br>Need a safe, cool room and staff<br>Buy enough for the busiest day<br>Most sit idle the rest of the year</div>`,
      },
      {
        tone: 'good',
        title: 'The cloud',
        content: `<div style="font-size:17px;line-height:1.7">Rent them, pay each month<br>Ready in minutes<br>The provider fixes broken parts<br>Add servers for a busy day: scaling<br>Remove them again the day after</div>`,
      },
    ) + note('The cloud is not always cheaper. A service that never changes size can cost less on your own servers.'),
  },
  {
    kind: 'diagram',
    name: 'cloud-overview-iaas-paas-saas',
    title: 'Who looks after what: IaaS, PaaS and SaaS',
    body: (() => {
      const parts = ['Your data', 'Your program', 'System and updates', 'Servers, storage, network', 'Building, power, cooling'];
      const you = [
        [true, true, true, false, false],
        [true, true, false, false, false],
        [true, false, false, false, false],
      ];
      const column = (title: string, example: string, mine: boolean[]) =>
        `<div style="flex:1"><div style="font-weight:700;text-align:center;font-size:19px">${title}</div><div style="text-align:center;font-size:15px;color:${GREY};margin-bottom:6px">${example}</div>${parts
          .map(
            (part, index) =>
              `<div style="border-radius:8px;padding:6px;margin-bottom:5px;text-align:center;font-size:16px;color:#fff;font-weight:600;background:${mine[index] ? BLUE : GREEN}">${part}</div>`,
          )
          .join('')}</div>`;
      return `<div style="display:flex;gap:14px">${column('IaaS', 'a virtual server on EC2', you[0])}${column('PaaS', 'Elastic Beanstalk, App Engine', you[1])}${column('SaaS', 'Gmail, Microsoft 365', you[2])}</div>
<div style="display:flex;gap:20px;justify-content:center;margin-top:10px;font-size:17px"><span><b style="color:${BLUE}">&#9632;</b> You look after it</span><span><b style="color:${GREEN}">&#9632;</b> The provider looks after it</span></div>`;
    })(),
  },
  {
    kind: 'diagram',
    name: 'cloud-overview-public-private-hybrid',
    title: 'Public, private and hybrid clouds',
    body: `<div style="display:flex;gap:14px">
  ${frame('Public cloud', `${box('Shared by many customers', 'each kept apart', GREEN)}<div style="font-size:16px;margin-top:8px;color:${GREY}">AWS, Microsoft Azure, Google Cloud</div>`, GREEN, 'flex:1')}
  ${frame('Private cloud', `${box('One company only', 'in its own data centre', BLUE)}<div style="font-size:16px;margin-top:8px;color:${GREY}">Some banks and hospitals</div>`, BLUE, 'flex:1')}
  ${frame('Hybrid cloud', `${row(box('Own building', '', BLUE), both, box('Public cloud', '', GREEN))}<div style="font-size:16px;margin-top:8px;color:${GREY}">Customer data at home, website in the cloud</div>`, PURPLE, 'flex:1.3')}
</div>`,
  },
  {
    kind: 'diagram',
    name: 'cloud-overview-big-providers',
    title: 'The big three providers, and their names for the same things',
    body: (() => {
      const cell = (text: string, head = false) =>
        `<div style="padding:8px 10px;border-bottom:1px solid #d0d7de;font-size:17px;${head ? 'font-weight:700' : ''}">${text}</div>`;
      const column = (title: string, color: string, items: string[]) =>
        `<div style="flex:1;border:2px solid ${color};border-radius:10px;overflow:hidden;background:#fff"><div style="background:${color};color:#fff;font-weight:700;padding:8px 10px;font-size:19px">${title}</div>${items.map((item) => cell(item)).join('')}</div>`;
      return `<div style="display:flex;gap:12px">
  <div style="flex:0.8;padding-top:42px">${['Virtual server', 'File storage', 'Database', 'Private network'].map((item) => cell(item, true)).join('')}</div>
  ${column('AWS', '#232f3e', ['EC2', 'S3', 'RDS', 'VPC'])}
  ${column('Microsoft Azure', '#0078d4', ['Virtual Machines', 'Blob Storage', 'Azure SQL Database', 'Virtual Network'])}
  ${column('Google Cloud', '#1e8e3e', ['Compute Engine', 'Cloud Storage', 'Cloud SQL', 'VPC'])}
</div>${note('Once you know one provider, the others are much easier to learn.')}`;
    })(),
  },
  {
    kind: 'diagram',
    name: 'cloud-overview-pay-as-you-go',
    title: 'Pay as you go: a meter counts what you use',
    body: (() => {
      const hours = [2, 2, 3, 8, 12, 12, 4, 2];
      const bars = hours
        .map(
          (servers, index) =>
            `<div style="flex:1;display:flex;flex-direction:column;align-items:center;justify-content:flex-end;height:190px"><div style="font-size:15px;color:${GREY}">${servers}</div><div style="width:100%;height:${servers * 13}px;background:${index === 4 || index === 5 ? ORANGE : BLUE};border-radius:6px 6px 0 0"></div><div style="font-size:15px;margin-top:4px">Day ${index + 1}</div></div>`,
        )
        .join('');
      return `<div style="font-size:17px;margin-bottom:6px">Servers running each day:</div><div style="display:flex;gap:10px;border-bottom:2px solid #333;padding:0 6px">${bars}</div>
<div style="display:flex;gap:14px;margin-top:14px">${box('Servers', 'per hour or second', BLUE)}${box('Storage', 'per gigabyte, each month', BLUE)}${box('Data sent out', 'per gigabyte', BLUE)}${box('Budget', 'an e-mail when costs grow', GREEN)}</div>`;
    })(),
  },
  {
    kind: 'diagram',
    name: 'cloud-overview-shared-responsibility',
    title: 'The shared responsibility model',
    body: `${frame(
      'You: keep safe what you put IN the cloud',
      `<div style="display:flex;gap:10px;flex-wrap:wrap">${['Who may sign in', 'Passwords and MFA', 'Your data', 'Updates on your servers', 'Network rules'].map((item) => box(item, '', BLUE, 'flex:1 1 150px')).join('')}</div>`,
      BLUE,
    )}
<div style="height:12px"></div>
${frame(
  'The provider: keeps the cloud itself safe',
  `<div style="display:flex;gap:10px">${['Buildings and guards', 'Machines and disks', 'Cables and network', 'Software that runs the cloud'].map((item) => box(item, '', GREEN)).join('')}</div>`,
  GREEN,
)}`,
  },

  /* ===== /advanced-topics/cloud-computing/aws ===== */
  {
    kind: 'diagram',
    name: 'aws-overview-core-services',
    title: 'The AWS services most projects start with',
    body: `<div style="display:grid;grid-template-columns:repeat(3,1fr);gap:12px">
  ${frame('Compute', `${box('EC2', 'virtual servers', ORANGE)}<div style="height:6px"></div>${box('Lambda', 'runs small functions', ORANGE)}`, ORANGE)}
  ${frame('Storage and databases', `${box('S3', 'files in buckets', GREEN)}<div style="height:6px"></div>${box('RDS', 'databases', BLUE)}`, GREEN)}
  ${frame('Networking', `${box('VPC', 'your private network', PURPLE)}<div style="height:6px"></div>${row(box('Route 53', 'DNS', PURPLE), box('CloudFront', 'CDN', PURPLE))}`, PURPLE)}
</div>
<div style="margin-top:12px">${frame('Security', box('IAM', 'users and what each may do', '#cf222e'), '#cf222e')}</div>`,
  },
  {
    kind: 'diagram',
    name: 'aws-overview-regions-availability-zones',
    title: 'A Region holds three or more Availability Zones',
    body: `${frame(
      'Region: Europe (Ireland), code eu-west-1',
      `<div style="display:flex;gap:14px">${['a', 'b', 'c']
        .map((letter) =>
          frame(
            `Availability Zone eu-west-1${letter}`,
            `${box('Data centre', 'own power and network', GREEN)}${letter === 'a' ? `<div style="height:6px"></div>${box('Data centre', '', GREEN)}` : ''}`,
            BLUE,
            'flex:1;border-style:solid;background:#f7faff',
          ),
        )
        .join('')}</div>`,
      PURPLE,
    )}
${note('AZs are a few kilometres apart. Spread your servers over two or more: if one AZ fails, the others keep your site running.')}`,
  },
  {
    kind: 'browser',
    name: 'aws-overview-sign-up-page',
    url: 'https://signin.aws.amazon.com/signup?request_type=register',
    tabTitle: 'AWS Console - Signup',
    body: `${AWS_CSS}<div class="aws" style="background:#fff;display:flex">
  <div style="flex:1;background:#232f3e;color:#fff;padding:40px 30px"><div class="aws-logo" style="font-size:30px">aws<span style="width:46px"></span></div><div style="font-size:24px;font-weight:700;margin-top:40px">Explore AWS with a new account</div><div style="font-size:17px;margin-top:12px;color:#d5dbdb">Try services with the free plan, or choose the paid plan.</div></div>
  <div style="flex:1.1;padding:34px 34px">
    <div style="font-size:26px;font-weight:700;margin-bottom:14px">Sign up for AWS</div>
    <div class="aws-label">Root user email address</div><div class="aws-field">sam.lee@example.com</div>
    <div class="aws-muted" style="margin-top:4px">Used for account recovery and for the root user.</div>
    <div class="aws-label">AWS account name</div><div class="aws-field">sam-learning</div>
    <div class="aws-muted" style="margin-top:4px">You can change this name later.</div>
    <div class="aws-hl" style="margin-top:18px"><div class="aws-btn primary" style="display:block;text-align:center">Verify email address</div></div>
    <div style="text-align:center;margin-top:14px" class="aws-link">Sign in to an existing AWS account</div>
  </div>
</div>`,
  },
  awsPage(
    'aws-overview-console-home',
    'https://console.aws.amazon.com/console/home',
    'Console Home',
    '',
    `<div style="display:flex;align-items:center;justify-content:space-between"><div class="aws-h1">Console Home <small>Info</small></div><div><span class="aws-btn">Reset to default layout</span> <span class="aws-btn">+ Add widgets</span></div></div>
<div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
  <div class="aws-panel"><h2>Recently visited</h2><div class="aws-link" style="line-height:1.9">&#9632; EC2<br>&#9632; S3<br>&#9632; VPC<br>&#9632; Billing and Cost Management</div></div>
  <div class="aws-panel"><h2>Welcome to AWS</h2><div style="line-height:1.6"><span class="aws-link">Getting started with AWS</span><br><span class="aws-muted">Learn the basics and find useful information.</span><br><span class="aws-link">Training and certification</span></div></div>
  <div class="aws-panel"><h2>AWS Health</h2><div class="aws-muted">Open issues: 0. Scheduled changes: 0.</div></div>
  <div class="aws-panel"><h2>Cost and usage</h2><div class="aws-muted">Current month costs</div><div style="font-size:26px;font-weight:700">$0.00</div></div>
</div>`,
  ),
  {
    kind: 'diagram',
    name: 'aws-overview-ec2-lambda',
    title: 'EC2 rents you servers; Lambda runs your functions',
    body: comparison(
      {
        tone: 'good',
        title: 'Amazon EC2: virtual servers (instances)',
        content: `${box('Instance type', 't3.micro (small), m7i.large (bigger)', ORANGE)}<div style="height:6px"></div>${box('System', 'Amazon Linux, Ubuntu, Windows Server', ORANGE)}<div style="height:6px"></div>${box('Region and AZ', 'eu-west-1a', ORANGE)}${panelNote('Pay for every second it runs. Stop it to pause, terminate it to delete it.')}`,
      },
      {
        tone: 'good',
        title: 'AWS Lambda: serverless functions',
        content: `${box('A photo is uploaded', 'something happens', BLUE)}${down}${box('Your function runs', 'a small piece of code', BLUE)}${down}${box('It stops', 'you pay only for the time it ran', BLUE)}`,
      },
    ),
  },
  {
    kind: 'diagram',
    name: 'aws-overview-s3-rds',
    title: 'S3 keeps files; RDS runs databases',
    body: comparison(
      {
        tone: 'good',
        title: 'Amazon S3: objects in buckets',
        content: frame(
          'Bucket: sam-lee-holiday-photos (private)',
          `<div class="mono" style="font-size:16px;line-height:1.8">beach.jpg<br>mountains.jpg<br>videos/boat-trip.mp4</div>`,
          GREEN,
        ) + panelNote('Copies in several AZs. Keep buckets private.'),
      },
      {
        tone: 'good',
        title: 'Amazon RDS: relational databases',
        content: `<div style="border:2px solid ${BLUE};border-radius:8px;overflow:hidden;font-size:16px;background:#fff"><div style="display:grid;grid-template-columns:40px 1fr 1fr;background:#eef5ff;font-weight:700"><div style="padding:4px 6px">id</div><div style="padding:4px 6px">name</div><div style="padding:4px 6px">town</div></div><div style="display:grid;grid-template-columns:40px 1fr 1fr"><div style="padding:4px 6px">1</div><div style="padding:4px 6px">Sam Lee</div><div style="padding:4px 6px">Leeds</div><div style="padding:4px 6px">2</div><div style="padding:4px 6px">Alex Kim</div><div style="padding:4px 6px">York</div></div></div>${panelNote('PostgreSQL or MySQL. AWS installs, updates and backs up.')}`,
      },
    ),
  },
  awsPage(
    'aws-overview-zero-spend-budget',
    'https://console.aws.amazon.com/costmanagement/home#/budgets/create',
    'Create budget | Billing and Cost Management',
    '<b>Billing and Cost Management</b> &#8250; <b>Budgets</b> &#8250; Create budget',
    `<div class="aws-h1">Create budget</div>
<div class="aws-panel"><h2>Budget setup</h2><span class="aws-radio"><i class="on"></i><b>Use a template (simplified)</b></span><span class="aws-radio"><i></i>Customize (advanced)</span></div>
<div class="aws-panel"><h2>Templates</h2>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:10px">
    <div class="aws-hl" style="border:2px solid #0972d3;border-radius:8px;padding:8px 10px"><span class="aws-radio"><i class="on"></i><b>Zero spend budget</b></span><div class="aws-muted">Notifies you once your spending goes above $0.01.</div></div>
    <div style="border:1px solid #8c8c94;border-radius:8px;padding:8px 10px"><span class="aws-radio"><i></i><b>Monthly cost budget</b></span><div class="aws-muted">Notifies you if you go over a sum you choose.</div></div>
  </div>
  <div class="aws-label" style="margin-top:12px">Budget name</div><div class="aws-field">My Zero-Spend Budget</div>
  <div class="aws-label">Email recipients</div><div class="aws-field">sam.lee@example.com</div>
</div>
<div style="text-align:right"><span class="aws-btn primary">Create budget</span></div>`,
  ),

  /* ===== /advanced-topics/cloud-computing/aws/networking/aws-networking ===== */
  awsPage(
    'aws-networking-create-vpc',
    'https://console.aws.amazon.com/vpcconsole/home?region=eu-west-1#CreateVpc:',
    'Create VPC | VPC Console',
    '<b>VPC</b> &#8250; <b>Your VPCs</b> &#8250; Create VPC',
    `<div style="display:grid;grid-template-columns:1.15fr 1fr;gap:12px">
<div class="aws-panel" style="margin:0"><h2>VPC settings</h2>
  <div class="aws-label">Resources to create</div><span class="aws-radio"><i></i>VPC only</span><span class="aws-radio aws-hl"><i class="on"></i><b>VPC and more</b></span>
  <div class="aws-label">Name tag auto-generation</div><div class="aws-field">project</div>
  <div class="aws-label">IPv4 CIDR block</div><div class="aws-field">10.0.0.0/16</div><div class="aws-muted">65,536 IPs</div>
  <div class="aws-label">Number of Availability Zones (AZs)</div><div class="aws-seg"><span>1</span><span class="on">2</span><span>3</span></div>
  <div class="aws-label">Number of public subnets</div><div class="aws-seg"><span>0</span><span class="on">2</span></div>
  <div class="aws-label">Number of private subnets</div><div class="aws-seg"><span>0</span><span class="on">2</span><span>4</span></div>
</div>
<div class="aws-panel" style="margin:0"><h2>Preview</h2>
  <div class="aws-label">VPC</div><div class="aws-muted" style="color:#0f141a">project-vpc</div>
  <div class="aws-label">Subnets (4)</div>
  <div style="font-size:15px;line-height:1.6">eu-west-1a<br>&#160; project-subnet-public1<br>&#160; project-subnet-private1<br>eu-west-1b<br>&#160; project-subnet-public2<br>&#160; project-subnet-private2</div>
  <div class="aws-label">Network connections</div><div style="font-size:15px">project-igw</div>
</div></div>`,
  ),
  {
    kind: 'diagram',
    name: 'aws-networking-public-private-subnets',
    title: 'A VPC with public and private subnets in two AZs',
    body: frame(
      'VPC 10.0.0.0/16 in the Region Europe (Ireland)',
      `<div style="display:flex;gap:14px">${[
        ['eu-west-1a', '10.0.0.0/20', '10.0.128.0/20'],
        ['eu-west-1b', '10.0.16.0/20', '10.0.144.0/20'],
      ]
        .map(([zone, pub, priv]) =>
          frame(
            `Availability Zone ${zone}`,
            `${box('Public subnet', `${pub}<br>web server or load balancer`, GREEN)}<div style="height:8px"></div>${box('Private subnet', `${priv}<br>database, inner servers`, BLUE)}`,
            GREY,
            'flex:1;border-style:solid',
          ),
        )
        .join('')}</div>`,
      PURPLE,
    ),
  },
  {
    kind: 'diagram',
    name: 'aws-networking-gateways-route-tables',
    title: 'Route tables send traffic to the gateways',
    body: `${row(
      box('Internet', '', PURPLE, 'flex:0.7;border-radius:40px'),
      both,
      box('Internet gateway', 'the door of the VPC', ORANGE),
      both,
      frame('Public subnet', `${box('NAT gateway', 'lets private servers reach out', ORANGE)}<div class="mono" style="font-size:15px;margin-top:6px">0.0.0.0/0 &#8594; internet gateway</div>`, GREEN, 'flex:1.4'),
      `<div style="font-size:26px;color:${BLUE};font-weight:700;flex:none">&#8592;</div>`,
      frame('Private subnet', `${box('Database', '', BLUE)}<div class="mono" style="font-size:15px;margin-top:6px">0.0.0.0/0 &#8594; NAT gateway</div>`, BLUE, 'flex:1.2'),
    )}
${note('Both route tables also send 10.0.0.0/16 to "local": every subnet of the VPC can reach the others.')}`,
  },
  awsPage(
    'aws-networking-security-groups',
    'https://console.aws.amazon.com/ec2/home?region=eu-west-1#SecurityGroups:',
    'Security Groups | EC2',
    '<b>EC2</b> &#8250; <b>Security Groups</b> &#8250; web-server-sg',
    `<div class="aws-h1">web-server-sg</div>
<div class="aws-panel"><h2>Inbound rules (2)</h2>
<div style="display:grid;grid-template-columns:1fr 1fr 1fr 1.6fr;font-size:16px">
  ${['Type', 'Protocol', 'Port range', 'Source'].map((head) => `<div style="font-weight:700;padding:6px;border-bottom:1px solid #d5dbdb">${head}</div>`).join('')}
  ${['HTTPS', 'TCP', '443', '0.0.0.0/0 (anybody)', 'SSH', 'TCP', '22', '203.0.113.10/32 (office)'].map((cell) => `<div style="padding:6px;border-bottom:1px solid #e9ebed">${cell}</div>`).join('')}
</div></div>
<div class="aws-panel"><h2>Outbound rules (1)</h2><div style="font-size:16px">All traffic, to 0.0.0.0/0</div></div>
<div class="aws-muted">Anything without an inbound rule is blocked. Replies to allowed traffic go out by themselves.</div>`,
  ),
  {
    kind: 'diagram',
    name: 'aws-networking-route53-cloudfront-elb',
    title: 'Route 53, CloudFront and a load balancer bring visitors in',
    body: `${row(
      box('Visitor', 'types sam-bakery.com'),
      right,
      box('Route 53', 'DNS: gives the address', PURPLE),
      right,
      box('CloudFront', 'copies at edge locations near the visitor', PURPLE),
      right,
      box('Load balancer', 'picks a healthy server', ORANGE),
    )}
<div style="display:flex;justify-content:flex-end;gap:14px;margin-top:10px"><div style="width:250px">${down}${row(box('Server', 'AZ a', GREEN), box('Server', 'AZ b', GREEN))}</div></div>`,
  },
  {
    kind: 'diagram',
    name: 'aws-networking-site-to-site-vpn',
    title: 'A Site-to-Site VPN: two locked tunnels through the internet',
    body: `${row(
      frame('Your office', `${box('Staff computers', '', BLUE)}<div style="height:6px"></div>${box('Customer gateway', 'your office router', BLUE)}`, BLUE, 'flex:1'),
      `<div style="flex:1.2;text-align:center"><div style="border:3px solid ${GREEN};border-radius:20px;padding:6px;margin-bottom:8px;font-weight:700;color:${GREEN}">Tunnel 1 (encrypted)</div><div style="border:3px solid ${GREEN};border-radius:20px;padding:6px;font-weight:700;color:${GREEN}">Tunnel 2 (encrypted)</div><div style="font-size:16px;color:${GREY};margin-top:6px">over the public internet</div></div>`,
      frame('AWS', `${box('Virtual private gateway', 'or Transit Gateway', ORANGE)}<div style="height:6px"></div>${box('Your VPC', 'private subnets', PURPLE)}`, ORANGE, 'flex:1'),
    )}${note('Ready in about an hour. If one tunnel fails, the other carries the traffic.')}`,
  },
  awsPage(
    'aws-networking-direct-connect',
    'https://console.aws.amazon.com/directconnect/v2/home?region=eu-west-1#/connections/create',
    'Create connection | Direct Connect',
    '<b>Direct Connect</b> &#8250; <b>Connections</b> &#8250; Create connection',
    `<div class="aws-h1">Create connection</div>
<div class="aws-panel"><h2>Connection ordering type</h2><span class="aws-radio"><i class="on"></i><b>Connection wizard</b></span><span class="aws-radio"><i></i>Classic</span></div>
<div class="aws-panel"><h2>Resiliency level</h2>
  <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:10px">
    <div style="border:1px solid #8c8c94;border-radius:8px;padding:8px"><span class="aws-radio"><i></i><b>Maximum Resiliency</b></span><div class="aws-muted">Two locations, two lines each</div></div>
    <div style="border:1px solid #8c8c94;border-radius:8px;padding:8px"><span class="aws-radio"><i></i><b>High Resiliency</b></span><div class="aws-muted">Two locations, one line each</div></div>
    <div style="border:2px solid #0972d3;border-radius:8px;padding:8px"><span class="aws-radio"><i class="on"></i><b>Development and Test</b></span><div class="aws-muted">One location, for tests</div></div>
  </div></div>
<div class="aws-panel"><h2>Port speed</h2><div class="aws-seg"><span>1 Gbps</span><span class="on">10 Gbps</span><span>100 Gbps</span><span>400 Gbps</span></div></div>
<div style="text-align:right"><span class="aws-btn">Cancel</span> <span class="aws-btn primary">Next</span></div>`,
  ),
  {
    kind: 'diagram',
    name: 'aws-networking-whole-picture',
    title: 'The whole picture: a website in a VPC, linked to an office',
    body: `${row(box('Visitors', '', BLUE, 'flex:0.6'), right, box('Route 53 and CloudFront', '', PURPLE, 'flex:0.9'), right, box('Internet gateway', '', ORANGE, 'flex:0.8'))}
${down}
${frame(
  'VPC 10.0.0.0/16',
  `${frame('Public subnets', row(box('Load balancer', '', ORANGE), box('NAT gateway', '', ORANGE)), GREEN)}<div style="height:8px"></div>${frame(
    'Private subnets in AZ a and AZ b, each server guarded by a security group',
    row(box('Web server', 'AZ a', GREEN), box('Web server', 'AZ b', GREEN), box('Database', '', BLUE)),
    BLUE,
  )}`,
  PURPLE,
  'margin-top:4px',
)}
<div style="margin-top:10px">${row(box('Your office', '', BLUE, 'flex:0.6'), both, box('Site-to-Site VPN now, Direct Connect after 4-6 weeks', '', GREEN, 'flex:2'), both, box('the VPC', '', PURPLE, 'flex:0.6'))}</div>`,
  },
];
