"""The games of the built-in library that are made from data: what each is, made of and licensed under."""

from pathlib import Path

from . import facts, isocodes, opentdb, png, poetry
from .output import localized, package_version, sources_text, write_game

FLAGS = Path("/usr/share/iso-flags-png-320x240")
PICTURE_SIZE = (120, 90)  # the flags' 4:3; the terminal draws the inline picture in 48 × 12 cells
ISO_CODES = "Names from Debian's iso-codes (LGPL-2.1+)"
POETRY = "Texts from chinese-poetry (github.com/chinese-poetry/chinese-poetry), MIT licence, copyright 2016 JackeyGao"
POETRY_COMMIT = "99ebbef7e1345c0985c44b9fd96a3f9e776f117b"
OPENTDB_COMMIT = "80f2db58468c77f9c8556362687ace2acb7c86fb"


class Game:
    """One generated game folder."""

    def __init__(self, game_id, manifest, attribution, questions, sources, pictures=(), extra_files=()):
        self.id = game_id
        self.manifest = {"id": game_id, **manifest, "attribution": attribution,
                         "rules": "classic", "questions": "questions.json"}
        self.questions = questions
        self.sources = sources
        self.pictures = list(pictures)
        self.extra_files = list(extra_files)

    def write(self, folder):
        title = self.manifest["title"]
        name = title["en"] if isinstance(title, dict) and "en" in title else title
        if isinstance(name, dict):
            name = next(iter(name.values()))
        write_game(folder, self.manifest, self.questions, sources_text(name, self.sources), self.extra_files)


def write_picture(job):
    """Scales one flag to PICTURE_SIZE and writes it (run in worker processes)."""
    source, target = job
    width, height, rows = png.read_rgba(source)
    png.write(target, PICTURE_SIZE[0], png.scale(width, height, rows, *PICTURE_SIZE))


def iso_codes_lines(standards):
    version = package_version("iso-codes")
    return [
        f"- Debian package `iso-codes` {version} (LGPL-2.1-or-later; /usr/share/doc/iso-codes/copyright):",
        f"  {standards}, with the names of its zh_CN translation.",
    ]


def bilingual(title_en, title_zh, description_en, description_zh, icon, draw):
    return {
        "title": localized(en=title_en, zh_Hans=title_zh), "icon": icon,
        "languages": ["en", "zh-Hans"], "draw": draw,
        "description": localized(en=description_en, zh_Hans=description_zh),
    }


def iso_games():
    flags_version = package_version("iso-flags-png-320x240")
    flag_questions, pictures = isocodes.world_flags(FLAGS)
    yield Game(
        "world-flags",
        bilingual("World flags", "世界旗帜",
                  f"All {len(flag_questions)} flags of ISO 3166-1: spell the country or territory with the tiles. "
                  "Flags from Debian's iso-flags-png (public domain), names from iso-codes (LGPL-2.1).",
                  f"ISO 3166-1 的全部 {len(flag_questions)} 面旗帜：用字块拼出国家或地区的名字。"
                  "旗帜取自 Debian 的 iso-flags-png（公有领域），名称取自 iso-codes（LGPL-2.1）。", "旗", 20),
        f"Flags from Debian's iso-flags-png-320x240 (public domain). {ISO_CODES}.",
        flag_questions,
        [f"- Debian package `iso-flags-png-320x240` {flags_version} (public domain; "
         "/usr/share/doc/iso-flags-png-320x240/copyright): the flag pictures, averaged down to "
         f"{PICTURE_SIZE[0]} × {PICTURE_SIZE[1]} pixels by scripts/library/png.py.",
         *iso_codes_lines("ISO 3166-1 common names (e.g. \"Bolivia\", not the official name)")],
        pictures)
    specs = [
        ("country-codes", isocodes.country_codes, "Country codes", "国家和地区代码", "two- and three-letter ISO 3166-1 codes", "ISO 3166-1 两字母和三字母代码", "码", "ISO 3166-1"),
        ("currencies", isocodes.currencies, "Currencies", "世界货币", "ISO 4217 currency codes and names", "ISO 4217 货币代码和名称", "币", "ISO 4217"),
        ("languages", isocodes.languages, "Languages", "世界语言", "ISO 639-1 language codes and names", "ISO 639-1 语言代码和名称", "语", "ISO 639-2 (the entries with an ISO 639-1 code)"),
        ("writing-systems", isocodes.scripts, "Writing systems", "世界文字", "ISO 15924 script codes and names", "ISO 15924 文字代码和名称", "文", "ISO 15924 (the scripts its zh_CN translation names)"),
    ]
    for game_id, make, title_en, title_zh, what_en, what_zh, icon, standard in specs:
        questions = make()
        yield Game(
            game_id,
            bilingual(title_en, title_zh, f"{len(questions)} questions on {what_en}, from Debian's iso-codes (LGPL-2.1).",
                      f"{len(questions)} 道题：{what_zh}，取自 Debian 的 iso-codes（LGPL-2.1）。", icon, 20),
            ISO_CODES.replace("Names from", "From") + ".", questions, iso_codes_lines(standard))


