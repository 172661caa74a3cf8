/** A district or landmark of São Paulo the demo vehicles drive between (approximate). */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
}

export const SAO_PAULO_PLACES: readonly Place[] = [
  { name: 'Praça da Sé', latitude: -23.5503, longitude: -46.6339 },
  { name: 'Avenida Paulista (MASP)', latitude: -23.5614, longitude: -46.6559 },
  { name: 'Parque Ibirapuera', latitude: -23.5874, longitude: -46.6576 },
  { name: 'Largo da Batata (Pinheiros)', latitude: -23.567, longitude: -46.6932 },
  { name: 'Vila Madalena', latitude: -23.5535, longitude: -46.6911 },
  { name: 'Moema', latitude: -23.6009, longitude: -46.665 },
  { name: 'Berrini (Brooklin)', latitude: -23.6105, longitude: -46.696 },
  { name: 'Largo Treze (Santo Amaro)', latitude: -23.6535, longitude: -46.71 },
  { name: 'Mooca', latitude: -23.5583, longitude: -46.5993 },
  { name: 'Tatuapé', latitude: -23.54, longitude: -46.576 },
  { name: 'Santana', latitude: -23.5025, longitude: -46.625 },
  { name: 'Lapa', latitude: -23.527, longitude: -46.704 },
  { name: 'Cidade Universitária (Butantã)', latitude: -23.558, longitude: -46.731 },
  { name: 'Vila Mariana', latitude: -23.589, longitude: -46.634 },
  { name: 'Museu do Ipiranga', latitude: -23.5855, longitude: -46.6094 },
  { name: 'Liberdade', latitude: -23.5587, longitude: -46.635 },
  { name: 'Memorial da América Latina (Barra Funda)', latitude: -23.5262, longitude: -46.6652 },
  { name: 'Aeroporto de Congonhas', latitude: -23.6261, longitude: -46.6566 },
  { name: 'Estádio do Morumbi', latitude: -23.6002, longitude: -46.72 },
  { name: 'Penha', latitude: -23.527, longitude: -46.543 },
  { name: 'Jabaquara', latitude: -23.6458, longitude: -46.6411 },
  { name: 'Itaim Bibi', latitude: -23.5847, longitude: -46.679 },
];
