/** Each rule that turns a Linux terminal session into its Windows (Git Bash) and macOS form (src/lib/console-variants.ts). */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {consoleForSystem, consoleVariants, gitBashRewrites} from '../../src/lib/console-variants';

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

  it('groups the systems that show the same session', () => {
    assert.deepEqual(consoleVariants('$ git status').map((variant) => variant.systems), [['windows', 'mac', 'linux']]);
    assert.deepEqual(consoleVariants('$ python3 hello.py').map((variant) => variant.systems), [['windows'], ['mac', 'linux']]);
  });
});
