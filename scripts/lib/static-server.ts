/**
 * Serves a production build the way GitHub Pages does: case-sensitive paths,
 * `/x` answered from `x.html`, no directory listings, and any unknown path
 * answered with the site's `404.html` and status 404. Under a base URL
 * (`/easy-programming/`), paths outside it are 404 too. With `gzip`, answers
 * are compressed as GitHub Pages compresses them (for the benchmark).
 */
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import compression from 'compression';
import serveHandler from 'serve-handler';

export interface StaticServerOptions {
  dir: string;
  baseUrl?: string;
  port?: number;
  gzip?: boolean;
}

export async function startStaticServer({dir, baseUrl = '/', port = 0, gzip = false}: StaticServerOptions) {
  const compress = gzip ? compression({threshold: 0}) : undefined;
  const server = http.createServer((request, response) => {
    const serve = () => {
      const url = request.url ?? '/';
      if (!url.startsWith(baseUrl) && `${url}/` !== baseUrl) {
        // Outside the site: a path that exists nowhere, so the 404 page answers.
        request.url = '/.outside-the-base-url';
      } else {
        request.url = `/${url.slice(baseUrl.length)}`;
      }
      void serveHandler(
        request,
        response,
        {
          public: dir,
          cleanUrls: true,
          directoryListing: false,
          etag: true,
          symlinks: false,
        },
        {
          // A file's stream is closed when its request is: a browser drops
          // many requests for pages' code it fetched ahead when a test moves
          // on, and serve-handler alone leaves those files open until the
          // server runs out of file handles (EMFILE) and stops.
          createReadStream: (file, options) => {
            const stream = fs.createReadStream(file, options);
            response.once('close', () => stream.destroy());
            return stream;
          },
        },
      );
    };
    if (compress) compress(request as never, response as never, serve);
    else serve();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    server,
    origin: `http://127.0.0.1:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
