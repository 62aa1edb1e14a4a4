/** Issue 34: the Spanish texts of the offline point of sale (the header's badge, the outbox list, the POS). */
export const outboxMessages = {
  bo: {
    outbox: {
      badge: '1 venta pendiente |||| %{smart_count} ventas pendientes',
      title: 'Ventas pendientes',
      empty: 'No hay ventas pendientes en este dispositivo',
      explained:
        'Ventas registradas sin conexión en este dispositivo. Se envían solas, en orden, al volver la conexión.',
      saved_offline: 'Sin conexión: la venta se guardó y se enviará al volver la conexión',
      pending_sync: 'Pendiente de sincronizar',
      status: { pending: 'Pendiente', sending: 'Enviando', rejected: 'Rechazada' },
      rung_up: 'Registrada el %{date}',
      client: 'Cliente: %{name}',
      reason: 'Motivo: %{reason}',
      send_now: 'Enviar ahora',
      resend: 'Editar y reenviar',
      discard: 'Descartar',
      discard_title: 'Descartar la venta',
      discard_confirm: 'La venta no se registrará y se borrará de este dispositivo. ¿Desea descartarla?',
      discarded: 'Venta descartada',
      data_age: 'Datos de hace %{minutes} min',
      data_fresh: 'Datos de hace menos de 1 min',
      no_data: 'Sin datos guardados en este dispositivo',
      ticket_title: 'Ticket de venta pendiente',
      without_client: 'Cliente general (0000)',
      other_cashier: 'La registró otro usuario: se enviará cuando ese usuario inicie sesión en este dispositivo',
    },
  },
};
