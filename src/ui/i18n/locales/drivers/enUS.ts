import type { DriversTranslation } from './ptBR';

/** English texts of the driver's login and check-in screens. */
export const driversEnUS: DriversTranslation = {
  driverLogin: {
    title: 'Driver access',
    subtitle: 'Check in to the vehicle with its QR code',
    username: 'Driver username',
  },
  qrDriver: {
    title: 'Driver check-in',
    current: 'You are in {{device}}',
    none: 'You are not in any vehicle.',
    scan: "Scan the vehicle's QR code",
    stopScan: 'Stop scanning',
    scanning: "Point the camera at the vehicle's QR code",
    noCamera: 'The camera could not be used: {{reason}}',
    notACode: "This QR code is not one of this system's vehicles.",
    checkingIn: 'Checking in…',
    checkedIn: 'Checked in to {{device}}',
    checkOut: 'Check out',
    checkingOut: 'Checking out…',
    checkedOut: 'Checked out.',
    already: 'You are already in this vehicle.',
    failed: 'That did not work: {{reason}}',
    device: 'Vehicle #{{id}}',
    logout: 'Sign out',
    back: 'Back',
    unlock: {
      sent: 'Vehicle unlocked.',
      queued: 'Unlock sent: the vehicle gets it when it next reports.',
      unsupported: 'This vehicle does not take the unlock command.',
      failed: 'The unlock could not be sent.',
      notAllowed: 'The vehicle is locked and you may not unlock it.',
    },
  },
};
