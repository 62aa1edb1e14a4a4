import { bodyRefusal, NOT_COMPRESSED_AS_DECLARED, UNREADABLE_BODY } from './request-body-errors';

/** Only the body parser's own errors become its 4xx answers; anything else stays an unknown error. */
describe('bodyRefusal', () => {
  const error = (fields: Record<string, unknown>) => Object.assign(new Error('x'), fields);

  it('answers a failed decompression (zlib error given the status 400) and raw-body refusals', () => {
    expect(bodyRefusal(error({ status: 400, expose: true, errno: -3, code: 'Z_DATA_ERROR' }))).toEqual([
      400,
      { message: NOT_COMPRESSED_AS_DECLARED },
    ]);
    expect(bodyRefusal(error({ status: 400, expose: true, type: 'request.size.invalid' }))).toEqual([
      400,
      { message: UNREADABLE_BODY },
    ]);
  });

  it('leaves alone what the body parser did not refuse', () => {
    // send's missing file (an fs error given the status 404), a server error, a plain error.
    expect(bodyRefusal(error({ status: 404, expose: true, errno: -2, code: 'ENOENT' }))).toBeNull();
    expect(bodyRefusal(error({ status: 500, expose: false, type: 'stream.encoding.set' }))).toBeNull();
    expect(bodyRefusal(error({ errno: -3 }))).toBeNull();
    expect(bodyRefusal('texto')).toBeNull();
  });
});
