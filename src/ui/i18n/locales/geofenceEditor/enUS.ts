import type { GeofenceEditorTranslation } from './ptBR';

export const geofenceEditorEnUS: GeofenceEditorTranslation = {
  title: 'Area on the map',
  draw: 'Draw on the map',
  choose: 'Choose the geofence’s shape and draw it on the map.',
  hints: {
    centre: 'Click the map at the centre of the circle.',
    radius: 'Click the map to set the radius.',
    polygon:
      'Click the map to place the vertices; double-click, click the first vertex or press Finish to close the polygon.',
    line: 'Click the map to place the line’s points; double-click or press Finish to end it.',
    editing:
      'Drag a vertex to adjust it, click it to remove it, drag the marker in the middle of an edge to add one, or drag the area to move it.',
    editingCircle: 'Drag the rim to change the radius, or the circle to move it.',
  },
  edit: 'Edit on the map',
  redraw: 'Redraw',
  finish: 'Finish',
  reset: 'Start over',
  cancel: 'Cancel',
  snap: 'Snap to other geofences’ vertices',
  toolbar: 'Editing the area on the map',
  radius: 'Radius (m)',
  width: 'Line distance (m)',
  widthHint: 'Alerts apply up to this distance on each side of the line.',
};
