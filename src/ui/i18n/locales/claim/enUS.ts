/** English texts of the claim screen (`/autolink`). */
export const claimEnUS = {
  claim: {
    title: 'Add device',
    intro:
      'Enter the IMEI of the tracker you received to link it to your account. It is printed on the device label.',
    fields: { imei: 'IMEI', plate: 'Plate', model: 'Model' },
    imeiHint: 'The identifier the tracker reports, usually 15 digits.',
    optional: 'Optional',
    plateHint: 'The device will be named “your name - plate”.',
    categoryHint: 'Without a choice, the device keeps the icon it has.',
    submit: 'Link',
    submitting: 'Linking…',
    failed: 'Could not link: {{reason}}',
    notInStock: 'Tracker not registered yet?',
    register: 'Register a new device',
  },
};
