import type { GeofenceEditorTranslation } from './ptBR';

export const geofenceEditorEsES: GeofenceEditorTranslation = {
  title: 'Área en el mapa',
  draw: 'Dibujar en el mapa',
  choose: 'Elija la forma de la geocerca y dibújela en el mapa.',
  hints: {
    centre: 'Haga clic en el mapa en el centro del círculo.',
    radius: 'Haga clic en el mapa para definir el radio.',
    polygon:
      'Haga clic en el mapa para marcar los vértices; doble clic, clic en el primer vértice o en Concluir para cerrar el polígono.',
    line: 'Haga clic en el mapa para marcar los puntos de la línea; doble clic o Concluir para terminar.',
    editing:
      'Arrastre un vértice para ajustarlo, haga clic en él para quitarlo, arrastre el marcador del medio de un borde para crear otro o arrastre el área para moverla.',
    editingCircle: 'Arrastre el borde para cambiar el radio, o el círculo para moverlo.',
  },
  edit: 'Editar en el mapa',
  redraw: 'Redibujar',
  finish: 'Concluir',
  reset: 'Reiniciar',
  cancel: 'Cancelar',
  snap: 'Imán en los vértices de otras geocercas',
  toolbar: 'Edición del área en el mapa',
  radius: 'Radio (m)',
  width: 'Distancia de la línea (m)',
  widthHint: 'Las alertas valen hasta esta distancia a cada lado de la línea.',
};
