#!/usr/bin/env python3
"""Draws the national flags of games/picture-guess and writes its question file.

Python 3 standard library only: the PNG files are written here with zlib and struct, so the
pictures the project ships are generated from this file and nothing else (flags are drawn
from stripes, crosses and discs; no picture is copied from anywhere). The output is
deterministic: running it again gives the same bytes, so the committed files can be checked
with `scripts/draw-pictures.py --check`.

Usage: scripts/draw-pictures.py [--check] [OUTPUT_FOLDER]   (default games/picture-guess)
"""

import json
import random
import re
import struct
import sys
import zlib
from pathlib import Path

WIDTH, HEIGHT = 120, 80
OPTION_COUNT = 21  # the seed's grid: 3 rows of 7 tiles

# Colours, named once so that flags sharing a colour share its exact value.
RED, WHITE, BLUE = (206, 17, 38), (255, 255, 255), (0, 56, 147)
GREEN, YELLOW, BLACK = (0, 122, 61), (252, 209, 22), (0, 0, 0)
ORANGE, GOLD, SKY = (255, 130, 0), (255, 206, 0), (0, 155, 222)
NAVY = (0, 36, 125)


class Canvas:
    """An RGB image held as rows of pixels."""

    def __init__(self, width, height, colour=WHITE):
        self.width, self.height = width, height
        self.rows = [[colour] * width for _ in range(height)]

    def rect(self, x0, y0, x1, y1, colour):
        for y in range(max(0, y0), min(self.height, y1)):
            row = self.rows[y]
            for x in range(max(0, x0), min(self.width, x1)):
                row[x] = colour

    def disc(self, cx, cy, r, colour):
        # Pixel centres inside the circle: crisp edges suit the terminal's block drawing.
        for y in range(self.height):
            for x in range(self.width):
                if (x + 0.5 - cx) ** 2 + (y + 0.5 - cy) ** 2 <= r * r:
                    self.rows[y][x] = colour

    def png(self):
        raw = b"".join(b"\x00" + bytes(c for px in row for c in px) for row in self.rows)

        def chunk(kind, data):
            body = kind + data
            return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

        header = struct.pack(">IIBBBBB", self.width, self.height, 8, 2, 0, 0, 0)
        return (
            b"\x89PNG\r\n\x1a\n"
            + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(raw, 9))
            + chunk(b"IEND", b"")
        )


def horizontal(*bands):
    """Stripes from top to bottom; each band is (colour, weight)."""
    canvas = Canvas(WIDTH, HEIGHT)
    total = sum(w for _, w in bands)
    y = 0
    for colour, weight in bands:
        height = round(HEIGHT * weight / total)
        canvas.rect(0, y, WIDTH, y + height, colour)
        y += height
    canvas.rect(0, y, WIDTH, HEIGHT, bands[-1][0])  # rounding leftovers
    return canvas


