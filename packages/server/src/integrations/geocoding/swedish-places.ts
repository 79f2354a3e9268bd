// A small offline gazetteer for address suggestions without a geocoding service: well-known streets
// and the centres of larger Swedish towns (postcode and approximate coordinates).

export interface Place {
  street: string;
  postcode: string;
  place: string;
  lat: number;
  lng: number;
}

const place = (street: string, postcode: string, town: string, lat: number, lng: number): Place => ({
  street,
  postcode,
  place: town,
  lat,
  lng,
});

export const SWEDISH_PLACES: Place[] = [
  place('Drottninggatan', '111 51', 'Stockholm', 59.3326, 18.0649),
  place('Kungsgatan', '111 43', 'Stockholm', 59.3361, 18.0625),
  place('Sveavägen', '113 50', 'Stockholm', 59.3422, 18.0578),
  place('Storgatan', '114 51', 'Stockholm', 59.3371, 18.0826),
  place('Götgatan', '116 46', 'Stockholm', 59.3133, 18.0725),
  place('Hornsgatan', '118 49', 'Stockholm', 59.3171, 18.0483),
  place('Odengatan', '113 22', 'Stockholm', 59.3453, 18.0559),
  place('Strandvägen', '114 56', 'Stockholm', 59.3326, 18.0853),
  place('Vasagatan', '111 20', 'Stockholm', 59.3318, 18.0585),
  place('Kungsportsavenyn', '411 36', 'Göteborg', 57.6995, 11.9749),
  place('Linnégatan', '413 04', 'Göteborg', 57.6964, 11.9514),
  place('Drottninggatan', '411 14', 'Göteborg', 57.7057, 11.9655),
  place('Storgatan', '411 38', 'Göteborg', 57.7001, 11.9706),
  place('Södra Förstadsgatan', '211 43', 'Malmö', 55.5989, 13.0002),
  place('Stortorget', '211 22', 'Malmö', 55.6059, 13.0022),
  place('Storgatan', '211 42', 'Malmö', 55.6009, 13.0026),
  place('Kungsgatan', '753 21', 'Uppsala', 59.8597, 17.6456),
  place('Storgatan', '753 31', 'Uppsala', 59.8603, 17.6418),
  place('Solbackevägen', '752 36', 'Uppsala', 59.8468, 17.6152),
  place('Svartbäcksgatan', '753 20', 'Uppsala', 59.8627, 17.6389),
  place('Stora Gatan', '722 12', 'Västerås', 59.6106, 16.5448),
  place('Drottninggatan', '702 10', 'Örebro', 59.2731, 15.2134),
  place('Storgatan', '582 23', 'Linköping', 58.4108, 15.6214),
  place('Drottninggatan', '252 21', 'Helsingborg', 56.0465, 12.6945),
  place('Östra Storgatan', '553 21', 'Jönköping', 57.7815, 14.1613),
  place('Drottninggatan', '602 24', 'Norrköping', 58.5918, 16.1849),
  place('Stora Södergatan', '222 23', 'Lund', 55.7019, 13.1935),
  place('Storgatan', '903 26', 'Umeå', 63.8258, 20.263),
  place('Drottninggatan', '803 20', 'Gävle', 60.6749, 17.1413),
  place('Storgatan', '852 30', 'Sundsvall', 62.3908, 17.3069),
  place('Storgatan', '972 38', 'Luleå', 65.5848, 22.1547),
  place('Storgatan', '831 30', 'Östersund', 63.1767, 14.6361),
  place('Storgatan', '352 31', 'Växjö', 56.8777, 14.8091),
  place('Storgatan', '392 32', 'Kalmar', 56.6634, 16.3568),
  place('', '111 20', 'Stockholm', 59.3293, 18.0686),
  place('', '411 01', 'Göteborg', 57.7089, 11.9746),
  place('', '211 20', 'Malmö', 55.605, 13.0038),
  place('', '753 20', 'Uppsala', 59.8586, 17.6389),
  place('', '722 10', 'Västerås', 59.6099, 16.5448),
  place('', '702 10', 'Örebro', 59.2753, 15.2134),
  place('', '582 20', 'Linköping', 58.4108, 15.6214),
  place('', '252 20', 'Helsingborg', 56.0465, 12.6945),
  place('', '553 20', 'Jönköping', 57.7826, 14.1618),
  place('', '602 20', 'Norrköping', 58.5877, 16.1924),
  place('', '222 20', 'Lund', 55.7047, 13.191),
  place('', '903 20', 'Umeå', 63.8258, 20.263),
  place('', '802 50', 'Gävle', 60.6749, 17.1413),
  place('', '503 30', 'Borås', 57.721, 12.9401),
  place('', '632 20', 'Eskilstuna', 59.3666, 16.5077),
  place('', '652 20', 'Karlstad', 59.3793, 13.5036),
  place('', '352 30', 'Växjö', 56.8777, 14.8091),
  place('', '302 40', 'Halmstad', 56.6745, 12.8578),
  place('', '852 30', 'Sundsvall', 62.3908, 17.3069),
  place('', '972 30', 'Luleå', 65.5848, 22.1547),
  place('', '831 30', 'Östersund', 63.1792, 14.6357),
  place('', '392 30', 'Kalmar', 56.6634, 16.3568),
  place('', '791 30', 'Falun', 60.6065, 15.6355),
  place('', '981 30', 'Kiruna', 67.8558, 20.2253),
  place('', '621 55', 'Visby', 57.6348, 18.2948),
];
