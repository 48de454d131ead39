"""Games from the facts tables written for this project (facts/*.tsv, each naming its sources)."""

from pathlib import Path

from .isocodes import choice_question, countries, distinct_decoys
from .output import localized
from .rng import Rng

FOLDER = Path(__file__).resolve().parent / "facts"


def read_table(name, columns):
    """The rows of a facts table (tab-separated; `#` lines are comments), each checked for its columns."""
    path = FOLDER / name
    rows = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        if not line or line.startswith("#"):
            continue
        fields = line.split("\t")
        if not columns[0] <= len(fields) <= columns[1]:
            raise SystemExit(f"generate-library: {path}:{number}: expected {columns[0]} to {columns[1]} columns, found {len(fields)}")
        rows.append(fields + [""] * (columns[1] - len(fields)))
    return rows


def header(name):
    """The comment lines at the top of a table: its description and sources."""
    lines = (FOLDER / name).read_text(encoding="utf-8").splitlines()
    return [line[2:] for line in lines if line.startswith("# ")]


def both_ways(kind, items, title, ask_capital, ask_place):
    """Per place: its capital among four, then the place of a capital among four.
    items: (id, place {en, zh-Hans}, capital {en, zh-Hans}, note {en, zh-Hans} or None)."""
    capitals = [capital for _, _, capital, _ in items]
    places = [place for _, place, _, _ in items]
    questions = []
    for qid, place, capital, note in items:
        rng = Rng(kind, qid)
        q = choice_question(f"{kind}-{qid}-capital", rng, title, ask_capital(place), capital,
                            distinct_decoys(rng, capital, [c for c in capitals if c is not capital]))
        if note:
            q["explanation"] = note
        questions.append(q)
        questions.append(choice_question(f"{kind}-{qid}-place", rng, title, ask_place(capital), place,
                                         distinct_decoys(rng, place, [p for p in places if p is not place])))
    return questions


def world_capitals():
    names = {c["alpha_2"]: c for c in countries()}
    items = []
    for code, capital_en, capital_zh, note, note_zh in read_table("capitals.tsv", (3, 5)):
        if code not in names:
            raise SystemExit(f"generate-library: facts/capitals.tsv: {code} is not an ISO 3166-1 code")
        country = names[code]
        items.append((code.lower(), {"en": country["en"], "zh-Hans": country["zh"]},
                      {"en": capital_en, "zh-Hans": capital_zh},
                      localized(en=note, zh_Hans=note_zh) if note else None))
    return both_ways(
        "capital", items, localized(en="Capitals", zh_Hans="首都"),
        lambda p: localized(en=f"What is the capital of {p['en']}?", zh_Hans=f"{p['zh-Hans']}的首都是哪里？"),
        lambda c: localized(en=f"{c['en']} is the capital of which country?", zh_Hans=f"{c['zh-Hans']}是哪个国家的首都？"))


def province_capitals():
    items = []
    for name_en, name_zh, capital_en, capital_zh in read_table("provinces.tsv", (4, 4)):
        qid = name_en.lower().replace(" ", "-")
        items.append((qid, {"en": name_en, "zh-Hans": name_zh}, {"en": capital_en, "zh-Hans": capital_zh}, None))
    return both_ways(
        "province", items, localized(en="Provinces of China", zh_Hans="中国的省和自治区"),
        lambda p: localized(en=f"What is the capital of {p['en']}?", zh_Hans=f"{p['zh-Hans']}的省会（首府）是哪里？"),
        lambda c: localized(en=f"{c['en']} is the capital of which province or region?",
                            zh_Hans=f"{c['zh-Hans']}是哪个省或自治区的省会（首府）？"))