def vertical(*colours):
    """Three equal stripes from left to right."""
    canvas = Canvas(WIDTH, HEIGHT)
    for i, colour in enumerate(colours):
        canvas.rect(i * WIDTH // len(colours), 0, (i + 1) * WIDTH // len(colours), HEIGHT, colour)
    return canvas


def nordic(field, cross, border=None):
    """A Scandinavian cross, shifted towards the hoist; `border` rims it when given."""
    canvas = Canvas(WIDTH, HEIGHT, field)
    x, y, half = 42, HEIGHT // 2, 6
    if border:
        canvas.rect(x - half - 4, 0, x + half + 4, HEIGHT, border)
        canvas.rect(0, y - half - 4, WIDTH, y + half + 4, border)
    canvas.rect(x - half, 0, x + half, HEIGHT, cross)
    canvas.rect(0, y - half, WIDTH, y + half, cross)
    return canvas


def with_disc(canvas, cx, cy, r, colour):
    canvas.disc(cx, cy, r, colour)
    return canvas


def switzerland():
    canvas = Canvas(HEIGHT, HEIGHT, RED)
    canvas.rect(34, 16, 46, 64, WHITE)
    canvas.rect(16, 34, 64, 46, WHITE)
    return canvas


def greece():
    stripes = [(BLUE if i % 2 == 0 else WHITE, 1) for i in range(9)]
    canvas = horizontal(*stripes)
    side = round(HEIGHT * 5 / 9)
    canvas.rect(0, 0, side, side, BLUE)
    canvas.rect(side // 2 - 4, 0, side // 2 + 5, side, WHITE)
    canvas.rect(0, side // 2 - 4, side, side // 2 + 5, WHITE)
    return canvas


# (id, answer, region hint, explanation, drawing): the picture is `<id>.png`.
FLAGS = [
    ("jp", "日本", "亚洲", "白底正中一个红色圆盘（日之丸）。",
     lambda: with_disc(Canvas(WIDTH, HEIGHT), 60, 40, 24, RED)),
    ("bd", "孟加拉国", "亚洲", "绿底上一个略偏向旗杆的红色圆盘。",
     lambda: with_disc(Canvas(WIDTH, HEIGHT, GREEN), 54, 40, 24, RED)),
    ("pw", "帕劳", "大洋洲", "浅蓝底上一个偏向旗杆的黄色圆盘（满月）。",
     lambda: with_disc(Canvas(WIDTH, HEIGHT, SKY), 52, 40, 22, GOLD)),
    ("la", "老挝", "亚洲", "红、蓝、红三条横带，蓝带较宽，中央一个白色圆盘。",
     lambda: with_disc(horizontal((RED, 1), (NAVY, 2), (RED, 1)), 60, 40, 16, WHITE)),
    ("th", "泰国", "亚洲", "红白蓝白红五条横带，中间的蓝带宽一倍。",
     lambda: horizontal((RED, 1), (WHITE, 1), (NAVY, 2), (WHITE, 1), (RED, 1))),
    ("id", "印度尼西亚", "亚洲", "上红下白两条横带（与摩纳哥相同，只是比例不同）。",
     lambda: horizontal((RED, 1), (WHITE, 1))),
    ("ye", "也门", "亚洲", "红、白、黑三条横带。",
     lambda: horizontal((RED, 1), (WHITE, 1), (BLACK, 1))),
    ("am", "亚美尼亚", "亚洲", "红、蓝、橙三条横带。",
     lambda: horizontal((RED, 1), (BLUE, 1), (ORANGE, 1))),
    ("fr", "法国", "欧洲", "蓝、白、红三条竖带。",
     lambda: vertical(BLUE, WHITE, RED)),
    ("it", "意大利", "欧洲", "绿、白、红三条竖带。",
     lambda: vertical(GREEN, WHITE, RED)),
    ("ie", "爱尔兰", "欧洲", "绿、白、橙三条竖带。",
     lambda: vertical(GREEN, WHITE, ORANGE)),
    ("be", "比利时", "欧洲", "黑、黄、红三条竖带。",
     lambda: vertical(BLACK, GOLD, RED)),
    ("de", "德国", "欧洲", "黑、红、金三条横带。",
     lambda: horizontal((BLACK, 1), (RED, 1), (GOLD, 1))),
    ("nl", "荷兰", "欧洲", "红、白、蓝三条横带。",
     lambda: horizontal((RED, 1), (WHITE, 1), (BLUE, 1))),
    ("ru", "俄罗斯", "欧洲", "白、蓝、红三条横带。",
     lambda: horizontal((WHITE, 1), (BLUE, 1), (RED, 1))),
    ("at", "奥地利", "欧洲", "红、白、红三条横带。",
     lambda: horizontal((RED, 1), (WHITE, 1), (RED, 1))),
    ("hu", "匈牙利", "欧洲", "红、白、绿三条横带。",
     lambda: horizontal((RED, 1), (WHITE, 1), (GREEN, 1))),
    ("bg", "保加利亚", "欧洲", "白、绿、红三条横带。",
     lambda: horizontal((WHITE, 1), (GREEN, 1), (RED, 1))),
    ("ee", "爱沙尼亚", "欧洲", "蓝、黑、白三条横带。",
     lambda: horizontal((SKY, 1), (BLACK, 1), (WHITE, 1))),
    ("lt", "立陶宛", "欧洲", "黄、绿、红三条横带。",
     lambda: horizontal((GOLD, 1), (GREEN, 1), (RED, 1))),
    ("ua", "乌克兰", "欧洲", "上蓝下黄两条横带：蓝天与麦田。",
     lambda: horizontal((BLUE, 1), (GOLD, 1))),
    ("pl", "波兰", "欧洲", "上白下红两条横带。",
     lambda: horizontal((WHITE, 1), (RED, 1))),
    ("se", "瑞典", "欧洲", "蓝底黄色北欧十字。",
     lambda: nordic(BLUE, GOLD)),
    ("dk", "丹麦", "欧洲", "红底白色北欧十字，据说是最古老的国旗。",
     lambda: nordic(RED, WHITE)),
    ("fi", "芬兰", "欧洲", "白底蓝色北欧十字。",
     lambda: nordic(WHITE, NAVY)),
    ("no", "挪威", "欧洲", "红底上镶白边的蓝色北欧十字。",
     lambda: nordic(RED, NAVY, WHITE)),
    ("is", "冰岛", "欧洲", "蓝底上镶白边的红色北欧十字。",
     lambda: nordic(BLUE, RED, WHITE)),
    ("ch", "瑞士", "欧洲", "正方形的红旗，中央一个白色十字。",
     switzerland),
    ("gr", "希腊", "欧洲", "九条蓝白横带，左上角蓝底白十字。",
     greece),
    ("ng", "尼日利亚", "非洲", "绿、白、绿三条竖带。",
     lambda: vertical(GREEN, WHITE, GREEN)),
    ("ml", "马里", "非洲", "绿、黄、红三条竖带。",
     lambda: vertical(GREEN, GOLD, RED)),
    ("gn", "几内亚", "非洲", "红、黄、绿三条竖带（与马里的颜色顺序相反）。",
     lambda: vertical(RED, GOLD, GREEN)),
    ("ga", "加蓬", "非洲", "绿、黄、蓝三条横带。",
     lambda: horizontal((GREEN, 1), (GOLD, 1), (BLUE, 1))),
    ("sl", "塞拉利昂", "非洲", "绿、白、蓝三条横带。",
     lambda: horizontal((GREEN, 1), (WHITE, 1), (SKY, 1))),
    ("mu", "毛里求斯", "非洲", "红、蓝、黄、绿四条横带。",
     lambda: horizontal((RED, 1), (BLUE, 1), (GOLD, 1), (GREEN, 1))),
    ("co", "哥伦比亚", "南美洲", "黄、蓝、红三条横带，黄带占一半。",
     lambda: horizontal((GOLD, 2), (BLUE, 1), (RED, 1))),
    ("pe", "秘鲁", "南美洲", "红、白、红三条竖带。",
     lambda: vertical(RED, WHITE, RED)),
]

# Characters that look like parts of country names, so distractors are plausible.
FILLERS = "国亚利尼西兰加马里尔度斯克拉南非美洲大王中山东北"


def options(answer):
    """21 tiles: the answer's characters and distractors, one of them repeated, shuffled.

    The generator is seeded from the answer itself, so the tiles of one question never change
    when flags are added or reordered.
    """
    rng = random.Random(zlib.crc32(answer.encode("utf-8")))
    pool = sorted(set("".join(answer for _, answer, *_ in FLAGS) + FILLERS) - set(answer))
    distractors = rng.sample(pool, OPTION_COUNT - len(answer) - 1)
    tiles = list(answer) + distractors + [rng.choice(distractors)]
    rng.shuffle(tiles)
    return tiles


def icon():
    """16x16 pixel art for the launcher: a red flag on a pole."""
    art = [
        "................",
        ".PRRRRRRRRRR....",
        ".PRRRRRRRRRRR...",
        ".PRRRRWWRRRRRR..",
        ".PRRRWWWWRRRRR..",
        ".PRRRRWWRRRRRR..",
        ".PRRRRRRRRRRR...",
        ".PRRRRRRRRRR....",
        ".P..............",
        ".P..............",
        ".P..............",
        ".P..............",
        ".P..............",
        ".P..............",
        "GPGGGGGGGGGGGGGG",
        "GGGGGGGGGGGGGGGG",
    ]
    palette = {".": (235, 244, 255), "P": (90, 60, 30), "R": RED, "W": WHITE, "G": GREEN}
    canvas = Canvas(16, 16)
    canvas.rows = [[palette[c] for c in line] for line in art]
    return canvas


def questions():
    result = []
    for code, answer, region, explanation, _ in FLAGS:
        result.append({
            "id": "flag-" + code,
            "type": "letters",
            "title": region + "国旗",
            "text": "这是哪个国家的国旗？",
            "picture": code + ".png",
            "answer": answer,
            "options": options(answer),
            "explanation": answer + "国旗：" + explanation,
        })
    return result


def outputs():
    files = {code + ".png": draw().png() for code, _, _, _, draw in FLAGS}
    files["icon.png"] = icon().png()
    text = json.dumps(questions(), ensure_ascii=False, indent=2) + "\n"
    # One line of tiles per question, as the grid reads, instead of 21 lines.
    text = re.sub(r"\[\n\s+(\"[^\n]*\",?\n\s+)+\"[^\n]*\"\n\s+\]",
                  lambda m: json.dumps(json.loads(m.group(0)), ensure_ascii=False), text)
    files["questions.json"] = text.encode("utf-8")
    return files


def main(argv):
    check = "--check" in argv
    rest = [a for a in argv if a != "--check"]
    folder = Path(rest[0]) if rest else Path(__file__).resolve().parent.parent / "games/picture-guess"
    stale = []
    for name, data in sorted(outputs().items()):
        path = folder / name
        if check:
            if not path.exists() or path.read_bytes() != data:
                stale.append(name)
        else:
            folder.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    if stale:
        print("out of date (run scripts/draw-pictures.py): " + ", ".join(stale), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
