export const accountMessages = {
  resources: {
    accounts: {
      name: 'Cuenta |||| Cuentas',
      fields: {
        name: 'Nombre',
        identification: 'Identificación',
        email: 'Correo electrónico',
        phone: 'Teléfono',
        reasonName: 'Razón social',
        address: 'Dirección',
        sidebarColor: 'Color de la barra lateral',
        textSidebarColor: 'Color del texto de la barra lateral',
        textHoverSidebarColor: 'Color del texto resaltado de la barra lateral',
        logo: 'Logo',
      },
    },
  },
  bo: {
    accounts: {
      title: 'Cuenta',
      updated: 'Cuenta actualizada correctamente',
      invalid_email: 'El correo electrónico no es válido',
      invalid_color: 'Debe ser un color como #12343b',
      logo_alt: 'Logo de la empresa',
    },
  },
};
