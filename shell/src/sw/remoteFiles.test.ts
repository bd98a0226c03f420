import { isHashedFile, isVersionFile, remoteBase, remoteFiles, type RemoteManifest } from './remoteFiles';

const manifest: RemoteManifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
  shared: [{ assets: { js: { sync: ['react.1111111111.js'], async: [] }, css: { sync: [], async: [] } } }],
  exposes: [
    { assets: { js: { sync: ['expose_app.2222222222.js'], async: ['detail.3333333333.js', 'react.1111111111.js'] }, css: { sync: ['app.4444444444.css'], async: [] } } },
    { assets: { js: { sync: ['badge.5555555555.js'] } } },
  ],
};

describe('remote files of an mf-manifest.json', () => {
  it('lists the entry and every exposed and shared file next to it, once each (publicPath auto)', () => {
    expect(remoteFiles(manifest, 'http://localhost:3003/mf-manifest.json')).toEqual({
      entry: 'http://localhost:3003/remoteEntry.js',
      files: ['http://localhost:3003/expose_app.2222222222.js', 'http://localhost:3003/detail.3333333333.js', 'http://localhost:3003/react.1111111111.js', 'http://localhost:3003/app.4444444444.css', 'http://localhost:3003/badge.5555555555.js'],
    });
  });

  it('resolves a versioned folder of the one-origin deployment', () => {
    const { entry, files } = remoteFiles(manifest, 'http://portal.example.com/remotes/preorders/1.2.0/mf-manifest.json');
    expect(entry).toBe('http://portal.example.com/remotes/preorders/1.2.0/remoteEntry.js');
    expect(files[0]).toBe('http://portal.example.com/remotes/preorders/1.2.0/expose_app.2222222222.js');
  });

  it('follows a fixed public path and a remote entry path', () => {
    expect(remoteBase({ metaData: { publicPath: 'https://cdn.example.com/pre' } }, 'http://x/mf-manifest.json')).toBe('https://cdn.example.com/pre/');
    expect(remoteBase({ metaData: { publicPath: 'auto', remoteEntry: { path: 'static' } } }, 'http://x/a/mf-manifest.json')).toBe('http://x/a/static/');
  });

  it('ignores file names that would leave the remote folder or name another origin', () => {
    const hostile: RemoteManifest = { exposes: [{ assets: { js: { sync: ['../../shell/main.js', 'https://evil.example/x.js', '/abs.js', 'ok.1234567890.js', 'a?b.js'] } } }], metaData: { remoteEntry: { name: 'https://evil.example/remoteEntry.js' } } };
    expect(remoteFiles(hostile, 'http://localhost:3003/mf-manifest.json')).toEqual({ entry: 'http://localhost:3003/remoteEntry.js', files: ['http://localhost:3003/ok.1234567890.js'] });
  });

  it('tells version files and hashed files apart', () => {
    expect(isVersionFile(new URL('http://x/remotes/a/1/remoteEntry.js'))).toBe(true);
    expect(isVersionFile(new URL('http://x/mf-manifest.json'))).toBe(true);
    expect(isVersionFile(new URL('http://x/main.1234567890.js'))).toBe(false);
    expect(isHashedFile(new URL('http://x/main.1234567890.js'))).toBe(true);
    expect(isHashedFile(new URL('http://x/remoteEntry.js'))).toBe(false);
  });
});
