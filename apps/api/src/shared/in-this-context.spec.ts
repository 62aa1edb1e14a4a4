/**
 * inThisContext: given a function made inside one request's async context, when it runs later from
 * another context, then it sees the stores of the context it was made in, and each run does.
 */
import { AsyncLocalStorage } from 'async_hooks';
import { inThisContext } from './in-this-context';

describe('inThisContext: a function run later in the context it was made in', () => {
  const request = new AsyncLocalStorage<string>();

  it('given a function made in request A, when it runs from request B, then it sees A', async () => {
    const made = request.run('A', () => inThisContext(() => request.getStore()));
    const seen = await request.run('B', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      return [made(), made(), request.getStore()];
    });
    expect(seen).toEqual(['A', 'A', 'B']);
  });

  it('given a function made outside any request, when it runs inside one, then it sees none', () => {
    const made = inThisContext(() => request.getStore());
    expect(request.run('B', made)).toBeUndefined();
  });
});
