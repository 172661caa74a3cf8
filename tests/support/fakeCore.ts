/**
 * A fake CoreApi for component tests (STYLE §22): topics are published by the test, every
 * method call is recorded, and any method can be replaced (a vi.fn, a rejection…). It never
 * starts a worker and never fetches.
 */
import { ThemeBranding, type Server, type User } from '@farol/model';
import type { CoreApi, SessionView, Topic, Topics } from '../../src/worker/types';

type Method = Exclude<keyof CoreApi, 'subscribe'>;

export interface FakeCore {
  core: CoreApi;
  /** Sets a topic's value and delivers it to its subscribers. */
  publish<T extends Topic>(topic: T, value: Topics[T]): void;
  /** The inputs of every call of `method`, in order. */
  calls(method: Method): unknown[];
  /** How many subscriptions of `topic` are open. */
  subscribers(topic: Topic): number;
}

export function fakeCore(overrides: Partial<CoreApi> = {}): FakeCore {
  const values = new Map<Topic, unknown>();
  const listeners = new Map<Topic, Set<(value: unknown) => void>>();
  const log: { method: Method; input: unknown }[] = [];
  const record =
    <R>(method: Method, result: () => R) =>
    async (input?: unknown): Promise<R> => {
      log.push({ method, input });
      return result();
    };
  const defaults: Omit<CoreApi, 'subscribe'> = {
    ready: record('ready', () => undefined),
    loadServer: record('loadServer', () => ({ id: 1 }) as Server),
    restoreSession: record('restoreSession', () => null),
    login: record('login', () => ({ id: 1 }) as User),
    loginWithToken: record('loginWithToken', () => ({ id: 1 }) as User),
    logout: record('logout', () => undefined),
    loginAs: record('loginAs', () => ({ id: 2 }) as User),
    returnToSelf: record('returnToSelf', () => ({ id: 1 }) as User),
    qrDriverCheck: record('qrDriverCheck', () => ({
      deviceId: 0,
      driverUniqueId: '',
      unlock: null,
    })),
    unlockOnTrust: record('unlockOnTrust', () => ({ unlockedUntil: '2026-12-01T00:00:00.000Z' })),
    selectDevice: record('selectDevice', () => undefined),
    setListQuery: record('setListQuery', () => undefined),
    toggleSort: record('toggleSort', () => undefined),
    setListWindow: record('setListWindow', () => undefined),
    setViewport: record('setViewport', () => undefined),
    followDevice: record('followDevice', () => undefined),
    trailDevice: record('trailDevice', () => undefined),
    setMapOptions: record('setMapOptions', () => undefined),
    deviceAt: record('deviceAt', () => null),
    reportFrames: record('reportFrames', () => undefined),
    setRenderer: record('setRenderer', () => undefined),
    createAnchor: record('createAnchor', () => {
      throw new Error('createAnchor: give the fake an implementation');
    }),
    deleteGeofence: record('deleteGeofence', () => undefined),
    setGeofencesVisible: record('setGeofencesVisible', () => undefined),
    dismissAlert: record('dismissAlert', () => undefined),
    commandOptions: record('commandOptions', () => ({ saved: [], types: [] })),
    sendCommand: record('sendCommand', () => 'sent' as const),
    engineCommand: record('engineCommand', () => 'sent' as const),
    listShares: record('listShares', () => []),
    createShare: record('createShare', () => {
      throw new Error('createShare: give the fake an implementation');
    }),
    updateShare: record('updateShare', () => {
      throw new Error('updateShare: give the fake an implementation');
    }),
    deleteShare: record('deleteShare', () => undefined),
    deviceEvents: record('deviceEvents', () => []),
    deviceStops: record('deviceStops', () => []),
    loadEntities: record('loadEntities', () => undefined),
    saveEntity: record('saveEntity', () => {
      throw new Error('saveEntity: give the fake an implementation');
    }) as CoreApi['saveEntity'],
    claimDevice: record('claimDevice', () => {
      throw new Error('claimDevice: give the fake an implementation');
    }),
    deleteEntities: record('deleteEntities', () => ({ deleted: [], failed: [] })),
    linkedIds: record('linkedIds', () => []),
    setLinks: record('setLinks', () => undefined),
    updateAccumulators: record('updateAccumulators', () => undefined),
    notificationTypes: record('notificationTypes', () => []),
    notificators: record('notificators', () => []),
    commandTypes: record('commandTypes', () => []),
    testNotification: record('testNotification', () => undefined),
    testComputed: record('testComputed', () => null),
    saveServer: record('saveServer', () => {
      throw new Error('saveServer: give the fake an implementation');
    }),
    restartServer: record('restartServer', () => undefined),
    addNotificationToken: record('addNotificationToken', () => undefined),
    saveAccount: record('saveAccount', () => {
      throw new Error('saveAccount: give the fake an implementation');
    }),
    timezones: record('timezones', () => []),
    createApiToken: record('createApiToken', () => 'token-from-fake-core'),
    runReport: record('runReport', () => 'ready' as const),
    cancelReport: record('cancelReport', () => undefined),
    clearReport: record('clearReport', () => undefined),
    sortReport: record('sortReport', () => undefined),
    setReportWindow: record('setReportWindow', () => undefined),
    showReportMarkers: record('showReportMarkers', () => undefined),
    locateReportRow: record('locateReportRow', () => null),
    reportSeries: record('reportSeries', () => []),
    reportFile: record('reportFile', () => {
      throw new Error('reportFile: give the fake an implementation');
    }),
    mailReport: record('mailReport', () => undefined),
    searchDevices: record('searchDevices', () => ({ items: [], total: 0 })),
    searchGroups: record('searchGroups', () => ({ items: [], total: 0 })),
    pickerNames: record('pickerNames', () => ({ devices: [], groups: [] })),
    recentReports: record('recentReports', () => []),
    loadReplay: record('loadReplay', () => {
      throw new Error('loadReplay: give the fake an implementation');
    }),
    cancelReplay: record('cancelReplay', () => undefined),
    replayColors: record('replayColors', () => ({
      attribute: 'speed',
      levels: [],
      min: 0,
      max: 1,
    })),
    replaySeries: record('replaySeries', () => []),
    replayPoint: record('replayPoint', () => null),
    loadUsers: record('loadUsers', () => undefined),
    setUsersQuery: record('setUsersQuery', () => undefined),
    toggleUserNode: record('toggleUserNode', () => undefined),
    setUsersWindow: record('setUsersWindow', () => undefined),
    visibleUserIds: record('visibleUserIds', () => []),
    userById: record('userById', () => null),
    managerChoices: record('managerChoices', () => []),
    saveUser: record('saveUser', () => {
      throw new Error('saveUser: give the fake an implementation');
    }),
    deleteUsers: record('deleteUsers', () => ({ deleted: [], failed: [] })),
    setUsersDisabled: record('setUsersDisabled', () => ({ updated: [], failed: [] })),
    requestPasswordReset: record('requestPasswordReset', () => undefined),
    resetPassword: record('resetPassword', () => undefined),
    register: record('register', () => ({ id: 3 }) as User),
    totpKey: record('totpKey', () => 'JBSWY3DPEHPK3PXP'),
    auditLog: record('auditLog', () => ({ rows: [], more: false })),
    loadTheme: record('loadTheme', () => ThemeBranding.parse({})),
    saveTheme: record('saveTheme', () => ThemeBranding.parse({})),
    uploadThemeImage: record('uploadThemeImage', () => ThemeBranding.parse({})),
    myInvoices: record('myInvoices', () => []),
    billingCustomers: record('billingCustomers', () => []),
    customerInvoices: record('customerInvoices', () => []),
    invoiceAction: record('invoiceAction', () => null),
    setCustomerAccess: record('setCustomerAccess', () => undefined),
    integrations: record('integrations', () => []),
    saveIntegration: record('saveIntegration', () => {
      throw new Error('saveIntegration: give the fake an implementation');
    }),
    testEmailIntegration: record('testEmailIntegration', () => ({ to: 'admin@farol.test' })),
  };
  // Overrides are recorded too, so a test can both script an answer and check the call.
  const scripted = Object.fromEntries(
    Object.entries(overrides).map(([name, implementation]) => [
      name,
      async (input?: unknown) => {
        log.push({ method: name as Method, input });
        return (implementation as (input?: unknown) => unknown)(input);
      },
    ]),
  );
  const core: CoreApi = {
    ...defaults,
    ...scripted,
    async subscribe(topic, callback) {
      const set = listeners.get(topic) ?? new Set();
      listeners.set(topic, set);
      const listener = callback as (value: unknown) => void;
      set.add(listener);
      if (values.has(topic)) listener(values.get(topic));
      return () => void set.delete(listener);
    },
  };
  return {
    core,
    publish(topic, value) {
      values.set(topic, value);
      for (const listener of listeners.get(topic) ?? []) listener(value);
    },
    calls: (method) => log.filter((entry) => entry.method === method).map((entry) => entry.input),
    subscribers: (topic) => listeners.get(topic)?.size ?? 0,
  };
}

/** A session topic value for a signed-in user. */
export function signedIn(user: User, server: Server): SessionView {
  return { status: 'authenticated', user, server };
}
