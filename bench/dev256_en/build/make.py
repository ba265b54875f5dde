#!/usr/bin/env python3
"""Build bench/dev256_en/notes.jsonl (author 256). Stdlib only; all randomness from random.Random(256)."""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pools import Builder  # noqa: E402
from world import base_ctx  # noqa: E402
import genres_a as A  # noqa: E402
import genres_b as B  # noqa: E402

GENRES = [
    ("chaplaincy visit record", A.chaplaincy, ("UK", "US", "NZ")),
    ("bereavement office log", A.bereavement_log, ("UK", "US", "NZ")),
    ("MCCD workflow note", A.mccd, ("UK", "UK", "NZ", "US")),
    ("mortuary release record", A.mortuary_release, ("UK", "US", "NZ")),
    ("viewing appointment record", A.viewing, ("UK", "US", "NZ")),
    ("organ/tissue donation family approach note", A.donation, ("UK", "US", "NZ")),
    ("coroner referral form", B.coroner, ("UK", "US", "NZ")),
    ("tangihanga/cultural liaison note", B.tangihanga, ("NZ",)),
    ("funeral director correspondence", B.funeral_letter, ("UK", "US", "NZ")),
    ("telephone encounter", B.telephone, ("UK", "US", "NZ")),
    ("cremation paperwork and implant check", B.cremation, ("UK", "UK", "NZ", "US")),
    ("verification of death note", B.verification, ("UK", "US", "NZ")),
    ("bereavement follow-up letter", B.followup, ("UK", "US", "NZ")),
]
PER_GENRE = 52
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "notes.jsonl")


CEM = {"UK": ["Hollybush Lane Cemetery", "Redbarrow Crematorium", "Kingsmere Garden of Rest",
               "Wrenfield Woodland Burial Ground", "Saltmarsh Road Cemetery"],
        "US": ["Pine Bluff Memorial Park", "Lakeview Cemetery", "Cedar Hollow Crematory", "Haverton Oaks Cemetery"],
        "NZ": ["Ohinetahi Urupā", "Kowhai Downs Lawn Cemetery", "Ruakiwi Crematorium", "Te Rangimarie Urupā"]}
FDS = {"UK": ["Ashdown & Daughters Funeral Directors", "Hatherleigh Family Funerals", "Wrenfield Co-operative Funeralcare",
              "Mulholland Bros Undertakers", "Penrose & Vale Funeral Directors"],
       "US": ["Greenhaven Funeral Home", "Oakhurst Memorial Chapels", "Sunset Pines Mortuary Services",
              "Quiet Harbor Funeral Home", "Walcott-Reyes Funeral Chapel"],
       "NZ": ["Kowhai Funeral Services", "Tui Ridge Funeral Home", "Te Aroha Tangihanga Services",
              "Quiet Harbour Funerals", "Matariki Bay Funeral Directors"]}


def extras(C, r, country):
    w = C["_w"]
    C["cem"] = (r.choice(CEM[country]), "LOCATION_OTHER")
    C["fd_org"] = (r.choice(FDS[country]), "ORGANIZATION")
    C["addr_first"] = C["addr"][0]
    C["addr_city"] = C["addr"][2]
    if country == "US":
        C["natlbl"] = (r.choice(["SSN", "SS#", "Soc Sec No"]), None)
        C["nat"] = C["ssn"]
    elif country == "UK":
        C["natlbl"] = (r.choice(["NHS No", "NHS", "NHS no."]), None)
    else:
        C["natlbl"] = (r.choice(["NHI", "NHI no"]), None)
    C["nok_u"] = (w.user(C["_nok"]), "USERNAME")
    sexrel = {"M": ["husband", "father", "brother", "son", "partner"], "F": ["wife", "mother", "sister", "daughter", "partner"]}
    C["pt_rel"] = (r.choice(sexrel[C["_pt"]["sex"]]), None)
    C["impl"] = r.choice([
        [("none", None)],
        [("PPM in situ, SN ", None), C["dev"], (" - removed", None)],
        [("ICD serial ", None), C["dev"], (" explanted by ", None), C["mt"]],
        [("nil (checked CXR ", None), C["adm"], (")", None)],
    ])
    C["outcome"] = (r.choice(["corneas and heart valves", "kidneys, liver and corneas", "tissue only (skin, bone)",
                              "all organs"]), None)
    C["outc"] = r.choice([
        [("coroner accepts; PM to be held ", None), C["d2"], (".", None)],
        [("no PM, MCCD may be issued by ", None), C["dr_t"], (" ", None), C["dr_s"], (" (Part A).", None)],
        [("inquest opened; body not to be released. ID by ", None), C["nok_rel"], (" ", None), C["nok"], (".", None)],
        [("Form 100A accepted, cause 1a as proposed.", None)],
    ])


def main():
    rng = random.Random(256)
    plan = []
    for gi, g in enumerate(GENRES):
        plan += [gi] * PER_GENRE
    rng.shuffle(plan)
    n = len(plan)
    lower_idx = sorted(rng.sample(range(n), n // 6))
    lower = [False] * n
    for i in lower_idx:
        lower[i] = True
    lines = []
    for i, gi in enumerate(plan):
        name, fn, countries = GENRES[gi]
        country = rng.choice(countries)
        C = base_ctx(rng, country)
        extras(C, rng, country)
        b = Builder(lower=lower[i])
        fn(b, C, rng)
        text = b.text().rstrip("\n") + "\n"
        for s in b.spans:
            assert text[s["start"]:s["end"]] == s["text"]
        rec = {"id": f"dev256-{i + 1:04d}", "text": text, "spans": sorted(b.spans, key=lambda s: s["start"]),
               "meta": {"source": "dev256-en", "genre": name, "lowercase": lower[i],
                        "country": {"UK": "United Kingdom", "US": "United States", "NZ": "New Zealand"}[country]}}
        lines.append(json.dumps(rec, ensure_ascii=False, sort_keys=True))
    with open(OUT, "w", encoding="utf-8", newline="\n") as fh:
        fh.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines)} notes to {OUT}")


if __name__ == "__main__":
    main()
