"""Games from Debian's iso-codes (names in English and, by its zh_CN translation, Chinese)."""

import gettext
import json
import re
import unicodedata
from pathlib import Path

from .output import choice_options, localized
from .rng import Rng

JSON_FOLDER = Path("/usr/share/iso-codes/json")
LOCALE_FOLDER = Path("/usr/share/locale")


class Standard:
    """One ISO standard of iso-codes: its entries and their names in English and Chinese."""

    def __init__(self, domain, key):
        path = JSON_FOLDER / f"{domain}.json"
        try:
            self.entries = json.loads(path.read_text(encoding="utf-8"))[key]
        except OSError as error:
            raise SystemExit(f"generate-library: {path}: cannot be read ({error.strerror}); install iso-codes")
        self.domain = domain
        self.zh = gettext.translation(domain, localedir=str(LOCALE_FOLDER), languages=["zh_CN"])

    def chinese(self, english):
        """The zh_CN translation, or None where the catalogue has none."""
        text = self.zh.gettext(english)
        return None if text == english else text


def countries():
    """ISO 3166-1 entries with their common English name and Chinese name."""
    standard = Standard("iso_3166-1", "3166-1")
    out = []
    for entry in standard.entries:
        english = entry.get("common_name", entry["name"])
        chinese = standard.chinese(english) or standard.chinese(entry["name"])
        if chinese is None:
            raise SystemExit(f"generate-library: iso-codes has no zh_CN name for {english}")
        out.append({**entry, "en": english, "zh": chinese})
    return out


def without_parentheses(name):
    return re.sub(r"\s*[(（][^)）]*[)）]", "", name)


def letters_en(name):
    """The tiles of an English name: its letters, capitals, accents taken off (Å -> A)."""
    folded = unicodedata.normalize("NFD", without_parentheses(name).upper())
    return [c for c in folded if "A" <= c <= "Z"]


def letters_zh(name):
    """The tiles of a Chinese name: its Han characters (no 、, -, or brackets)."""
    return [c for c in without_parentheses(name) if "\u3400" <= c <= "\u9fff"]


def tiles(rng, answer, decoy_sources):
    """The answer's characters and decoys from `decoy_sources` (other names, in a seeded order),
    shuffled: 21 tiles (3 rows of 7), or more rows when the answer leaves fewer than 5 decoys."""
    count = 21
    while count - len(answer) < 5:
        count += 7
    chosen = list(answer)
    stream = [c for source in decoy_sources for c in source]
    for c in stream:
        if len(chosen) == count:
            break
        if c not in chosen:
            chosen.append(c)
    for c in stream:  # too few distinct characters (an alphabet of 26): repeats are fine
        if len(chosen) == count:
            break
        chosen.append(c)
    return rng.shuffled(chosen)


def world_flags(flag_folder):
    """(questions, pictures to write): every ISO 3166-1 flag, named in English and Chinese."""
    all_countries = countries()
    names = {}
    for country in all_countries:
        for key in ("en", "zh"):
            form = "".join(letters_en(country["en"]) if key == "en" else letters_zh(country["zh"]))
            if (key, form) in names:
                raise SystemExit(f"generate-library: {country['en']} and {names[(key, form)]} have the same answer {form}")
            names[(key, form)] = country["en"]
    questions, pictures = [], []
    for country in sorted(all_countries, key=lambda c: c["alpha_2"]):
        code = country["alpha_2"].lower()
        source = flag_folder / f"{code}.png"
        if not source.is_file():
            raise SystemExit(f"generate-library: {source}: no flag for {country['en']}")
        rng = Rng("world-flags", code)
        others = rng.shuffled([c for c in all_countries if c is not country])
        answer_en, answer_zh = letters_en(country["en"]), letters_zh(country["zh"])
        full_en = country.get("official_name", country["name"])
        questions.append({
            "id": f"flag-{code}",
            "type": "letters",
            "title": localized(en="World flags", zh_Hans="世界旗帜"),
            "text": localized(en="Which country or territory has this flag?", zh_Hans="这是哪个国家或地区的旗帜？"),
            "picture": f"{code}.png",
            "answer": localized(en="".join(answer_en), zh_Hans="".join(answer_zh)),
            "options": localized(
                en=tiles(rng, answer_en, [letters_en(o["en"]) for o in others]),
                zh_Hans=tiles(rng, answer_zh, [letters_zh(o["zh"]) for o in others]),
            ),
            "explanation": localized(
                en=f"{country['en']} ({country['alpha_2']}, {country['alpha_3']}; officially {full_en}).",
                zh_Hans=f"{country['zh']}（{country['alpha_2']}，{country['alpha_3']}）。",
            ),
        })
        pictures.append((source, f"{code}.png"))
    return questions, pictures


def choice_question(qid, rng, title, text, answer, decoys):
    """A bilingual single-choice question: `answer` and each decoy are {"en":..., "zh-Hans":...}."""
    entries = rng.shuffled([answer] + decoys)
    index = entries.index(answer)
    options, key = choice_options({lang: [e[lang] for e in entries] for lang in ("en", "zh-Hans")}, index)
    return {"id": qid, "type": "single", "title": title, "text": text, "options": options, "answer": key}


