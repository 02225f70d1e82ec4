declare module 'geoip-country' {
  export interface Lookup {
    country: string;
    name?: string;
    native?: string;
    continent?: string;
  }
  const geoip: { lookup(ip: string): Lookup | null };
  export default geoip;
}
