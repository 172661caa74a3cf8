/** Links that open a device's place in Google's services (SPEC §2 device actions). */

export const mapsUrl = (latitude: number, longitude: number): string =>
  `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;

export const streetViewUrl = (latitude: number, longitude: number, course: number): string =>
  `https://www.google.com/maps/@?api=1&map_action=pano&viewpoint=${latitude},${longitude}` +
  `&heading=${Math.round(course)}`;
