import { useApi } from '../data/useApi';
import type { AppVersion } from '../data/types';

export const versionLabel = (version: Pick<AppVersion, 'major' | 'minor' | 'patch'>) =>
  `v${version.major}.${version.minor}.${version.patch}`;

/** GET /api/version. */
export const useVersion = () => useApi((dataProvider) => dataProvider.getVersion(), []);
