import { httpSuite } from '../support/http-suite';

/**
 * The admin's own files as the server sends them (issue 11, item 6): the icon a browser asks for
 * (/favicon.ico) is an icon, not the admin's page, and a file that does not exist is a 404 (the
 * screens' history fallback answers screen paths only).
 */
const suite = httpSuite();

const get = (path: string) => fetch(`${suite.server.baseUrl}${path}`);

describe("the admin's files", () => {
  it('answers /favicon.ico and /favicon.svg with the icon, not the admin page', async () => {
    const ico = await get('/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\//);
    // An ICO file starts with reserved 0 and type 1.
    expect([...new Uint8Array(await ico.arrayBuffer()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

    const svg = await get('/favicon.svg');
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await svg.text()).toContain('<svg');
  });

  it('answers a missing file with 404 and a screen path with the admin page', async () => {
    const missing = await get('/assets/no-existe-1234.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).not.toMatch(/^text\/html/);

    const screen = await get('/clients/3/edit');
    expect(screen.status).toBe(200);
    expect(screen.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await screen.text()).toContain('<link rel="icon" href="/favicon.svg"');
  });
});
