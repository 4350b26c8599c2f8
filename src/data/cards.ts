/**
 * The cards of the home page and of every index page, in the spec's order.
 *
 * Each key is the route of a page; its list holds the cards that page shows,
 * in the order the learner sees them. To change what a card says, edit its
 * `title` or `description` here. The card's picture is
 * `static/pic/{urlname}.png`. `<CardGrid />` in an index page's Markdown
 * draws the cards of that page from this file.
 */
export interface Card {
  /** The card's url name from the spec; its picture is `static/pic/{urlname}.png`. */
  urlname: string;
  /** The linked title the learner sees. */
  title: string;
  /** One plain-English sentence saying what the learner finds behind the card. */
  description: string;
  /** Where the card leads: the canonical route of the page. */
  href: string;
  /** The spec gives this card no page yet: shown with a "Coming soon" mark, leads to the 404 page. */
  comingSoon?: true;
}

/** Cards keyed by the route of the page that shows them. */
export const cardsByPage: Record<string, readonly Card[]> = {
  '/': [
    {
      urlname: 'setting-up',
      title: 'Setting up',
      description: 'Install a code editor and Git, and get your computer ready to code.',
      href: '/setting-up',
    },
    {
      urlname: 'integrated-development-environments',
      title: 'Code editors',
      description: 'Choose and set up a code editor, the program you write your code in.',
      href: '/integrated-development-environments',
    },
    {
      urlname: 'git&github',
      title: 'Git and GitHub',
      description: 'Save versions of your work with Git and share it online with GitHub.',
      href: '/git&github',
    },
    {
      urlname: 'programming-language',
      title: 'Programming languages',
      description: 'Meet HTML and CSS, then write your first programs in JavaScript and Python.',
      href: '/programming-language',
    },
    {
      urlname: 'advanced-topics',
      title: 'Advanced topics',
      description: 'Go further with Node.js, React, networking, the cloud, containers and DevOps.',
      href: '/advanced-topics',
    },
  ],
  '/integrated-development-environments': [
    {
      urlname: 'vscode',
      title: 'VS Code',
      description: 'Install and use VS Code, a free code editor made by Microsoft.',
      href: '/integrated-development-environments/vscode',
    },
    {
      urlname: 'pyCharm',
      title: 'PyCharm',
      description: 'Meet PyCharm, a code editor made for writing Python programs.',
      href: '/integrated-development-environments/pyCharm',
      comingSoon: true,
    },
  ],
  '/integrated-development-environments/vscode': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'See what VS Code is, how to install it and how to find your way around.',
      href: '/integrated-development-environments/vscode/overview',
    },
    {
      urlname: 'useful-packages',
      title: 'Useful extensions',
      description: 'Add extensions, small add-ons for VS Code, that help with web pages, Python and Docker.',
      href: '/integrated-development-environments/vscode/useful-packages',
    },
    {
      urlname: 'hot-key',
      title: 'Keyboard shortcuts',
      description: 'Learn ten keyboard shortcuts that help you edit code faster in VS Code.',
      href: '/integrated-development-environments/vscode/hot-key',
    },
  ],
  '/git&github': [
    {
      urlname: 'Git',
      title: 'Git',
      description: 'Use Git, a tool on your computer, to save and compare versions of your files.',
      href: '/git&github/git',
    },
    {
      urlname: 'GitHub',
      title: 'GitHub',
      description: 'Put your Git projects on GitHub, a website for storing and sharing code.',
      href: '/git&github/github',
    },
  ],
  '/git&github/git': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Find out what Git is and why programmers use it to track changes.',
      href: '/git&github/git/overview',
    },
    {
      urlname: 'versioning',
      title: 'Saving versions',
      description: 'Save snapshots of your work, called commits, and look back at them later.',
      href: '/git&github/git/versioning',
    },
    {
      urlname: 'ignore',
      title: 'Ignoring files',
      description: 'Tell Git which files to leave out by listing them in a .gitignore file.',
      href: '/git&github/git/ignore',
    },
    {
      urlname: 'revert',
      title: 'Undoing changes',
      description: 'Learn three ways to go back to an earlier version of your project.',
      href: '/git&github/git/revert',
    },
    {
      urlname: 'master&branches',
      title: 'Main and branches',
      description: 'Try out changes on branches, separate lines of work, then merge them into main.',
      href: '/git&github/git/master&branches',
    },
    {
      urlname: 'command',
      title: 'Git commands',
      description: 'Look up about 28 common Git commands and what each one does.',
      href: '/git&github/git/command',
    },
  ],
  '/git&github/git/revert': [
    {
      urlname: 'checkout-commit',
      title: 'Check out a commit',
      description: 'Look at an older version of your project without changing anything.',
      href: '/git&github/git/revert/checkout-commit',
    },
    {
      urlname: 'revert-commit',
      title: 'Revert a commit',
      description: 'Undo a commit safely by adding a new commit that reverses it.',
      href: '/git&github/git/revert/revert-commit',
    },
    {
      urlname: 'reset-commit',
      title: 'Reset to a commit',
      description: 'Move your branch back and drop commits that you have not shared yet.',
      href: '/git&github/git/revert/reset-commit',
    },
  ],
  '/git&github/github': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Learn what GitHub is and how it helps people share and work on code.',
      href: '/git&github/github/overview',
    },
    {
      urlname: 'setting-up',
      title: 'Setting up',
      description: 'Create a GitHub account and send your first project from your computer to it.',
      href: '/git&github/github/setting-up',
    },
  ],
  '/programming-language': [
    {
      urlname: 'html',
      title: 'HTML',
      description: 'Meet HTML, the language that gives a web page its structure and content.',
      href: '/programming-language/html',
    },
    {
      urlname: 'css',
      title: 'CSS',
      description: 'Meet CSS, the language that sets the colours, fonts and layout of web pages.',
      href: '/programming-language/css',
    },
    {
      urlname: 'javascript',
      title: 'JavaScript',
      description: 'Learn JavaScript, the language that makes web pages respond to what you do.',
      href: '/programming-language/javascript',
    },
    {
      urlname: 'python',
      title: 'Python',
      description: 'Learn Python, a clear and popular language for scripts, data and websites.',
      href: '/programming-language/python',
    },
    {
      urlname: 'sql',
      title: 'SQL',
      description: 'Use SQL to ask a database, an organised store of data, for information.',
      href: '/programming-language/sql',
      comingSoon: true,
    },
    {
      urlname: 'php',
      title: 'PHP',
      description: 'Meet PHP, a language that builds web pages before they reach your browser.',
      href: '/programming-language/php',
      comingSoon: true,
    },
  ],
  '/programming-language/javascript': [
    {
      urlname: 'functions',
      title: 'Functions',
      description: 'Use functions, named blocks of code that you can run again and again.',
      href: '/programming-language/javascript/functions',
    },
    {
      urlname: 'modules',
      title: 'Modules',
      description: 'Split your JavaScript into separate files, called modules, and share code between them.',
      href: '/programming-language/javascript/modules',
      comingSoon: true,
    },
    {
      urlname: 'data-type',
      title: 'Data types',
      description: 'Work with the kinds of data JavaScript knows, starting with text.',
      href: '/programming-language/javascript/data-type',
    },
    {
      urlname: 'condition',
      title: 'Conditions',
      description: 'Make your code choose what to do next with if and else.',
      href: '/programming-language/javascript/condition',
      comingSoon: true,
    },
    {
      urlname: 'loops',
      title: 'Loops',
      description: 'Repeat a piece of JavaScript code many times with loops.',
      href: '/programming-language/javascript/loops',
      comingSoon: true,
    },
    {
      urlname: 'reactjs',
      title: 'React',
      description: 'Build web pages from reusable pieces with React, a popular JavaScript toolkit.',
      href: '/advanced-topics/ReactJS',
    },
  ],
  '/programming-language/javascript/functions': [
    {
      urlname: 'build-in',
      title: 'Build-In',
      description: 'Use the ready-made functions that come with JavaScript in every browser.',
      href: '/programming-language/javascript/functions/build-in',
    },
    {
      urlname: 'customize',
      title: 'Customize',
      description: 'Write your own JavaScript functions and give them inputs called parameters.',
      href: '/programming-language/javascript/functions/customize',
    },
    {
      urlname: 'this',
      title: 'This',
      description: 'Find out what the word this means inside a JavaScript function.',
      href: '/programming-language/javascript/functions/this',
    },
  ],
  '/programming-language/javascript/data-type': [
    {
      urlname: 'string',
      title: 'String',
      description: 'Store and change text in JavaScript, which calls a piece of text a string.',
      href: '/programming-language/javascript/data-type/string',
    },
    {
      urlname: 'numbers',
      title: 'Numbers',
      description: 'Count and calculate with whole numbers and decimals in JavaScript.',
      href: '/programming-language/javascript/data-type/numbers',
      comingSoon: true,
    },
    {
      urlname: 'data-structure',
      title: 'Data Structure',
      description: 'Keep many values together in JavaScript, in ordered lists and labelled groups.',
      href: '/programming-language/javascript/data-type/data-structure',
      comingSoon: true,
    },
  ],
  '/programming-language/python': [
    {
      urlname: 'functions',
      title: 'Functions',
      description: 'Use the functions that come with Python and write your own to reuse code.',
      href: '/programming-language/python/functions',
    },
    {
      urlname: 'modules',
      title: 'Modules',
      description: 'Split a program into files called modules and import code from them.',
      href: '/programming-language/python/modules',
    },
    {
      urlname: 'data-type',
      title: 'Data types',
      description: 'Work with text, numbers and collections, the main kinds of data in Python.',
      href: '/programming-language/python/data-type',
    },
    {
      urlname: 'condition',
      title: 'Conditions',
      description: 'Let your program make choices with comparisons and with if and else.',
      href: '/programming-language/python/condition',
    },
    {
      urlname: 'loops',
      title: 'Loops',
      description: 'Repeat steps with while and for loops instead of writing them again.',
      href: '/programming-language/python/loops',
    },
    {
      urlname: 'exception-handling',
      title: 'Handling errors',
      description: 'Catch errors while your program runs so that it does not crash.',
      href: '/programming-language/python/exception-handling',
    },
    {
      urlname: 'object&class',
      title: 'Objects and classes',
      description: 'Make your own kinds of data with classes, which are blueprints for objects.',
      href: '/programming-language/python/object&class',
      comingSoon: true,
    },
    {
      urlname: 'open',
      title: 'Working with files',
      description: 'Read, write, add to and copy files on your computer with Python.',
      href: '/programming-language/python/open',
    },
    {
      urlname: 'data-analytics',
      title: 'Data analytics',
      description: 'Explore tables and lists of numbers with pandas and NumPy, two Python add-ons.',
      href: '/programming-language/python/data-analytics',
    },
    {
      urlname: 'framework',
      title: 'Frameworks',
      description: 'Build websites in Python with frameworks, ready-made kits like Django and Flask.',
      href: '/programming-language/python/framework',
    },
  ],
  '/programming-language/python/functions': [
    {
      urlname: 'build-in',
      title: 'Built-in functions',
      description: 'Use variables, print, input and comments, the first tools every Python program needs.',
      href: '/programming-language/python/functions/build-in',
    },
    {
      urlname: 'customize',
      title: 'Your own functions',
      description: 'Write your own functions with def and pass them values called parameters.',
      href: '/programming-language/python/functions/customize',
    },
  ],
  '/programming-language/python/data-type': [
    {
      urlname: 'string',
      title: 'Strings',
      description: 'Join, cut, measure and format text, which Python calls a string.',
      href: '/programming-language/python/data-type/string',
    },
    {
      urlname: 'numbers',
      title: 'Numbers',
      description: 'Do sums with whole numbers and decimals, which Python calls int and float.',
      href: '/programming-language/python/data-type/numbers',
    },
    {
      urlname: 'data-structure',
      title: 'Data structures',
      description: 'Keep many values together in lists, dictionaries, tuples and sets.',
      href: '/programming-language/python/data-type/data-structure',
    },
  ],
  '/programming-language/python/data-type/data-structure': [
    {
      urlname: 'list',
      title: 'Lists',
      description: 'Keep items in order in a list and add, change or remove them.',
      href: '/programming-language/python/data-type/data-structure/list',
    },
    {
      urlname: 'dictionary',
      title: 'Dictionaries',
      description: 'Look up each value by a name you choose, using a Python dictionary.',
      href: '/programming-language/python/data-type/data-structure/dictionary',
    },
    {
      urlname: 'tuple',
      title: 'Tuples',
      description: 'Keep a fixed group of values that cannot change, called a tuple.',
      href: '/programming-language/python/data-type/data-structure/tuple',
    },
    {
      urlname: 'set',
      title: 'Sets',
      description: 'Keep a group of values with no repeats, and compare groups with each other.',
      href: '/programming-language/python/data-type/data-structure/set',
    },
  ],
  '/programming-language/python/condition': [
    {
      urlname: 'operators',
      title: 'Operators',
      description: 'Compare values and combine checks using symbols and words called operators.',
      href: '/programming-language/python/condition/operators',
    },
    {
      urlname: 'if-else',
      title: 'If and else',
      description: 'Run different code depending on whether a check is true or false.',
      href: '/programming-language/python/condition/if-else',
    },
  ],
  '/programming-language/python/loops': [
    {
      urlname: 'while-loop',
      title: 'While loops',
      description: 'Repeat code for as long as something stays true, using a while loop.',
      href: '/programming-language/python/loops/while-loop',
    },
    {
      urlname: 'for-loop',
      title: 'For loops',
      description: 'Go through each item of a list, one by one, with a for loop.',
      href: '/programming-language/python/loops/for-loop',
    },
  ],
  '/programming-language/python/data-analytics': [
    {
      urlname: 'pandas',
      title: 'pandas',
      description: 'Load, filter and summarise tables of data with pandas, a Python add-on.',
      href: '/programming-language/python/data-analytics/pandas',
    },
    {
      urlname: 'numpy',
      title: 'NumPy',
      description: 'Do fast maths on whole lists of numbers at once with NumPy.',
      href: '/programming-language/python/data-analytics/numpy',
    },
  ],
  '/programming-language/python/framework': [
    {
      urlname: 'flask',
      title: 'Flask',
      description: 'Build a small website in Python with Flask, a compact set of building blocks.',
      href: '/programming-language/python/framework/flask',
      comingSoon: true,
    },
    {
      urlname: 'django',
      title: 'Django',
      description: 'Build full websites in Python with Django, which comes with most parts you need.',
      href: '/programming-language/python/framework/django',
    },
  ],
  '/programming-language/python/framework/django': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Find out what Django is and what it does for a website.',
      href: '/programming-language/python/framework/django/overview',
    },
    {
      urlname: 'structure',
      title: 'Project structure',
      description: 'Tour the files and folders of a Django project and learn what each one does.',
      href: '/programming-language/python/framework/django/structure',
    },
    {
      urlname: 'installation-&-operation',
      title: 'Installation',
      description: 'Install Django, create a project and start it on your own computer.',
      href: '/programming-language/python/framework/django/installation-&-operation',
    },
    {
      urlname: 'url-dispatcher',
      title: 'URL dispatcher',
      description: 'Link each web address of your site to the code that answers it.',
      href: '/programming-language/python/framework/django/url-dispatcher',
    },
    {
      urlname: 'sqlite',
      title: 'SQLite migration',
      description: 'Set up SQLite, the database that comes with Django, and create its tables.',
      href: '/programming-language/python/framework/django/sqlite',
    },
    {
      urlname: 'super-user',
      title: 'Superuser',
      description: 'Create an admin account that can sign in and manage your site.',
      href: '/programming-language/python/framework/django/super-user',
    },
    {
      urlname: 'start-app',
      title: 'Start an app',
      description: 'Add an app, one part of your site with its own job, to your project.',
      href: '/programming-language/python/framework/django/start-app',
    },
    {
      urlname: 'model-class',
      title: 'Model class',
      description: 'Describe your data in Python code so that Django can store it in tables.',
      href: '/programming-language/python/framework/django/model-class',
    },
    {
      urlname: 'query-set',
      title: 'QuerySet',
      description: 'Fetch, filter and sort saved data with QuerySets, lists of rows from your database.',
      href: '/programming-language/python/framework/django/query-set',
    },
    {
      urlname: 'template-api',
      title: 'Templates',
      description: 'Build HTML pages from templates that Django fills in with your data.',
      href: '/programming-language/python/framework/django/template-api',
    },
  ],
  '/programming-language/python/framework/django/template-api': [
    {
      urlname: 'variable',
      title: 'Variables',
      description: 'Show your data inside an HTML page with Django template variables.',
      href: '/programming-language/python/framework/django/template-api/variable',
    },
    {
      urlname: 'tag',
      title: 'Tags',
      description: 'Add loops and choices to your HTML pages with Django template tags.',
      href: '/programming-language/python/framework/django/template-api/tag',
    },
    {
      urlname: 'template-static-files',
      title: 'Static files',
      description: 'Add images, CSS and JavaScript files that never change to your Django pages.',
      href: '/programming-language/python/framework/django/template-api/template-static-files',
    },
  ],
  '/advanced-topics': [
    {
      urlname: 'nodejs',
      title: 'Node.js',
      description: 'Run JavaScript outside the browser with Node.js to build servers and tools.',
      href: '/advanced-topics/NodeJS',
    },
    {
      urlname: 'reactjs',
      title: 'React',
      description: 'Build interactive web pages from reusable parts called components.',
      href: '/advanced-topics/ReactJS',
    },
    {
      urlname: 'networking',
      title: 'Networking',
      description: 'Find out how computers find each other and send data across networks.',
      href: '/advanced-topics/networking',
    },
    {
      urlname: 'cloud-computing',
      title: 'Cloud computing',
      description: 'Rent computers and services over the internet from providers like AWS.',
      href: '/advanced-topics/cloud-computing',
    },
    {
      urlname: 'database',
      title: 'Databases',
      description: 'Store, organise and find large amounts of data with databases.',
      href: '/advanced-topics/database',
      comingSoon: true,
    },
    {
      urlname: 'container',
      title: 'Containers',
      description: 'Package an app with everything it needs so that it runs the same anywhere.',
      href: '/advanced-topics/container',
    },
    {
      urlname: 'microservices',
      title: 'Microservices',
      description: 'Build one big app as many small services that work together.',
      href: '/advanced-topics/microservices',
      comingSoon: true,
    },
    {
      urlname: 'devops',
      title: 'DevOps',
      description: 'See how teams build, test and release software quickly and safely together.',
      href: '/advanced-topics/DevOps',
    },
    {
      urlname: 'application-development-lifecycle',
      title: 'Application development lifecycle',
      description: 'Follow the stages of making software, from planning to release and upkeep.',
      href: '/advanced-topics/application-development-lifecycle',
      comingSoon: true,
    },
  ],
  '/advanced-topics/NodeJS': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Find out what Node.js is and run your first JavaScript file with it.',
      href: '/advanced-topics/NodeJS/overview',
    },
    {
      urlname: 'file-system',
      title: 'File system',
      description: 'Read and write files on your computer from a Node.js program.',
      href: '/advanced-topics/NodeJS/file-system',
    },
    {
      urlname: 'server',
      title: 'Web server',
      description: 'Build a small web server in Node.js that answers your browser.',
      href: '/advanced-topics/NodeJS/server',
    },
    {
      urlname: 'npm',
      title: 'npm',
      description: 'Install code that other people wrote, called packages, with the npm tool.',
      href: '/advanced-topics/NodeJS/npm',
    },
    {
      urlname: 'express',
      title: 'Express',
      description: 'Build a web server with less code using Express, a popular Node.js add-on.',
      href: '/advanced-topics/NodeJS/express',
    },
    {
      urlname: 'middleware',
      title: 'Middleware',
      description: 'Add steps that run on each visit to your server, before it answers.',
      href: '/advanced-topics/NodeJS/middleware',
    },
  ],
  '/advanced-topics/ReactJS': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Find out what React is and why people use it to build web pages.',
      href: '/advanced-topics/ReactJS/overview',
    },
    {
      urlname: 'spa-&-mpa',
      title: 'SPA vs MPA',
      description: 'Compare single-page apps with sites that load a new page on every click.',
      href: '/advanced-topics/ReactJS/spa-&-mpa',
    },
    {
      urlname: 'installation-&-operation',
      title: 'Installation',
      description: 'Create a React project with Vite, a starter tool, and run it in your browser.',
      href: '/advanced-topics/ReactJS/installation-&-operation',
    },
    {
      urlname: 'know-how',
      title: 'JSX know-how',
      description: 'Write JSX, the HTML-like code that React uses to describe a page.',
      href: '/advanced-topics/ReactJS/know-how',
    },
    {
      urlname: 'component',
      title: 'Components',
      description: 'Build a page from small reusable pieces of code called components.',
      href: '/advanced-topics/ReactJS/component',
    },
    {
      urlname: 'css',
      title: 'Styling with CSS',
      description: 'Style your React components with CSS, using class names and inline styles.',
      href: '/advanced-topics/ReactJS/css',
    },
    {
      urlname: 'state',
      title: 'State',
      description: 'Store values that change, called state, so the page updates when they do.',
      href: '/advanced-topics/ReactJS/state',
    },
    {
      urlname: 'router',
      title: 'Router',
      description: 'Show different pages at different web addresses with React Router.',
      href: '/advanced-topics/ReactJS/router',
    },
    {
      urlname: 'props',
      title: 'Props',
      description: 'Pass values called props into a component to change what it shows.',
      href: '/advanced-topics/ReactJS/props',
    },
    {
      urlname: 'useEffect',
      title: 'useEffect',
      description: 'Run code after React draws the page, such as loading data, with useEffect.',
      href: '/advanced-topics/ReactJS/useEffect',
    },
  ],
  '/advanced-topics/networking': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Learn what a network is and how data travels from one computer to another.',
      href: '/advanced-topics/networking/overview',
    },
    {
      urlname: 'tcp-ip-five-layer-network-model',
      title: 'TCP/IP Five-Layer Network Model',
      description: 'See the five layers that carry data across the internet, from cables to apps.',
      href: '/advanced-topics/networking/tcp-ip-five-layer-network-model',
    },
  ],
  '/advanced-topics/cloud-computing': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Find out what cloud computing is and why companies rent computers online.',
      href: '/advanced-topics/cloud-computing/overview',
    },
    {
      urlname: 'aws',
      title: 'AWS',
      description: 'Meet Amazon Web Services, the biggest cloud provider, and its main services.',
      href: '/advanced-topics/cloud-computing/aws',
    },
    {
      urlname: 'azure',
      title: 'Microsoft Azure',
      description: 'Meet Microsoft Azure, the cloud service from Microsoft, and what it offers.',
      href: '/advanced-topics/cloud-computing/azure',
      comingSoon: true,
    },
  ],
  '/advanced-topics/cloud-computing/aws/networking': [
    {
      urlname: 'aws-networking',
      title: 'Networking Services',
      description: 'Connect your computers in AWS to each other, to the internet and to your office.',
      href: '/advanced-topics/cloud-computing/aws/networking/aws-networking',
    },
    {
      urlname: 'route53',
      title: 'Route53',
      description: 'Point a web address to your site with Route53, the address book service of AWS.',
      href: '/advanced-topics/cloud-computing/aws/networking/route53',
      comingSoon: true,
    },
  ],
  '/advanced-topics/container': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Find out what containers are and why they help apps run anywhere.',
      href: '/advanced-topics/container/overview',
    },
    {
      urlname: 'docker',
      title: 'Docker',
      description: 'Build and run containers on your own computer with Docker, the most used tool.',
      href: '/advanced-topics/container/docker',
    },
    {
      urlname: 'container-orchestration',
      title: 'Container orchestration',
      description: 'Manage many containers on many computers at once, which is called orchestration.',
      href: '/advanced-topics/container/container-orchestration',
    },
  ],
  '/advanced-topics/container/docker': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Find out what Docker is and how it packs an app into a container.',
      href: '/advanced-topics/container/docker/overview',
    },
    {
      urlname: 'docker-object',
      title: 'Docker objects',
      description: 'Meet images, containers, volumes and networks, the main things you work with in Docker.',
      href: '/advanced-topics/container/docker/docker-object',
    },
    {
      urlname: 'docker-architecture',
      title: 'Docker architecture',
      description: 'See how the Docker command, its background service and image stores work together.',
      href: '/advanced-topics/container/docker/docker-architecture',
    },
    {
      urlname: 'installation-&-operation',
      title: 'Installation',
      description: 'Install Docker and run your first container by typing commands in a terminal.',
      href: '/advanced-topics/container/docker/installation-&-operation',
    },
  ],
  '/advanced-topics/container/container-orchestration': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Find out why big apps need a tool that runs many containers together.',
      href: '/advanced-topics/container/container-orchestration/overview',
    },
    {
      urlname: 'kubernetes',
      title: 'Kubernetes',
      description: 'Run and look after many containers across a group of computers with Kubernetes.',
      href: '/advanced-topics/container/container-orchestration/kubernetes',
    },
  ],
  '/advanced-topics/container/container-orchestration/kubernetes': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Find out what Kubernetes is and what it does for your containers.',
      href: '/advanced-topics/container/container-orchestration/kubernetes/overview',
    },
    {
      urlname: 'kubernetes-object',
      title: 'Kubernetes objects',
      description: 'Meet pods, deployments, services and the other building blocks of Kubernetes.',
      href: '/advanced-topics/container/container-orchestration/kubernetes/kubernetes-object',
    },
    {
      urlname: 'kubernetes-architecture',
      title: 'Kubernetes architecture',
      description: 'See how the machines in a Kubernetes cluster, a group of computers, work together.',
      href: '/advanced-topics/container/container-orchestration/kubernetes/kubernetes-architecture',
    },
    {
      urlname: 'installation-&-operation',
      title: 'Installation',
      description: 'Set up a small practice cluster with minikube and control it with kubectl.',
      href: '/advanced-topics/container/container-orchestration/kubernetes/installation-&-operation',
    },
    {
      urlname: 'autoscaling',
      title: 'Autoscaling',
      description: 'Let Kubernetes add or remove copies of your app as the work grows or shrinks.',
      href: '/advanced-topics/container/container-orchestration/kubernetes/autoscaling',
    },
    {
      urlname: 'rolling-update',
      title: 'Rolling updates',
      description: 'Update an app without stopping it, all at once or one copy at a time.',
      href: '/advanced-topics/container/container-orchestration/kubernetes/rolling-update',
    },
    {
      urlname: 'red-hat-openshift',
      title: 'Red Hat OpenShift',
      description: 'Meet OpenShift, a Kubernetes platform from Red Hat with extra tools for teams.',
      href: '/advanced-topics/container/container-orchestration/kubernetes/red-hat-openshift',
    },
  ],
  '/advanced-topics/container/container-orchestration/kubernetes/red-hat-openshift': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Find out what OpenShift adds to Kubernetes and how to start using it.',
      href: '/advanced-topics/container/container-orchestration/kubernetes/red-hat-openshift/overview',
    },
    {
      urlname: 'build',
      title: 'Builds',
      description: 'Turn your source code into a container image inside OpenShift, and automate it.',
      href: '/advanced-topics/container/container-orchestration/kubernetes/red-hat-openshift/build',
    },
    {
      urlname: 'operators',
      title: 'Operators',
      description: 'Let operators, small helper programs, install and look after apps for you.',
      href: '/advanced-topics/container/container-orchestration/kubernetes/red-hat-openshift/operators',
    },
    {
      urlname: 'istio',
      title: 'Istio',
      description: 'Control traffic between services and roll out new versions step by step with Istio.',
      href: '/advanced-topics/container/container-orchestration/kubernetes/red-hat-openshift/istio',
    },
  ],
  '/advanced-topics/DevOps': [
    {
      urlname: 'overview',
      title: 'Overview',
      description: 'Find out what DevOps is and how it brings developers and operations together.',
      href: '/advanced-topics/DevOps/overview',
    },
    {
      urlname: 'social-coding',
      title: 'Social Coding',
      description: 'Work on code with others through open sharing and pair programming.',
      href: '/advanced-topics/DevOps/social-coding',
    },
    {
      urlname: 'minimum-viable-product',
      title: 'Minimum Viable Product',
      description: 'Build the smallest useful version of a product first and learn from its users.',
      href: '/advanced-topics/DevOps/minimum-viable-product',
    },
    {
      urlname: 'development',
      title: 'Test or Behavior Driven',
      description: 'Write tests before the code, so each test describes what the code should do.',
      href: '/advanced-topics/DevOps/development',
    },
    {
      urlname: 'auto-testing-with-nose',
      title: 'Auto-Testing with Nose',
      description: 'Run your Python tests automatically and see how much code they check, with nose2 and pytest.',
      href: '/advanced-topics/DevOps/auto-testing-with-nose',
    },
    {
      urlname: 'continuous-integration-and-continuous-delivery',
      title: 'CI/CD',
      description: 'Test and release every change automatically, with continuous integration and delivery.',
      href: '/advanced-topics/DevOps/continuous-integration-and-continuous-delivery',
    },
  ],
  '/advanced-topics/DevOps/continuous-integration-and-continuous-delivery': [
    {
      urlname: 'continuous-integration',
      title: 'Continuous integration',
      description: 'Merge and test the changes of every team member often, so problems show up early.',
      href: '/advanced-topics/DevOps/continuous-integration-and-continuous-delivery/continuous-integration',
    },
    {
      urlname: 'continuous-delivery',
      title: 'Continuous delivery',
      description: 'Keep your software ready to release at any time, with automatic steps to deliver it.',
      href: '/advanced-topics/DevOps/continuous-integration-and-continuous-delivery/continuous-delivery',
    },
  ],
};