def distinct_decoys(rng, answer, pool, count=3):
    """`count` entries of `pool` whose texts differ from the answer's and each other's in both languages."""
    out, seen = [], {(lang, answer[lang]) for lang in ("en", "zh-Hans")}
    for entry in rng.shuffled(pool):
        keys = {(lang, entry[lang]) for lang in ("en", "zh-Hans")}
        if keys & seen:
            continue
        out.append(entry)
        seen |= keys
        if len(out) == count:
            break
    return out


def first_name(text):
    """The first of the names iso-codes gives ("Adyghe; Adygei" -> "Adyghe")."""
    return re.split(r"\s*[;；]\s*", text)[0]


def code_games(kind, entries, code_label, title):
    """Two questions per entry (code -> name among four names, name -> code among four codes).
    entries: dicts with "code", "en", "zh-Hans"; code_label: {"en": ..., "zh-Hans": ...}."""
    names = [{"en": e["en"], "zh-Hans": e["zh-Hans"]} for e in entries]
    questions = []
    for entry, name in zip(entries, names):
        code = entry["code"]
        rng = Rng(kind, code)
        decoys = distinct_decoys(rng, name, [n for n in names if n is not name])
        questions.append(choice_question(
            f"{kind}-{code}-name", rng, title,
            localized(en=f"Which {code_label['en']} has the code {code}?",
                      zh_Hans=f"代码 {code} 是哪种{code_label['zh-Hans']}？"),
            name, decoys))
        others = rng.pick([e["code"] for e in entries], 3, avoid={code})
        codes = [{"en": c, "zh-Hans": c} for c in others]
        questions.append(choice_question(
            f"{kind}-{code}-code", rng, title,
            localized(en=f"What is the code of {name['en']}?", zh_Hans=f"{name['zh-Hans']}的代码是什么？"),
            {"en": code, "zh-Hans": code}, codes))
    return questions


# Funds, precious metals, units of account and test codes: not money anyone pays with.
NOT_CURRENCIES = {
    "BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW", "XAG", "XAU", "XBA", "XBB",
    "XBC", "XBD", "XDR", "XPD", "XPT", "XSU", "XTS", "XUA", "XXX",
}


def currencies():
    standard = Standard("iso_4217", "4217")
    entries = []
    for entry in standard.entries:
        if entry["alpha_3"] in NOT_CURRENCIES:
            continue
        chinese = standard.chinese(entry["name"])
        if chinese is None:
            continue
        entries.append({"code": entry["alpha_3"], "en": entry["name"], "zh-Hans": chinese})
    title = localized(en="Currencies (ISO 4217)", zh_Hans="货币（ISO 4217）")
    return code_games("currency", entries, {"en": "currency", "zh-Hans": "货币"}, title)


def languages():
    standard = Standard("iso_639-2", "639-2")
    entries = []
    for entry in standard.entries:
        if "alpha_2" not in entry:
            continue
        chinese = standard.chinese(entry["name"])
        if chinese is None:
            continue
        entries.append({"code": entry["alpha_2"], "en": first_name(entry["name"]), "zh-Hans": first_name(chinese)})
    title = localized(en="Languages (ISO 639-1)", zh_Hans="语言（ISO 639-1）")
    return code_games("language", entries, {"en": "language", "zh-Hans": "语言"}, title)


def scripts():
    standard = Standard("iso_15924", "15924")
    entries = []
    for entry in standard.entries:
        chinese = standard.chinese(entry["name"])
        if chinese is None or entry["alpha_4"].startswith("Z"):  # Zxxx, Zyyy...: codes for no script
            continue
        entries.append({"code": entry["alpha_4"], "en": entry["name"], "zh-Hans": chinese})
    title = localized(en="Writing systems (ISO 15924)", zh_Hans="文字（ISO 15924）")
    return code_games("script", entries, {"en": "writing system", "zh-Hans": "文字"}, title)


def country_codes():
    """One question a country: its two- and three-letter codes -> its name among four."""
    entries = sorted(countries(), key=lambda c: c["alpha_2"])
    names = [{"en": c["en"], "zh-Hans": c["zh"]} for c in entries]
    title = localized(en="Country codes (ISO 3166-1)", zh_Hans="国家和地区代码（ISO 3166-1）")
    questions = []
    for country, name in zip(entries, names):
        rng = Rng("country-codes", country["alpha_2"])
        codes = f"{country['alpha_2']} / {country['alpha_3']}"
        questions.append(choice_question(
            f"code-{country['alpha_2'].lower()}", rng, title,
            localized(en=f"Which country or territory has the codes {codes}?",
                      zh_Hans=f"代码 {codes} 是哪个国家或地区？"),
            name, distinct_decoys(rng, name, [n for n in names if n is not name])))
    return questions
