/** Texts of the page a role that may not use a screen sees instead of it. */
export const accessMessages = {
  bo: {
    access: {
      forbidden: 'No tiene permiso para ver esta página',
      forbidden_text: 'Su rol no tiene acceso a esta sección. Si lo necesita, pídalo a un administrador.',
      back: 'Volver al Escritorio',
    },
  },
};