def facts_games():
    capitals = facts.world_capitals()
    yield Game(
        "world-capitals",
        bilingual("World capitals", "世界首都",
                  f"{len(capitals)} questions on the capitals of the member states of the United Nations. "
                  "Capitals from a table written for Trivium (sources in SOURCES.md), country names from iso-codes.",
                  f"{len(capitals)} 道题：联合国会员国的首都。首都取自为本项目编写的表格（来源见 SOURCES.md），国名取自 iso-codes。",
                  "都", 20),
        f"Capitals from a table written for Trivium (sources in SOURCES.md). {ISO_CODES}.",
        capitals,
        ["- The facts table `scripts/library/facts/capitals.tsv`, written for this project:",
         *["  " + line for line in facts.header("capitals.tsv")],
         *iso_codes_lines("ISO 3166-1 common names")])
    provinces = facts.province_capitals()
    yield Game(
        "china-provinces",
        bilingual("Provinces of China", "省会和首府",
                  f"{len(provinces)} questions on the capitals of China's provinces and autonomous regions "
                  "(a table written for Trivium, sources in SOURCES.md).",
                  f"{len(provinces)} 道题：中国各省、自治区的省会和首府（为本项目编写的表格，来源见 SOURCES.md）。", "省", 10),
        "From a table written for Trivium (sources in SOURCES.md).",
        provinces,
        ["- The facts table `scripts/library/facts/provinces.tsv`, written for this project:",
         *["  " + line for line in facts.header("provinces.tsv")]])


def opentdb_games(corpora):
    for game_id, title, subject, categories, questions in opentdb.games(corpora):
        yield Game(
            game_id,
            {"title": f"Open Trivia: {title}", "icon": "?", "languages": ["en"], "draw": 20,
             "description": f"{len(questions)} questions on {subject}. {opentdb.ATTRIBUTION}"},
            "Questions from Open Trivia DB (opentdb.com), CC BY-SA 4.0 (creativecommons.org/licenses/by-sa/4.0)",
            questions,
            [f"- Open Trivia DB (https://opentdb.com), categories {', '.join(categories)}.",
             "  Licence: Creative Commons Attribution-ShareAlike 4.0 International",
             "  (https://creativecommons.org/licenses/by-sa/4.0/): \"All data provided by the API is available",
             "  under the Creative Commons Attribution-ShareAlike 4.0 International License.\"",
             f"- Taken from the snapshot kickturn/opentdb-scraper `opentdb_questions.json`, commit {OPENTDB_COMMIT}",
             f"  (../shared/corpora/{opentdb.CORPUS}).",
             "- Changes: HTML entities decoded, soft hyphens and direction marks removed, spaces trimmed,",
             "  the options put in a fixed shuffled order, grouped into this game. This game's questions are",
             "  shared under the same licence, CC BY-SA 4.0."])


