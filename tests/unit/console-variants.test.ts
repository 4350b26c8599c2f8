/** Each rule that turns a Linux terminal session into its Windows (Git Bash) and macOS form (src/lib/console-variants.ts). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {CONSOLE_RULES, consoleForSystem, consoleVariants, gitBashRewrites} from '../../src/lib/console-variants';
import {parseWarningsMeta, warningsMeta} from '../../src/lib/git-bash-line-endings';
import {gitBashListing, isPlainLs, listingKey} from '../../src/lib/git-bash-listings';
import {bsdColumns} from '../../src/lib/bsd-ls';
import {pipOutputForSystem, pipSize, type PlatformPackages} from '../../src/lib/platform-packages';

const on = (code: string) => ({
  windows: consoleForSystem(code, 'windows'),
  mac: consoleForSystem(code, 'mac'),
  linux: consoleForSystem(code, 'linux'),
});

describe('console variants', () => {
  it('leaves Linux as the lesson wrote it', () => {
    const code = '$ python3 hello.py\nHello\n$ source .venv/bin/activate';
    assert.equal(consoleForSystem(code, 'linux'), code);
  });

  it('types python for python3 on Windows, in commands only', () => {
    const shown = on('$ python3 hello.py\nHello\n$ cd ~/site && python3 -m venv .venv\n$ echo python3');
    assert.equal(shown.windows, '$ python hello.py\nHello\n$ cd ~/site && python -m venv .venv\n$ echo python3');
    assert.equal(shown.mac, '$ python3 hello.py\nHello\n$ cd ~/site && python3 -m venv .venv\n$ echo python3');
    assert.equal(consoleForSystem('$ python3\nbash: python3: command not found', 'windows'), '$ python\nbash: python3: command not found');
  });

  it("finds a virtual environment's programs in Scripts on Windows", () => {
    const shown = on('$ source .venv/bin/activate\n$ which python\n/home/you/site/.venv/bin/python');
    assert.equal(shown.windows, '$ source .venv/Scripts/activate\n$ which python\n/c/Users/you/site/.venv/Scripts/python');
    assert.equal(shown.mac, '$ source .venv/bin/activate\n$ which python\n/Users/you/site/.venv/bin/python');
  });

  it("keeps Git Bash from rewriting a Windows program's /paths on Windows (MSYS_NO_PATHCONV=1)", () => {
    const load = 'kubectl run load --image=busybox:1.37 --restart=Never -- /bin/sh -c "while true; do wget -q -O- http://hello-web; done"';
    const shown = on(`$ ${load}\npod/load created`);
    assert.equal(shown.windows, `$ MSYS_NO_PATHCONV=1 ${load}\npod/load created`);
    assert.equal(shown.mac, `$ ${load}\npod/load created`);
    // A volume list, an option's value, a command after &&: each is rewritten by Git Bash.
    assert.deepEqual(gitBashRewrites('docker run -v shop-data:/var/lib/postgresql postgres:18'), ['shop-data:/var/lib/postgresql']);
    assert.deepEqual(gitBashRewrites('docker run --workdir=/app web'), ['--workdir=/app']);
    assert.deepEqual(gitBashRewrites('docker run -v "$PWD":/app -v $(pwd)/data:/data web'), ['$PWD:/app', '$(pwd)/data:/data']);
    assert.equal(consoleForSystem('$ cd ~/web && kubectl exec web -- ls /app', 'windows'), '$ cd ~/web && MSYS_NO_PATHCONV=1 kubectl exec web -- ls /app');
    // Left alone: Git Bash's own programs, URLs, /dev/null, //paths, a slash inside a quoted message or a quoted ; .
    for (const command of ['ls /usr/bin', 'curl -s -o /dev/null http://localhost:8000/', 'docker run -v //c/x:/y web', 'git commit -m "Add the /about page"', 'echo "a; kubectl exec w -- ls /app"']) {
      assert.deepEqual(gitBashRewrites(command), [], command);
      assert.equal(consoleForSystem(`$ ${command}`, 'windows'), `$ ${command}`);
    }
  });

  it('opens a file with start on Windows and open on a Mac', () => {
    const shown = on('$ xdg-open index.html');
    assert.deepEqual(shown, {windows: '$ start index.html', mac: '$ open index.html', linux: '$ xdg-open index.html'});
  });

  it('writes the home folder as each system and each program writes it', () => {
    assert.equal(consoleForSystem('$ pwd\n/home/you/my-first-project', 'mac'), '$ pwd\n/Users/you/my-first-project');
    assert.equal(consoleForSystem('$ pwd\n/home/you/my-first-project', 'windows'), '$ pwd\n/c/Users/you/my-first-project');
    assert.equal(
      consoleForSystem('$ git init\nInitialized empty Git repository in /home/you/my-project/.git/', 'windows'),
      '$ git init\nInitialized empty Git repository in C:/Users/you/my-project/.git/',
    );
    assert.equal(
      consoleForSystem('$ python3 variables.py\nTraceback (most recent call last):\n  File "/home/you/python-basics/variables.py", line 1, in <module>', 'windows'),
      '$ python variables.py\nTraceback (most recent call last):\n  File "C:\\Users\\you\\python-basics\\variables.py", line 1, in <module>',
    );
    assert.equal(
      consoleForSystem("$ python manage.py collectstatic\n130 static files copied to '/home/you/django-site/staticfiles'.", 'windows'),
      "$ python manage.py collectstatic\n130 static files copied to 'C:\\Users\\you\\django-site\\staticfiles'.",
    );
  });

  it("words a missing command as a Mac's zsh does", () => {
    assert.equal(consoleForSystem('$ code .\nbash: code: command not found', 'mac'), '$ code .\nzsh: command not found: code');
    assert.equal(consoleForSystem('$ code .\nbash: code: command not found', 'windows'), '$ code .\nbash: code: command not found');
  });

  it("words a missing file as a Mac's ls does", () => {
    const code = "$ ls node_modules\nls: cannot access 'node_modules': No such file or directory";
    assert.equal(consoleForSystem(code, 'mac'), '$ ls node_modules\nls: node_modules: No such file or directory');
    assert.equal(consoleForSystem(code, 'windows'), code);
  });

  it('writes the paths npm and Node.js print in Windows’s own form', () => {
    assert.equal(
      consoleForSystem('$ npm init -y\nWrote to /home/you/node-practice/package.json:', 'windows'),
      '$ npm init -y\nWrote to C:\\Users\\you\\node-practice\\package.json:',
    );
  });

  it("names Django's stop keys as Windows prints them", () => {
    const code = '$ python manage.py runserver\nQuit the server with CONTROL-C.';
    assert.equal(consoleForSystem(code, 'windows'), '$ python manage.py runserver\nQuit the server with CTRL-BREAK.');
    assert.equal(consoleForSystem(code, 'mac'), code);
  });

  it('names the source of every rule', () => {
    for (const rule of CONSOLE_RULES) assert.ok(rule.source.length > 20, rule.name);
  });

  it("lists folders with / in Git Bash, from the journey's record of ls -F", () => {
    const recorded = {[listingKey('ls', 'manage.py  mysite')]: 'manage.py*  mysite/'};
    assert.equal(gitBashListing('ls', 'manage.py  mysite', recorded), 'manage.py*  mysite/');
    assert.equal(gitBashListing('ls', 'db.sqlite3  manage.py  mysite', recorded), undefined);
    assert.ok(isPlainLs('ls') && isPlainLs('ls recipes/migrations') && !isPlainLs('ls -l') && !isPlainLs('ls | wc -l'));
    // The lessons' own ls commands are recorded: setting-up's first one lists the new folder with its /.
    assert.equal(consoleForSystem('$ ls\nmy-first-project', 'windows'), '$ ls\nmy-first-project/');
    assert.equal(consoleForSystem('$ ls\nmy-first-project', 'mac'), '$ ls\nmy-first-project');
    // A block's text ends in a new line when ls is its last command (as Markdown gives it): the same listing.
    assert.equal(consoleForSystem('$ ls\nmy-first-project\n', 'windows'), '$ ls\nmy-first-project/\n');
    assert.equal(consoleForSystem('$ cd ~\n$ ls\nmy-first-project\n\n', 'windows'), '$ cd ~\n$ ls\nmy-first-project/\n\n');
  });

  it("lays out a Mac's ls on tab stops, as BSD's ls does", () => {
    // Django's app folder: the longest name has 11 letters, so columns of 16, five of them in 80.
    assert.equal(
      consoleForSystem('$ ls recipes\n__init__.py  admin.py  apps.py\tmigrations  models.py  tests.py  views.py', 'mac'),
      '$ ls recipes\n__init__.py\tapps.py\t\tmodels.py\tviews.py\nadmin.py\tmigrations\ttests.py',
    );
    // A Vite project: package-lock.json (17) makes columns of 24, three of them.
    assert.equal(
      bsdColumns(['README.md', 'node_modules', 'package.json', 'src', 'index.html', 'package-lock.json', 'public', 'vite.config.js']),
      'README.md\t\tpackage-lock.json\tsrc\nindex.html\t\tpackage.json\t\tvite.config.js\nnode_modules\t\tpublic',
    );
    // One name, a name too long for two columns, an error message: as they are.
    assert.equal(consoleForSystem('$ ls\nmy-first-project\n', 'mac'), '$ ls\nmy-first-project\n');
    assert.equal(bsdColumns(['a'.repeat(45), 'b']), `${'a'.repeat(45)}\nb`);
    assert.equal(consoleForSystem('$ ls\nmanage.py  mysite', 'windows'), '$ ls\nmanage.py*  mysite/');
    assert.equal(consoleForSystem('$ ls -l\ntotal 0', 'mac'), '$ ls -l\ntotal 0');
  });

  it("shows on Windows the packages pip's resolver installs there only (tzdata beside Django)", () => {
    const django = (name: string, version: string) => ({name, version, wheel: `${name}-${version}-py3-none-any.whl`});
    const data: PlatformPackages = {
      'Django==5.2.19': {
        linux: [django('Django', '5.2.19'), django('asgiref', '3.13.0'), django('sqlparse', '0.6.1')],
        mac: [django('Django', '5.2.19'), django('asgiref', '3.13.0'), django('sqlparse', '0.6.1')],
        windows: [django('Django', '5.2.19'), {...django('tzdata', '2026.6'), collecting: 'tzdata (from Django==5.2.19)', size: 348210}, django('asgiref', '3.13.0'), django('sqlparse', '0.6.1')],
      },
    };
    const linux = 'Collecting Django==5.2.19\nInstalling collected packages: sqlparse, asgiref, Django\nSuccessfully installed Django-5.2.19 asgiref-3.13.0 sqlparse-0.6.1';
    assert.equal(
      pipOutputForSystem('pip install Django==5.2.19', linux, 'windows', data),
      'Collecting Django==5.2.19\nCollecting tzdata (from Django==5.2.19)\n  Downloading tzdata-2026.6-py3-none-any.whl (348 kB)\nInstalling collected packages: tzdata, sqlparse, asgiref, Django\nSuccessfully installed Django-5.2.19 asgiref-3.13.0 sqlparse-0.6.1 tzdata-2026.6',
    );
    assert.equal(pipOutputForSystem('pip install Django==5.2.19', linux, 'mac', data), linux);
    assert.equal(pipOutputForSystem('pip install Flask==3.1.0', linux, 'windows', data), linux);
    assert.deepEqual([pipSize(8_300_000), pipSize(348_210), pipSize(1_400), pipSize(900)], ['8.3 MB', '348 kB', '1.4 kB', '900 bytes']);
    // The lessons' own install, from the resolver's recorded answer: the last line the page shows.
    const [, windowsLine] = consoleForSystem('$ pip install Django==5.2.19\nSuccessfully installed Django-5.2.19 asgiref-3.13.0 sqlparse-0.6.1', 'windows').split('\n');
    assert.equal(windowsLine, 'Successfully installed Django-5.2.19 asgiref-3.13.0 sqlparse-0.6.1 tzdata-2026.6');
    const [, pytestLine] = consoleForSystem('$ pip install pytest==9.2.0 coverage==7.17.3\nSuccessfully installed coverage-7.17.3 pytest-9.2.0', 'windows').split('\n');
    assert.equal(pytestLine, 'Successfully installed colorama-0.4.6 coverage-7.17.3 pytest-9.2.0');
    // From a requirements file: the resolved install whose Linux list is what the Linux run installed.
    const fromFile = '$ pip install -r requirements.txt\nSuccessfully installed coverage-7.17.3 iniconfig-2.3.1 packaging-26.3 pluggy-1.7.0 pygments-2.21.0 pytest-9.2.0';
    assert.equal(
      consoleForSystem(fromFile, 'windows').split('\n')[1],
      'Successfully installed colorama-0.4.6 coverage-7.17.3 iniconfig-2.3.1 packaging-26.3 pluggy-1.7.0 pygments-2.21.0 pytest-9.2.0',
    );
    assert.equal(consoleForSystem(fromFile, 'mac'), fromFile);
    // Another list (pytest alone) is not that install: nothing is added.
    const other = '$ pip install -r requirements.txt\nSuccessfully installed iniconfig-2.3.1 packaging-26.3 pluggy-1.7.0 pygments-2.21.0 pytest-9.2.0';
    assert.equal(consoleForSystem(other, 'windows'), other);
  });

  it("names the wheel pip downloads for each system, and on Windows the whole folder of a satisfied requirement, with colorama beside pytest", () => {
    const install = '$ pip install pytest==9.2.0 coverage==7.17.3\nCollecting coverage==7.17.3\n  Downloading coverage-7.17.3-cp311-cp311-manylinux1_x86_64.manylinux_2_28_x86_64.manylinux_2_5_x86_64.whl (250 kB)';
    assert.match(consoleForSystem(install, 'windows'), /\n {2}Downloading coverage-7\.17\.3-cp313-cp313-win_amd64\.whl \(250 kB\)/);
    assert.match(consoleForSystem(install, 'mac'), /\n {2}Downloading coverage-7\.17\.3-cp313-cp313-macosx_11_0_arm64\.whl \(250 kB\)/);
    assert.equal(consoleForSystem(install, 'linux'), install);
    const satisfied =
      '$ cd ~/price-checker\n$ pip install -r requirements.txt\nRequirement already satisfied: pytest==9.2.0 in ./.venv/lib/python3.11/site-packages (from -r requirements.txt (line 1)) (9.2.0)\nRequirement already satisfied: iniconfig>=2 in ./.venv/lib/python3.11/site-packages (from pytest==9.2.0->-r requirements.txt (line 1)) (2.3.1)';
    assert.deepEqual(consoleForSystem(satisfied, 'windows').split('\n').slice(2), [
      'Requirement already satisfied: pytest==9.2.0 in c:\\users\\you\\price-checker\\.venv\\lib\\site-packages (from -r requirements.txt (line 1)) (9.2.0)',
      'Requirement already satisfied: colorama>=0.4 in c:\\users\\you\\price-checker\\.venv\\lib\\site-packages (from pytest==9.2.0->-r requirements.txt (line 1)) (0.4.6)',
      'Requirement already satisfied: iniconfig>=2 in c:\\users\\you\\price-checker\\.venv\\lib\\site-packages (from pytest==9.2.0->-r requirements.txt (line 1)) (2.3.1)',
    ]);
    assert.equal(consoleForSystem(satisfied, 'mac'), satisfied);
    // A picture knows the folder from its prompt.
    const [, first] = consoleForSystem(satisfied.split('\n').slice(1).join('\n'), 'windows', new Map(), '~/price-checker').split('\n');
    assert.match(first, / in c:\\users\\you\\price-checker\\\.venv\\lib\\site-packages /);
  });

  it("draws pytest's rules one column short on Windows, and its progress column as elsewhere", () => {
    const code = [
      '$ python -m pytest',
      '============================= test session starts ==============================',
      'test_tips.py FF                                                          [100%]',
      '=================================== FAILURES ===================================',
      '_________________________ test_ten_percent_of_40_is_4 __________________________',
      '============================== 2 failed in 0.02s ===============================',
    ].join('\n');
    // The Windows lines are what pytest 9.2.0's own TerminalWriter.sep printed with sys.platform = 'win32'.
    assert.deepEqual(consoleForSystem(code, 'windows').split('\n').slice(1), [
      '============================= test session starts =============================',
      'test_tips.py FF                                                          [100%]',
      '================================== FAILURES ===================================',
      '_________________________ test_ten_percent_of_40_is_4 _________________________',
      '============================== 2 failed in 0.02s ==============================',
    ]);
    assert.equal(consoleForSystem(code, 'mac'), code);
    // Another program's rule (unittest's, nose2's) is not pytest's.
    assert.equal(consoleForSystem('$ python -m nose2\n= a =\n', 'windows'), '$ python -m nose2\n= a =\n');
  });

  it("writes the path of Django's new migration with backslashes on Windows, as os.path.relpath does there", () => {
    const code = "$ python manage.py makemigrations\nMigrations for 'recipes':\n  recipes/migrations/0001_initial.py\n    + Create model Recipe";
    assert.equal(consoleForSystem(code, 'windows').split('\n')[2], '  recipes\\migrations\\0001_initial.py');
    assert.equal(consoleForSystem(code, 'windows').split('\n')[3], '    + Create model Recipe');
    assert.equal(consoleForSystem(code, 'mac'), code);
    // Another command's path is left alone.
    assert.equal(consoleForSystem('$ ls\n  recipes/migrations/0001_initial.py', 'windows').split('\n')[1], '  recipes/migrations/0001_initial.py');
  });

  it("names each system in pytest's header, as sys.platform does", () => {
    const code = '$ pytest\n============================= test session starts ==============================\nplatform linux -- Python 3.11.7, pytest-9.2.0, pluggy-1.7.0';
    assert.equal(consoleForSystem(code, 'windows').split('\n')[2], 'platform win32 -- Python 3.11.7, pytest-9.2.0, pluggy-1.7.0');
    assert.equal(consoleForSystem(code, 'mac').split('\n')[2], 'platform darwin -- Python 3.11.7, pytest-9.2.0, pluggy-1.7.0');
    assert.equal(consoleForSystem(code, 'linux'), code);
  });

  it("shows Git for Windows' line-ending warnings on Windows only, before what the command prints", () => {
    const warn = (file: string) => `warning: in the working copy of '${file}', LF will be replaced by CRLF the next time Git touches it`;
    const code = '$ echo "# Notes" > README.md\n$ git add README.md\n$ git stash\nSaved working directory and index state WIP on main: 1a2b3c4 First';
    const warnings = parseWarningsMeta(`norun ${warningsMeta(new Map([[1, ['README.md']], [2, ['README.md', 'notes.txt']]]))}`);
    assert.deepEqual([...warnings], [[1, ['README.md']], [2, ['README.md', 'notes.txt']]]);
    assert.equal(
      consoleForSystem(code, 'windows', warnings),
      `$ echo "# Notes" > README.md\n$ git add README.md\n${warn('README.md')}\n$ git stash\n${warn('README.md')}\n${warn('notes.txt')}\nSaved working directory and index state WIP on main: 1a2b3c4 First`,
    );
    assert.equal(consoleForSystem(code, 'mac', warnings), code);
    assert.equal(consoleForSystem(code, 'linux', warnings), code);
    assert.equal(consoleForSystem(code, 'windows'), code);
  });

  it("shows Docker Desktop's builder and its link to the build on Windows and a Mac", () => {
    const build = '$ docker build -t hello-web:1.0 .\n[+] Building 9.6s (8/8) FINISHED                           docker:default\n => [2/3] WORKDIR /app                                               0.3s';
    const [, header, step, link] = consoleForSystem(build, 'windows').split('\n');
    assert.equal(header, '[+] Building 9.6s (8/8) FINISHED                     docker:desktop-linux');
    assert.equal(header.length, build.split('\n')[1].length);
    assert.equal(step, ' => [2/3] WORKDIR /app                                               0.3s');
    assert.match(link, /^View build details: docker-desktop:\/\/dashboard\/build\/desktop-linux\/desktop-linux\/[a-z0-9]{25}$/);
    assert.equal(consoleForSystem(build, 'mac'), consoleForSystem(build, 'windows'));
    assert.equal(consoleForSystem(build, 'linux'), build);
    assert.equal(consoleForSystem('$ docker image ls\nREPOSITORY   TAG', 'windows'), '$ docker image ls\nREPOSITORY   TAG');
  });

  it("shows Docker Desktop's docker version on Windows and a Mac, and Linux's engine on Linux", () => {
    const linux = 'Client: Docker Engine - Community\n Version:           29.0.2\n OS/Arch:           linux/amd64\n Context:           default\n\nServer: Docker Engine - Community';
    const windows = consoleForSystem(`$ docker version\n${linux}`, 'windows');
    const mac = consoleForSystem(`$ docker version\n${linux}`, 'mac');
    assert.match(windows, /^\$ docker version\nClient:\n/);
    assert.match(windows, /OS\/Arch: +windows\/amd64\n Context: +desktop-linux\n/);
    assert.match(windows, /\nServer: Docker Desktop 4\.\d+\.\d+ \(\d+\)\n/);
    assert.match(mac, /OS\/Arch: +darwin\/arm64\n/);
    assert.match(mac, /OS\/Arch: +linux\/arm64\n/);
    assert.doesNotMatch(windows + mac, /Docker Engine - Community/);
    assert.equal(consoleForSystem(`$ docker version\n${linux}`, 'linux'), `$ docker version\n${linux}`);
    // hello-world names an Apple chip's architecture; a build runs in Docker Desktop's own context.
    assert.equal(consoleForSystem('$ docker run hello-world\n    (amd64)', 'mac'), '$ docker run hello-world\n    (arm64v8)');
    assert.equal(consoleForSystem('$ docker run hello-world\n    (amd64)', 'windows'), '$ docker run hello-world\n    (amd64)');
    assert.equal(consoleForSystem('$ docker build -t web .\n#0 building with "default" instance using docker driver\n => => naming to docker:default', 'windows').split('\n')[2], ' => => naming to docker:desktop-linux');
  });

  it('names the learner\'s own computer in minikube\'s output, written as a Mac prints it', () => {
    assert.deepEqual(on('$ minikube start --driver=docker\n* minikube v1.39.0 on Darwin 26.1 (arm64)\n* Using the docker driver based on user configuration'), {
      windows: '$ minikube start --driver=docker\n* minikube v1.39.0 on Microsoft Windows 11 Home 10.0.26200.7462 Build 26200.7462\n* Using the docker driver based on user configuration',
      mac: '$ minikube start --driver=docker\n* minikube v1.39.0 on Darwin 26.1 (arm64)\n* Using the docker driver based on user configuration',
      linux: '$ minikube start --driver=docker\n* minikube v1.39.0 on Ubuntu 24.04\n* Using the docker driver based on user configuration',
    });
    const tunnel = '$ minikube service hello-web\n! Because you are using a Docker driver on darwin, the terminal needs to be open to run it.';
    assert.equal(consoleForSystem(tunnel, 'windows'), tunnel.replace('on darwin,', 'on windows,'));
    assert.equal(consoleForSystem(tunnel, 'mac'), tunnel);
  });

  it("names Git for Windows and Apple's Git in git --version", () => {
    assert.deepEqual(on('$ git --version\ngit version 2.39.5'), {
      windows: '$ git --version\ngit version 2.39.5.windows.1',
      mac: '$ git --version\ngit version 2.39.5 (Apple Git-154)',
      linux: '$ git --version\ngit version 2.39.5',
    });
    assert.equal(consoleForSystem('$ git log\ngit version 2.39.5', 'windows'), '$ git log\ngit version 2.39.5');
  });

  it('groups the systems that show the same session', () => {
    assert.deepEqual(consoleVariants('$ git status').map((variant) => variant.systems), [['windows', 'mac', 'linux']]);
    assert.deepEqual(consoleVariants('$ python3 hello.py').map((variant) => variant.systems), [['windows'], ['mac', 'linux']]);
  });
});
