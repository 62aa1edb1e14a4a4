/** 'Ana Pérez' from a responsible or user ({ first_name, last_name }); '' when there is none. */
export const personName = (person: { first_name: string; last_name: string } | null | undefined) =>
  person ? `${person.first_name} ${person.last_name}`.trim() : '';
