// A request to the German example (examples/elektriker-koeln) as a visitor from Frechen fills it in:
// umlauts, ß, a German phone number and postcode, no region (Germany's form asks for none).
export const COLOGNE_LEAD = {
  first_name: 'Jürgen',
  last_name: 'Weiß',
  cell_phone: '0221 4710 245',
  email: 'j.weiss@posteingang.example',
  street_address: 'Hauptstraße 45',
  zip_code: '50226',
  city: 'Frechen',
  comments:
    'Im Keller fliegt der FI-Schalter, sobald die Waschmaschine schleudert. Können Sie nächste Woche vorbeikommen?',
};
