"""Reads the flag PNGs and writes them smaller, with the standard library only.

The scaling is an area average in integer arithmetic and the writer picks row filters by a
fixed rule and compresses at a fixed zlib level, so the same input gives the same bytes.
"""

import functools
import itertools
import math
import struct
import zlib

SIGNATURE = b"\x89PNG\r\n\x1a\n"


class PNGError(Exception):
    """A PNG this reader does not handle, with the file's name."""


def read_rgba(path):
    """(width, height, rows of RGBA bytes) of an 8-bit, non-interlaced RGB or RGBA PNG."""
    data = path.read_bytes()
    if not data.startswith(SIGNATURE):
        raise PNGError(f"{path}: is not a PNG")
    pos, header, idat = 8, None, []
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos : pos + 8])
        body = data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise PNGError(f"{path}: has no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace != 0:
        raise PNGError(f"{path}: only 8-bit non-interlaced RGB or RGBA is read (depth {depth}, colour type {colour})")
    channels = 4 if colour == 6 else 3
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1 : start + 1 + stride])
        unfilter(kind, line, previous, channels)
        rows.append(line)
        previous = line
    if channels == 3:
        rows = [add_alpha(row) for row in rows]
    return width, height, rows


def unfilter(kind, line, previous, bpp):
    """Undoes one row's filter in place (PNG specification, section 9)."""
    n = len(line)
    if kind == 0:
        return
    if kind == 1:
        for c in range(bpp):
            line[c:n:bpp] = bytes(v & 255 for v in itertools.accumulate(line[c:n:bpp]))
    elif kind == 2:
        line[:] = bytes((x + p) & 255 for x, p in zip(line, previous))
    elif kind == 3:
        for i in range(n):
            left = line[i - bpp] if i >= bpp else 0
            line[i] = (line[i] + ((left + previous[i]) >> 1)) & 255
    elif kind == 4:
        for i in range(bpp):
            line[i] = (line[i] + previous[i]) & 255
        for i in range(bpp, n):
            a, b, c = line[i - bpp], previous[i], previous[i - bpp]
            p = a + b - c
            pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
            line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
    else:
        raise PNGError(f"unknown filter type {kind}")


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def add_alpha(row):
    out = bytearray()
    for i in range(0, len(row), 3):
        out += row[i : i + 3] + b"\xff"
    return out


@functools.lru_cache(maxsize=None)
def spans(source, target):
    """For each target pixel, the source pixels it covers with integer weights (in units of
    1/target of a source pixel, so the weights of one target pixel add up to source)."""
    out = []
    for t in range(target):
        lo, hi = t * source, (t + 1) * source
        cover = []
        for s in range(lo // target, (hi + target - 1) // target):
            weight = min(hi, (s + 1) * target) - max(lo, s * target)
            if weight > 0:
                cover.append((s, weight))
        out.append(cover)
    return out


def resample(values, source, target):
    """The weighted sums of `values` (one per source pixel) for each target pixel. The weights
    repeat every source/gcd pixels, so each phase is a sum of a few strided slices."""
    period_target = target // math.gcd(source, target)
    period_source = source * period_target // target
    count = target // period_target
    out = [0] * target
    for phase, cover in enumerate(spans(source, target)[:period_target]):
        sums = [0] * count
        for s, w in cover:
            sums = [acc + v * w for acc, v in zip(sums, values[s::period_source])]
        out[phase::period_target] = sums
    return out


def scale(width, height, rows, new_width, new_height):
    """The picture averaged down to new_width × new_height, colours weighted by alpha: exact
    integer sums, across each row first, then down the columns, rounded once at the end."""
    across = []  # per source row: the weighted sums of r·a, g·a, b·a and a per target column
    for row in rows:
        alpha = row[3::4]
        channels = [[v * a for v, a in zip(row[c::4], alpha)] for c in range(3)] + [list(alpha)]
        across.append([resample(channel, width, new_width) for channel in channels])
    columns = [[[across[y][c][x] for y in range(height)] for x in range(new_width)] for c in range(4)]
    down = [[resample(column, height, new_height) for column in channel] for channel in columns]
    total = width * height  # the weights of one target pixel: width across times height down
    half = total // 2
    out = []
    for y in range(new_height):
        line = bytearray()
        for x in range(new_width):
            r, g, b, a = down[0][x][y], down[1][x][y], down[2][x][y], down[3][x][y]
            if a == 0:
                line += b"\x00\x00\x00\x00"
            else:
                line += bytes(((r + a // 2) // a, (g + a // 2) // a, (b + a // 2) // a, (a + half) // total))
        out.append(line)
    return out


def write(path, width, rows):
    """Writes RGBA rows as a PNG (RGB when every pixel is opaque): every row with the Sub
    filter, zlib at level 9."""
    opaque = all(row[i] == 255 for row in rows for i in range(3, len(row), 4))
    channels = 3 if opaque else 4
    if opaque:
        rows = [bytearray(b for i, b in enumerate(row) if i % 4 != 3) for row in rows]
    raw = bytearray()
    for row in rows:
        raw.append(1)
        raw += bytes(row[:channels]) + bytes((row[i] - row[i - channels]) & 255 for i in range(channels, len(row)))
    header = struct.pack(">IIBBBBB", width, len(rows), 8, 2 if opaque else 6, 0, 0, 0)
    idat = zlib.compress(bytes(raw), 9)
    path.write_bytes(SIGNATURE + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b""))


def chunk(kind, body):
    return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)
