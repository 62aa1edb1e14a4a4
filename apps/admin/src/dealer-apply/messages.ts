/** The public dealer application's texts (spec 'Public dealer application page', 'Dealer application'). */
export const dealerApplyMessages = {
  bo: {
    dealer_apply: {
      title: 'Aplicar para distribuidor',
      intro: 'Complete sus datos y nos pondremos en contacto con usted.',
      name: 'Nombre',
      lastname: 'Apellido',
      idType: 'Tipo',
      identification: 'Identificación',
      company: 'Compañía',
      state: 'Estado',
      town: 'Municipio',
      address: 'Dirección',
      email: 'Correo electrónico',
      phone: 'Teléfono',
      choose: 'Seleccione',
      honeypot: 'No llenar este campo',
      submit: 'Aplicar',
      sending: 'Enviando...',
      too_long: 'No puede ser mayor a de 12',
      failed: 'No se pudo enviar la solicitud, intente de nuevo',
      link: 'Aplicar para distribuidor',
      back_to_login: 'Volver a iniciar sesión',
      thanks_title: '¡Gracias por su solicitud!',
      thanks_text: 'Hemos recibido sus datos. Nos pondremos en contacto con usted en los próximos días.',
    },
  },
};
