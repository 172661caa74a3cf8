/** The geofence drawing editor (SPEC §2 "Concluir, reset and cancel", §4 "Geofence editing"). */
export const geofenceEditorPtBR = {
  title: 'Área no mapa',
  draw: 'Desenhar no mapa',
  choose: 'Escolha a forma da cerca e desenhe-a no mapa.',
  hints: {
    centre: 'Clique no mapa no centro do círculo.',
    radius: 'Clique no mapa para definir o raio.',
    polygon:
      'Clique no mapa para marcar os vértices; clique duas vezes, no primeiro vértice ou em Concluir para fechar o polígono.',
    line: 'Clique no mapa para marcar os pontos da linha; clique duas vezes ou em Concluir para terminar.',
    editing:
      'Arraste um vértice para ajustá-lo, clique nele para removê-lo, arraste o marcador do meio de uma borda para criar outro ou arraste a área para movê-la.',
    editingCircle: 'Arraste a borda para mudar o raio, ou o círculo para movê-lo.',
  },
  edit: 'Editar no mapa',
  redraw: 'Redesenhar',
  finish: 'Concluir',
  reset: 'Recomeçar',
  cancel: 'Cancelar',
  snap: 'Ímã nos vértices de outras cercas',
  toolbar: 'Edição da área no mapa',
  radius: 'Raio (m)',
  width: 'Distância da linha (m)',
  widthHint: 'Alertas valem até esta distância de cada lado da linha.',
};

export type GeofenceEditorTranslation = typeof geofenceEditorPtBR;
