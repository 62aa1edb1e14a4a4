/**
 * A strict reader of the Prometheus text format (version 0.0.4), for tests: every line is a
 * comment, a # HELP, a # TYPE or a sample `name{label="value",...} value [timestamp]` of a family
 * declared by # TYPE before it (a histogram's _bucket/_sum/_count, a summary's _sum/_count);
 * anything else throws with the line.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Exposition {
  types: Map<string, string>;
  samples: Sample[];
}

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})?\\s+(\\S+)(?:\\s+(-?\\d+))?$`);
const LABEL = /^\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/;
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text;
  while (rest.trim() !== '') {
    const match = LABEL.exec(rest);
    if (!match) throw new Error(`Etiquetas inválidas: ${line}`);
    labels[match[1]] = match[2].replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    rest = rest.slice(match[0].length);
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  const value = Number(text);
  if (Number.isNaN(value)) throw new Error(`Valor inválido: ${line}`);
  return value;
}

function familyOf(name: string, types: Map<string, string>): string | undefined {
  if (types.has(name)) return name;
  for (const [family, type] of types)
    if ((SUFFIXES[type] ?? []).some((suffix) => suffix && name === family + suffix)) return family;
  return undefined;
}

export function parsePrometheusText(text: string): Exposition {
  const types = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    if (line.startsWith('#')) {
      const type = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`).exec(line);
      if (type) {
        if (types.has(type[1])) throw new Error(`Familia repetida: ${line}`);
        types.set(type[1], type[2]);
      } else if (line.startsWith('# TYPE') || (line.startsWith('# HELP') && !new RegExp(`^# HELP ${NAME} `).test(line)))
        throw new Error(`Comentario inválido: ${line}`);
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`Muestra inválida: ${line}`);
    if (!familyOf(match[1], types)) throw new Error(`Muestra sin # TYPE: ${line}`);
    samples.push({ name: match[1], labels: parseLabels(match[2] ?? '', line), value: parseValue(match[3], line) });
  }
  return { types, samples };
}

/** The samples named `name` whose labels include `labels`. */
export function samplesOf(exposition: Exposition, name: string, labels: Record<string, string> = {}): Sample[] {
  return exposition.samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}
