import {
  traccarDateOrNull,
  type Device,
  type Position,
  type Server,
  type User,
} from '@farol/model';
import type { DeviceRecord, PositionRecord, ServerRecord, UserRecord } from './storage/records';

/** Traccar's JSON shapes (traccar-api.md §c), field for field and in getter order. */

const date = traccarDateOrNull;

export function deviceJson(device: DeviceRecord): Device {
  return {
    id: device.id,
    attributes: device.attributes,
    groupId: device.groupId,
    calendarId: device.calendarId,
    name: device.name,
    uniqueId: device.uniqueId,
    status: device.status,
    lastUpdate: date(device.lastUpdate),
    positionId: device.positionId,
    phone: device.phone,
    model: device.model,
    contact: device.contact,
    category: device.category,
    disabled: device.disabled,
    expirationTime: date(device.expirationTime),
  };
}

export function positionJson(position: PositionRecord): Position {
  return {
    id: position.id,
    attributes: position.attributes,
    deviceId: position.deviceId,
    protocol: position.protocol,
    serverTime: date(position.serverTime),
    deviceTime: date(position.deviceTime),
    fixTime: date(position.fixTime),
    valid: position.valid,
    latitude: position.latitude,
    longitude: position.longitude,
    altitude: position.altitude,
    speed: position.speed,
    course: position.course,
    address: position.address,
    accuracy: position.accuracy,
    network: position.network,
    geofenceIds: position.geofenceIds,
  };
}

/** A user without its secrets; `password` is write-only and always null. */
export function userJson(user: UserRecord): User {
  return {
    id: user.id,
    attributes: user.attributes,
    name: user.name,
    login: user.login,
    email: user.email,
    phone: user.phone,
    readonly: user.readonly,
    administrator: user.administrator,
    map: user.map,
    latitude: user.latitude,
    longitude: user.longitude,
    zoom: user.zoom,
    coordinateFormat: user.coordinateFormat,
    disabled: user.disabled,
    expirationTime: date(user.expirationTime),
    deviceLimit: user.deviceLimit,
    userLimit: user.userLimit,
    deviceReadonly: user.deviceReadonly,
    limitCommands: user.limitCommands,
    disableReports: user.disableReports,
    fixedEmail: user.fixedEmail,
    poiLayer: user.poiLayer,
    totpKey: user.totpKey,
    temporary: user.temporary,
    password: null,
  };
}

/** Computed fields of GET /api/server that are not stored. */
export interface ServerExtras {
  version: string;
  newServer: boolean;
  storageSpace: number[] | null;
  /** SMTP configured: mail notifications and report e-mails work. */
  emailEnabled: boolean;
  /** SMS gateway configured: text-channel commands and SMS notifications work. */
  textEnabled: boolean;
  /** Reverse geocoding on (`geocoder.enable`): `GET /api/server/geocode` answers. */
  geocoderEnabled: boolean;
}

export function serverJson(server: ServerRecord, extras: ServerExtras): Server {
  return {
    id: server.id,
    attributes: server.attributes,
    registration: server.registration,
    readonly: server.readonly,
    deviceReadonly: server.deviceReadonly,
    map: server.map,
    bingKey: server.bingKey,
    mapUrl: server.mapUrl,
    overlayUrl: server.overlayUrl,
    latitude: server.latitude,
    longitude: server.longitude,
    zoom: server.zoom,
    forceSettings: server.forceSettings,
    coordinateFormat: server.coordinateFormat,
    limitCommands: server.limitCommands,
    disableReports: server.disableReports,
    fixedEmail: server.fixedEmail,
    poiLayer: server.poiLayer,
    announcement: server.announcement,
    version: extras.version,
    emailEnabled: extras.emailEnabled,
    textEnabled: extras.textEnabled,
    geocoderEnabled: extras.geocoderEnabled,
    storageSpace: extras.storageSpace,
    newServer: extras.newServer,
    openIdEnabled: false,
    openIdForce: false,
  };
}
