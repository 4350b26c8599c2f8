/**
 * `tsx scripts/serve-build.ts DIR PORT [BASE_URL]`: serves a production
 * build like GitHub Pages (see scripts/lib/static-server.ts). The end-to-end
 * tests start it for build/ and for the sub-path build.
 */
import {startStaticServer} from './lib/static-server';

const [dir = 'build', port = '4173', baseUrl = '/'] = process.argv.slice(2);
startStaticServer({dir, port: Number(port), baseUrl}).then(({origin}) => {
  console.log(`Serving ${dir} at ${origin}${baseUrl}`);
});
