"""Shared clinical writers: vital signs with NEWS2, lab panels with ranges,
medication lists with sigs, monitoring kit lines, escalation thresholds."""
from pools_clin import LABS, REF, US_LABS, US_MEDS, DEVICES, PLATFORMS, SCORES, GUIDELINES, \
    EPONYM_SIGNS, ALLERGIES
import ids
from case import tm


def news2(v, copd):
    s = 0
    rr = v["rr"]
    s += 3 if rr <= 8 else 1 if rr <= 11 else 0 if rr <= 20 else 2 if rr <= 24 else 3
    sp = v["spo2"]
    if copd:
        if sp <= 83:
            s += 3
        elif sp <= 85:
            s += 2
        elif sp <= 87:
            s += 1
        elif v["o2"] and sp >= 97:
            s += 3
        elif v["o2"] and sp >= 95:
            s += 2
        elif v["o2"] and sp >= 93:
            s += 1
    else:
        s += 3 if sp <= 91 else 2 if sp <= 93 else 1 if sp <= 95 else 0
    if v["o2"]:
        s += 2
    sb = v["sbp"]
    s += 3 if sb <= 90 else 2 if sb <= 100 else 1 if sb <= 110 else 0 if sb <= 219 else 3
    hr = v["hr"]
    s += 3 if hr <= 40 else 1 if hr <= 50 else 0 if hr <= 90 else 1 if hr <= 110 else \
        2 if hr <= 130 else 3
    if v["acvpu"] != "A":
        s += 3
    t = v["temp"]
    s += 3 if t <= 35.0 else 1 if t <= 36.0 else 0 if t <= 38.0 else 1 if t <= 39.0 else 2
    return s


def vitals(rng, c, sick=0):
    """sick: 0 stable, 1 borderline, 2 deteriorating"""
    copd = c.pw == "copd"
    base_sp = 90 if copd else 96
    v = {"rr": rng.randint(14, 19) + sick * rng.randint(2, 5),
         "spo2": base_sp - sick * rng.randint(1, 4) + rng.randint(-1, 2),
         "o2": copd and rng.random() < 0.3,
         "hr": rng.randint(64, 92) + sick * rng.randint(6, 18),
         "sbp": rng.randint(104, 156) - sick * rng.randint(5, 14),
         "dbp": rng.randint(58, 88),
         "temp": round(36.2 + rng.random() * 1.2 + sick * rng.random() * 0.9, 1),
         "acvpu": "A" if sick < 2 or rng.random() < 0.7 else "C"}
    v["spo2"] = min(100, v["spo2"])
    v["flow"] = rng.choice(["1L NC", "2L NC", "1L/min", "28% Venturi"]) if v["o2"] else "RA"
    v["news"] = news2(v, copd)
    return v


def w_vitals_line(d, v, style=0):
    if style == 0:
        d.t("RR %d  SpO2 %d%% %s  HR %d  BP %d/%d  T %.1f  %s  NEWS2 %d" % (
            v["rr"], v["spo2"], v["flow"], v["hr"], v["sbp"], v["dbp"], v["temp"], v["acvpu"],
            v["news"]))
    elif style == 1:
        d.t("resp rate %d, sats %d%% on %s, pulse %d reg, BP %d/%d, temp %.1fC, %s. "
            "NEWS2 = %d" % (v["rr"], v["spo2"], "room air" if v["flow"] == "RA" else v["flow"],
                            v["hr"], v["sbp"], v["dbp"], v["temp"],
                            "alert" if v["acvpu"] == "A" else "new confusion", v["news"]))
    else:
        d.t("RR:%d SpO2:%d%%(%s) P:%d BP:%d/%d T:%.1f ACVPU:%s NEWS:%d" % (
            v["rr"], v["spo2"], v["flow"], v["hr"], v["sbp"], v["dbp"], v["temp"], v["acvpu"],
            v["news"]))


def lab_value(rng, name, lo, hi, dec):
    x = lo + (hi - lo) * rng.random()
    return ("%." + str(dec) + "f") % x if dec else str(int(round(x)))


def w_labs(d, c, dates, n=None):
    """lab panel: one column per date (DATE spans in header), ref ranges, flags"""
    rng = c.rng
    tests = list(LABS)
    if c.pw != "hf":
        tests = [t for t in tests if t[0] != "NT-proBNP"]
    rng.shuffle(tests)
    tests = tests[: n or rng.randint(7, 12)]
    order = [t[0] for t in LABS]
    tests.sort(key=lambda t: order.index(t[0]))
    us = c.cc == "US"
    d.t("%-10s" % "Test")
    for dt in dates:
        c.w_d(d, dt, "dm" if len(dates) > 1 else "num")
        d.t("   ")
    d.ln("Ref")
    for name, unit, lo, hi, dec in tests:
        ref = REF[name]
        if us and name in US_LABS:
            name, unit, lo, hi, dec = US_LABS[name]
            ref = {"BUN": "7-20", "Cr": "0.6-1.2", "Hgb": "12.0-16.0"}[name]
        d.t("%-10s" % name)
        for _ in dates:
            val = lab_value(rng, name, lo, hi, dec)
            d.t("%-8s" % val)
        d.ln("%s %s" % (ref, unit))
    if rng.random() < 0.6:
        d.f("Specimen no. {}", (ids.idnum(rng, "specimen"), "IDNUM"))
        if rng.random() < 0.5:
            d.f("  Order {}", (ids.idnum(rng, "order"), "IDNUM"))
        d.ln()


