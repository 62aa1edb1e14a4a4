import { repeatedWarnings } from './repeated-warnings';

describe('repeated warnings', () => {
  it('says the first at once, then one per interval with how many came meanwhile', () => {
    const said: string[] = [];
    let clock = 0;
    const warn = repeatedWarnings(
      (message) => said.push(message),
      10_000,
      () => clock,
    );
    warn('Error A');
    for (let i = 0; i < 500; i++) warn('Error B');
    expect(said).toEqual(['Error A']);
    clock = 10_000;
    warn('Error C');
    expect(said).toEqual(['Error A', 'Error C (y 500 más desde el aviso anterior)']);
    clock = 25_000;
    warn('Error D');
    expect(said).toEqual(['Error A', 'Error C (y 500 más desde el aviso anterior)', 'Error D']);
  });
});
