export interface HttpAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a test reads whatever JSON came back
  body: any;
  headers: Headers;
}

/** A tiny browser-like HTTP client: keeps cookies and echoes the anti-forgery token on writes. */
export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly baseUrl: string) {}

  /**
   * Sets a cookie as if a server had (a benchmark gives a peer without anti-forgery the token our
   * server sets, so both get the same requests and no write first fetches a token).
   */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async request(
    method: string,
    path: string,
    body?: unknown,
    options: { xsrf?: boolean; headers?: Record<string, string> } = {},
  ): Promise<HttpAnswer> {
    // Every answer sets the anti-forgery cookie, a visitor's 401 included.
    if (method !== 'GET' && options.xsrf !== false && !this.cookies.has('XSRF-TOKEN'))
      await this.request('GET', '/api/version');
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';
    if (this.cookies.size) headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && options.xsrf !== false)
      headers['X-XSRF-TOKEN'] = decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? '');
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers,
      body:
        body === undefined
          ? undefined
          : multipart || typeof body === 'string'
            ? (body as RequestInit['body'])
            : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...value] = pair.split('=');
      const expired = attributes.some((a) => /expires=Thu, 01 Jan 1970/i.test(a) || /max-age=0/i.test(a));
      if (expired) this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.join('='));
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }

  get(path: string) {
    return this.request('GET', path);
  }
  post(path: string, body?: unknown, options?: { xsrf?: boolean; headers?: Record<string, string> }) {
    return this.request('POST', path, body ?? {}, options);
  }
  put(path: string, body?: unknown, options?: { xsrf?: boolean; headers?: Record<string, string> }) {
    return this.request('PUT', path, body ?? {}, options);
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }

  async login(email: string, password: string, remember = false) {
    return this.post('/api/login', { email, password, remember });
  }
}
