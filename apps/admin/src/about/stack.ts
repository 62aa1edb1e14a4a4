/**
 * Why this file exists: the app information page ('Información de la App', sales.md section 2)
 * says what the product is built with. `GET /api/version` gives no library versions, so these are
 * the major versions the workspace's package.json files ask for (and the docker-compose database).
 */
export interface Technology {
  name: string;
  version: string;
  /** i18n key: what it does here. */
  role: string;
  url: string;
}

export const TECHNOLOGIES: readonly Technology[] = [
  { name: 'NestJS', version: '11', role: 'bo.about.roles.api', url: 'https://nestjs.com/' },
  { name: 'PostgreSQL', version: '17', role: 'bo.about.roles.database', url: 'https://www.postgresql.org/' },
  { name: 'BullMQ', version: '6', role: 'bo.about.roles.jobs', url: 'https://docs.bullmq.io/' },
  { name: 'Zod', version: '4', role: 'bo.about.roles.validation', url: 'https://zod.dev/' },
  { name: 'react-admin', version: '5', role: 'bo.about.roles.admin', url: 'https://marmelab.com/react-admin/' },
  { name: 'React', version: '19', role: 'bo.about.roles.ui', url: 'https://react.dev/' },
  { name: 'MUI (Material UI)', version: '7', role: 'bo.about.roles.components', url: 'https://mui.com/' },
  { name: 'Vite', version: '8', role: 'bo.about.roles.build', url: 'https://vite.dev/' },
  { name: 'TypeScript', version: '5', role: 'bo.about.roles.language', url: 'https://www.typescriptlang.org/' },
];

/** The credit link: the framework the screens are built on, and its authors. */
export const CREDIT_URL = 'https://marmelab.com/react-admin/';
