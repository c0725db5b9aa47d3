import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('shares one load among callers, and loads again after a failure', async () => {
    const load = jest.fn<Promise<string>, []>().mockRejectedValueOnce(new Error('sin red')).mockResolvedValue('listo');
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('sin red');
    const [first, second] = await Promise.all([once(), once()]);
    expect([first, second, await once()]).toEqual(['listo', 'listo', 'listo']);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
