"""Shared note fragments used across genres."""

from render import P
from common import PMH, TD, us_like, yr
import pools


YOUNG_OK = {"hypertension", "type 2 diabetes mellitus", "depression", "gout", "hypothyroidism",
            "pulmonary embolism", "cholecystectomy", "alcohol excess, now abstinent", "hiatus hernia",
            "asthma", "migraine", "obesity (BMI 41)", "anxiety disorder", "appendicectomy"}


def pmh_items(w, n):
    """List of PMH items as segment lists, some with years."""
    r = w.rng
    pool = [p for p in PMH if not (w.sex == "F" and "prostat" in p[0]) and not (w.sex == "M" and "breast" in p[0])]
    if w.age_n < 60:
        pool = [p for p in pool if p[0] in YOUNG_OK]
        n = min(n, r.randint(1, 3))
    items = r.sample(pool, n)
    out = []
    for name, kind in items:
        if w.code == "US":
            name = name.replace("ischaemic", "ischemic").replace("anaemia", "anemia")
        if kind and r.random() < 0.75:
            y = yr(w, r.randint(1, 25))
            form = r.random()
            if form < 0.4:
                out.append([name, " (", y, ")"])
            elif form < 0.7:
                out.append([name, " ", y])
            else:
                out.append([name, " - ", y])
        else:
            out.append([name])
    return out


def pmh_block(doc, w, n=None, bullet="- ", sep="\n"):
    r = w.rng
    n = n or r.randint(3, 7)
    items = pmh_items(w, n)
    for i, it in enumerate(items):
        b = bullet if bullet != "num" else "%d. " % (i + 1)
        doc.add(b, it, sep)


def pmh_inline(doc, w, n=None):
    n = n or w.rng.randint(3, 6)
    items = pmh_items(w, n)
    for i, it in enumerate(items):
        doc.add(it)
        if i < len(items) - 1:
            doc.add("; ")


def allergy_text(w):
    r = w.rng
    return r.choice(["NKDA", "No known drug allergies", "Penicillin (rash)", "Codeine - nausea",
                     "Sulfa drugs (hives)", "Trimethoprim - angioedema", "NKA", "Latex", "Morphine (confusion)",
                     "Clarithromycin (GI upset)", "Nil known"])


def social(doc, w, short=False):
    """Social history paragraph with family, home and occupation."""
    r = w.rng
    sp = w.spouse
    if sp is not None:
        spn = sp.first if r.random() < 0.6 else sp.full
        if r.random() < 0.4:
            spn = [spn, " (", P(str(max(30, w.age_n + r.randint(-6, 4))), "AGE"), ")"]
        doc.w("{He} lives with {his} {rel} {sp} {~in a two-storey house|in a bungalow|in a ground-floor flat|in their own home|in a single-level home} in {city}. ",
              rel=sp.rel, sp=spn, city=w.addr["city"])
    else:
        doc.w("{~Widowed; lives alone|Lives alone since {his} {~wife|husband|partner} died in {y}|Divorced, lives alone|Lives alone}",
              y=yr(w, r.randint(1, 15)))
        doc.w(" in {~a flat|a terraced house|a unit|a retirement village unit|an apartment} in {city}. ", city=w.addr["city"])
    if w.kids:
        k = w.kids[0]
        doc.w("{~{His} {rel} {k} lives nearby and visits {~daily|most days|twice a week}|{His} {rel} {k} ({kph}) is the main contact|{His} {rel}, {k}, is very involved}. ",
              rel=k.rel, k=k.first if r.random() < 0.5 else k.full, kph=w.nok_phone)
        if len(w.kids) > 1 and r.random() < 0.6:
            k2 = w.kids[1]
            doc.w("{~{His} {rel}, {k2}, lives in {place}|{His} other child, {k2}, lives in {place}|{k2} ({rel}) lives in {place}}. ", rel=k2.rel, k2=k2.full,
                  place=r.choice([P(w.loc.town(), "CITY"), P(r.choice(pools.COUNTRIES), "COUNTRY"), P(w.loc.town(), "CITY")]))
    if short:
        return
    doc.w("{~Retired|Formerly worked as a|Previously a|Retired} {prof}{?0.5: with {emp}}. ",
          prof=w.profession, emp=w.employer)
    if r.random() < 0.5:
        doc.w("Born in {c}; {~moved here in|emigrated in|came over in} {y}. ", c=w.birth_country,
              y=yr(w, r.randint(30, 60)))
    doc.w("{~Ex-smoker (quit {y})|Never smoked|Current smoker, 10/day|Ex-smoker, 30 pack-years}. ",
          y=yr(w, r.randint(5, 35)))
    doc.w("{~Alcohol: 2-3 units/week|Drinks socially|No alcohol|Occasional glass of wine|Alcohol nil}. ")
    if r.random() < 0.5:
        doc.w("{~Independent with ADLs" + (" prior to admission" if w.genre in ("discharge", "stroke", "handover", "icu", "mar", "pharm") else "") + "|Needs help with showering|Mobilises with a frame|Walks with a stick outdoors|Carers {~once|twice|four times} daily from {agency}}. ",
              agency=P(r.choice(pools.CARE_AGENCIES), "ORGANIZATION"))


def fam_line(w, p):
    """Relationship, name and phone line for contact lists."""
    return [p.rel[0].upper() + p.rel[1:], ": ", p.full, " - ", w.loc.mobile()]


def sign_block(doc, w, who, when, style=None):
    r = w.rng
    style = style if style is not None else r.randrange(4)
    if style == 0:
        doc.w("Electronically signed by {p} on {d} {t}", p=who.fc, d=when, t="%02d:%02d" % (r.randint(7, 20), r.randrange(60)))
    elif style == 1:
        doc.w("{p}\n{role}\n{~Bleep|Pager|Ext} {pg}", p=who.drf if who.role == "doctor" else who.fc,
              role=r.choice(["Consultant Physician", "Consultant Geriatrician", "Specialty Registrar",
                             "Attending Physician", "Hospitalist"]) if who.role == "doctor" else "",
              pg=w.loc.pager())
    elif style == 2:
        doc.w("Signed: {p}   Date: {d}", p=who.fcs, d=when)
    else:
        doc.w("{p} | {d}", p=who.fc, d=when)
