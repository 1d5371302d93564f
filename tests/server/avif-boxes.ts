// Hand-built AVIF files (ISO BMFF boxes), enough for file-type and sharp's header reader (libheif) to see an
// image of any declared size: ftyp, a meta box with one AV1 item and its `ispe` (width × height) property,
// and an mdat with a few bytes that are never decoded. `before` is put between ftyp and meta (e.g. a large
// `free` box, so the header lies past the first bytes an upload keeps).

const u16 = (n: number) => {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(n);
  return bytes;
};
const u32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(n);
  return bytes;
};

export const box = (type: string, ...body: Buffer[]) => {
  const content = Buffer.concat(body);
  return Buffer.concat([u32(8 + content.length), Buffer.from(type, 'latin1'), content]);
};
/** A full box: version and (zero) flags first. */
const fullBox = (type: string, version: number, ...body: Buffer[]) => box(type, u32(version << 24), ...body);

export interface AvifOptions {
  /** Boxes between ftyp and meta. */
  before?: Buffer;
  /** The meta box's properties are garbage: no reader can tell the size. */
  broken?: boolean;
}

export function avif(width: number, height: number, options: AvifOptions = {}): Buffer {
  const ftyp = box('ftyp', Buffer.from('avif'), u32(0), Buffer.from('avifmif1miaf'));
  const before = options.before ?? Buffer.alloc(0);
  const payload = Buffer.alloc(16, 0x12);
  const hdlr = fullBox('hdlr', 0, u32(0), Buffer.from('pict'), Buffer.alloc(12), Buffer.from([0]));
  const pitm = fullBox('pitm', 0, u16(1));
  const infe = fullBox('infe', 2, u16(1), u16(0), Buffer.from('av01'), Buffer.from([0]));
  const iinf = fullBox('iinf', 0, u16(1), infe);
  const ispe = fullBox('ispe', 0, u32(width), u32(height));
  const av1C = box('av1C', Buffer.from([0x81, 0x00, 0x0c, 0x00]));
  const pixi = fullBox('pixi', 0, Buffer.from([3, 8, 8, 8]));
  const ipco = options.broken ? box('ipco', Buffer.alloc(24, 0xff)) : box('ipco', ispe, av1C, pixi);
  // Item 1 has properties 1 (ispe), 2 (av1C, essential) and 3 (pixi).
  const ipma = fullBox('ipma', 0, u32(1), u16(1), Buffer.from([3, 0x01, 0x82, 0x03]));
  const iprp = box('iprp', ipco, ipma);
  // Item 1's one extent: the payload inside mdat (4-byte offset and length, no base offset).
  const iloc = (offset: number) =>
    fullBox('iloc', 0, Buffer.from([0x44, 0x00]), u16(1), u16(1), u16(0), u16(1), u32(offset), u32(16));
  const meta = (offset: number) => fullBox('meta', 0, hdlr, pitm, iloc(offset), iinf, iprp);
  const payloadAt = ftyp.length + before.length + meta(0).length + 8;
  return Buffer.concat([ftyp, before, meta(payloadAt), box('mdat', payload)]);
}