def med_list(c):
    out = []
    for m in c.path["meds"]:
        if c.cc == "US" and m in US_MEDS:
            m = US_MEDS[m]
        out.append(m)
    return out


def w_meds(d, c, bullet="- ", limit=None):
    meds = med_list(c)
    if limit:
        meds = meds[:limit]
    for m in meds:
        d.t(bullet)
        c.w_tpl(d, m)
        d.ln()


def w_pmh(d, c, bullet="- ", inline=False):
    items = list(c.path["pmh"])
    if c.rng.random() < 0.5:
        items.append(c.rng.choice(EPONYM_SIGNS[14:]))
    for i, m in enumerate(items):
        if inline:
            if i:
                d.t("; ")
            c.w_tpl(d, m)
        else:
            d.t(bullet)
            c.w_tpl(d, m)
            d.ln()
    if inline:
        d.ln()


def w_allergy(d, c):
    d.ln("Allergies: " + c.rng.choice(ALLERGIES))


def w_social(d, c, short=False):
    rng = c.rng
    alone = rng.random() < 0.45
    if alone:
        d.t("Lives alone")
        if rng.random() < 0.5:
            d.t(" in ")
            d.t(rng.choice(["bungalow", "2-storey house", "ground floor flat", "sheltered flat"]))
        d.t(". ")
    else:
        d.t("Lives with " + c.nok_rel + " ")
        c.w_fam(d, c.nok)
        if rng.random() < 0.5:
            d.t(" (")
            d.p(str(c.nok_age), "AGE")
            d.t(")")
        d.t(". ")
    if c.retired:
        d.f("Retired {}. ", (c.prof, "PROFESSION"))
    else:
        d.f("Works as {} {} for {}. ", "an" if c.prof[0] in "aeiou" else "a",
            (c.prof, "PROFESSION"), (c.employer, "ORGANIZATION"))
    if short:
        d.ln()
        return
    if rng.random() < 0.6:
        d.f("Package of care: {} x{} daily (carer ", (c.agency, "ORGANIZATION"),
            str(rng.randint(1, 4)))
        c.w_fam(d, c.carer, "first")
        d.t("). ")
    if rng.random() < 0.4:
        d.t("Originally from ")
        d.p(c.abroad, "COUNTRY")
        d.t(rng.choice([", moved here in ", ", came over in "]))
        d.p(str(rng.randint(1955, 1995)), "DATE")
        d.t(". ")
    d.t(rng.choice(["Key safe in situ. ", "Pendant alarm. ", "Stairlift. ", "Mobile with frame. ",
                    "Uses rollator indoors. ", "Independent with ADLs. ", "Smoker 10/day. ",
                    "Alcohol: 14 units/wk. ", "Ex-smoker. "]))
    if rng.random() < 0.4:
        d.f("Attends {} weekly. ", (c.community, "ORGANIZATION"))
    d.ln()


def w_kit(d, c, bullet="- "):
    """monitoring equipment issued, with serials (DEVICE)"""
    rng = c.rng
    kinds = [k for k in DEVICES if k[0] in ("pulse oximeter", "BP monitor", "thermometer",
                                             "tablet", "scales", "wearable", "hub")]
    rng.shuffle(kinds)
    chosen = [k for k in kinds if k[0] == "pulse oximeter"][:1] + \
        [k for k in kinds if k[0] != "pulse oximeter"][: rng.randint(1, 3)]
    for kind, model in chosen:
        d.f(bullet + "{} ({}) S/N {}\n", kind, model, (ids.device_serial(rng, kind), "DEVICE"))
    return chosen


def w_thresholds(d, c, bullet="- "):
    for w in c.path["watch"]:
        d.ln(bullet + w)


def w_platform(c):
    return c.rng.choice(PLATFORMS)


def hard_line(c):
    """a line full of not-PHI look-alikes"""
    rng = c.rng
    return rng.choice([
        "Scores: %s %d, %s %s." % (rng.choice(SCORES), rng.randint(0, 6), rng.choice(SCORES),
                                   rng.choice(["done", "n/a", "low risk", "see chart"])),
        "Managed as per %s." % rng.choice(GUIDELINES),
        "Pathway reference: %s; local SOP v%d.%d." % (rng.choice(GUIDELINES), rng.randint(1, 4),
                                                     rng.randint(0, 9)),
        "%s. %s." % (rng.choice(EPONYM_SIGNS[:14]), rng.choice(SCORES)),
        "Platform: %s (alerts to team dashboard)." % rng.choice(PLATFORMS),
    ])


def times(rng, n, h0=7, h1=21):
    out = sorted(tm(rng, h0, h1) for _ in range(n))
    return out
