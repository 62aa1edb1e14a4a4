import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';
import fs from 'fs';
export default mergeConfig(base, defineConfig({
  build: { outDir: '/tmp/admin-analyze4', emptyOutDir: true },
  plugins: [{
    name: 'why',
    generateBundle() {
      const out: string[] = [];
      for (const target of (process.env.WHY ?? '').split(',')) {
        const id = [...this.getModuleIds()].find((m) => m.includes(target));
        if (!id) { out.push('not found ' + target); continue; }
        // BFS backwards over static importers to the entry
        const prev = new Map<string, string | null>([[id, null]]);
        const q = [id]; let found: string | null = null;
        while (q.length) { const m = q.shift()!; const info = this.getModuleInfo(m)!; if (info.isEntry) { found = m; break; }
          for (const imp of info.importers) if (!prev.has(imp)) { prev.set(imp, m); q.push(imp); } }
        let c = found; const chain: string[] = [];
        while (c) { chain.push(c.replace(/.*node_modules\//, '').replace(/.*apps\/admin\//, '')); c = prev.get(c) ?? null; }
        out.push(target + ': ' + chain.join('\n   -> '));
      }
      fs.writeFileSync('/tmp/why.txt', out.join('\n'));
    },
  }],
}));