def poetry_games(corpora):
    licence = [(corpora / "chinese-poetry" / "LICENSE", "LICENSE")]
    opencc = package_version("opencc")

    def lines(files, converted):
        out = [f"- chinese-poetry/chinese-poetry, commit {POETRY_COMMIT} (MIT licence, copyright 2016",
               "  JackeyGao; the licence is LICENSE in this folder; the texts themselves are centuries old):"]
        out += [f"  `{path}`" for path in files]
        if converted:
            out.append(f"- Simplified characters by Debian's `opencc` {opencc} (`opencc -c t2s`); the traditional text is the zh-Hant variant.")
        return out

    tang_lines, tang_poets = poetry.tang_poems(corpora)
    hans_hant = ["zh-Hans", "zh-Hant"]
    yield Game("tang-lines", {
        "title": {"zh-Hans": "唐诗接下句", "zh-Hant": "唐詩接下句"}, "icon": "诗", "languages": hans_hant, "draw": 20,
        "description": {"zh-Hans": f"{len(tang_lines)} 道题：《唐诗三百首》的上句，用字块拼出下句。文本取自 chinese-poetry（MIT）。",
                        "zh-Hant": f"{len(tang_lines)} 道題：《唐詩三百首》的上句，用字塊拼出下句。文本取自 chinese-poetry（MIT）。"},
    }, POETRY, tang_lines, lines(["全唐诗/唐诗三百首.json"], True), extra_files=licence)
    yield Game("tang-poets", {
        "title": {"zh-Hans": "唐诗作者", "zh-Hant": "唐詩作者"}, "icon": "唐", "languages": hans_hant, "draw": 20,
        "description": {"zh-Hans": f"{len(tang_poets)} 首《唐诗三百首》：读首句，选出作者。文本取自 chinese-poetry（MIT）。",
                        "zh-Hant": f"{len(tang_poets)} 首《唐詩三百首》：讀首句，選出作者。文本取自 chinese-poetry（MIT）。"},
    }, POETRY, tang_poets, lines(["全唐诗/唐诗三百首.json"], True), extra_files=licence)
    ci = poetry.song_ci_poets(corpora)
    yield Game("song-ci-poets", {
        "title": "宋词作者", "icon": "词", "languages": ["zh-Hans"], "draw": 20,
        "description": f"{len(ci)} 首《宋词三百首》：读首句，选出作者。文本取自 chinese-poetry（MIT）。",
    }, POETRY, ci, lines(["宋词/宋词三百首.json"], False), extra_files=licence)
    analects = poetry.lunyu(corpora)
    yield Game("lunyu", {
        "title": "论语接下句", "icon": "论", "languages": ["zh-Hans"], "draw": 20,
        "description": f"{len(analects)} 道题：《论语》的一句，选出下一句。文本取自 chinese-poetry（MIT）。",
    }, POETRY, analects, lines(["论语/lunyu.json"], False), extra_files=licence)
    three = poetry.sanzijing(corpora)
    yield Game("sanzijing", {
        "title": {"zh-Hans": "三字经接下句", "zh-Hant": "三字經接下句"}, "icon": "三", "languages": hans_hant, "draw": 20,
        "description": {"zh-Hans": f"{len(three)} 道题：《三字经》的两句，用字块拼出下一句。文本取自 chinese-poetry（MIT）。",
                        "zh-Hant": f"{len(three)} 道題：《三字經》的兩句，用字塊拼出下一句。文本取自 chinese-poetry（MIT）。"},
    }, POETRY, three, lines(["蒙学/sanzijing-new.json"], True), extra_files=licence)


def games(corpora):
    """Every generated game, in a fixed order."""
    families = [("geography", iso_games()), ("geography", facts_games()),
                ("open-trivia", opentdb_games(corpora)), ("chinese-classics", poetry_games(corpora))]
    every = []
    for category, family in families:
        for game in family:
            # The launcher's group (GameManifest.category).
            game.manifest["category"] = category
            every.append(game)
    return every
