"""Per-note context (callables that yield fresh PHI surface forms) and shared note blocks."""
import datetime

import core
import persona
import pools
from core import P, pick, chance, wpick, fdate


def build_ctx(rng, spec, visit, clinic, pt, doc):
    he, his = pt.pro()
    fam = pt.family(0)
    blood = pick(rng, ["mother", "father", "sister", "brother", "maternal aunt", "paternal uncle",
                       "grandmother", "cousin"])
    onset = core.add_days(visit, -rng.randint(20, 700))
    prev = core.add_days(visit, -rng.randint(28, 200))
    yr = visit.year - rng.randint(1, 15)
    nxt = core.add_days(visit, rng.randint(7, 120))
    pharm = persona.clinic_name(rng, "pharm")
    ref_doc = persona.Clinician(rng, "derm")
    ref_doc.cred = pick(rng, ["MD", "DO", "NP", "PA-C", "MD"])
    ref_clinic = persona.clinic_name(rng, "pcp")
    staff = pick(rng, [s for s in clinic.staff if s.cred != "scribe"] or clinic.staff)
    scribe = persona.Clinician(rng, spec, role="scribe")

    def famrel():
        k = rng.randrange(4)
        if k == 0:
            return fam.rel
        if k == 1:
            return [fam.rel + " ", fam.name("first")]
        if k == 2:
            return [fam.rel + " ", fam.name("full")]
        return [fam.rel + " (", fam.name("first"), ")"]

    def famrel2():
        if chance(rng, 0.6):
            return blood
        return [blood + " ", P(pick(rng, pools.FIRST_F + pools.FIRST_M), "FAMILY")]

    def d(base, lo, hi, style=None):
        return lambda: P(fdate(rng, core.add_days(base, rng.randint(lo, hi)), style), "DATE")

    ctx = {
        "he": he, "his": his, "He": he.capitalize(), "His": his.capitalize(),
        "pt": lambda: pt.name(),
        "pt_full": lambda: pt.name(pick(rng, ["full", "full", "full_mi", "title_full"])),
        "pt_first": lambda: pt.name("first"),
        "pt_tl": lambda: pt.name(pick(rng, ["title_last", "title_last", "first", "full"])),
        "pt_lf": lambda: pt.name(pick(rng, ["last_first", "LAST_FIRST", "LAST_FIRST_MI",
                                            "last_first_mi"])),
        "age": lambda: pt.age_seg(),
        "age_n": lambda: P(str(pt.age), "AGE"),
        "sex": lambda: pt.sexw(),
        "dob": lambda: pt.dob_s(),
        "mrn": lambda: P(pt.mrn, "MRN"),
        "acct": lambda: P(pt.acct, "ACCOUNT"),
        "visit": lambda: P(fdate(rng, visit), "DATE"),
        "visit_long": lambda: P(fdate(rng, visit, pick(rng, ["long", "wk_long", "abbr"])), "DATE"),
        "d_onset": lambda: P(fdate(rng, onset, pick(rng, ["month_year", "mon_year", "my_slash",
                                                          "mdy", "month_year", "year"])), "DATE"),
        "d_prev": lambda: P(fdate(rng, prev), "DATE"),
        "d_next": lambda: P(fdate(rng, nxt), "DATE"),
        "d_any": d(visit, -400, -10),
        "yr": lambda: P(str(yr), "DATE"),
        "fam": lambda: fam.name(pick(rng, ["first", "full"])),
        "famrel": famrel,
        "famrel2": famrel2,
        "fam_phone": lambda: P(fam.phone, "PHONE"),
        "fage": lambda: P(str(rng.randint(38, 82)), "AGE"),
        "agec": lambda: P(str(rng.randint(9, 17)), "AGE"),
        "country": lambda: (["the ", P(pt.country[4:], "COUNTRY")] if pt.country.startswith("the ")
                            else P(pt.country, "COUNTRY")),
        "pharm": lambda: P(pharm, "HOSPITAL"),
        "prof": lambda: pt.prof_seg(),
        "doc": lambda: doc.name(),
        "doc_dr": lambda: doc.name("dr_last"),
        "doc_full": lambda: doc.name(pick(rng, ["full_cred", "full_mi_cred", "full_cred_nc"])),
        "ref_doc": lambda: ref_doc.name(pick(rng, ["dr_last", "dr_full", "full_cred"])),
        "ref_clinic": lambda: P(ref_clinic, "HOSPITAL"),
        "staff": lambda: staff.name(),
        "clinic": lambda: clinic.hosp(),
        "room": lambda: clinic.room(),
        "phone": lambda: P(pt.phone, "PHONE"),
        "cell": lambda: P(pt.cell, "PHONE"),
        "clinic_phone": lambda: P(clinic.phone, "PHONE"),
        "clinic_fax": lambda: P(clinic.fax, "FAX"),
        "city": lambda: P(pt.addr.city, "CITY"),
        "n": lambda: str(rng.randint(2, 14)),
    }
    ctx["_obj"] = dict(pt=pt, doc=doc, clinic=clinic, fam=fam, ref_doc=ref_doc,
                       ref_clinic=ref_clinic, staff=staff, scribe=scribe, pharm=pharm,
                       visit=visit, onset=onset, prev=prev, nxt=nxt, spec=spec)
    return ctx


def fill(nb, ctx, text):
    """Fill a clinical text; a single {n} value is reused within one text."""
    n = ctx["n"]()
    nb.f(text, ctx, n=n)


def va(rng, bad=False):
    if bad:
        return pick(rng, ["20/50", "20/60", "20/80", "20/100", "20/200", "20/400", "CF 3'",
                          "20/70-2", "20/40-1"])
    return pick(rng, ["20/20", "20/25", "20/25-2", "20/30", "20/30+1", "20/40", "20/20-1"])


def exam_eye(nb, ctx, prob):
    rng = ctx["_obj"]["pt"].rng
    bad = prob["key"] in ("cat", "amd", "dme")
    nb.t(pick(rng, ["EXAM\n", "Exam:\n", "OPHTHALMIC EXAM\n"]))
    nb.t("VA %s: OD %s  PH %s | OS %s\n" % (pick(rng, ["cc", "sc", "(cc)"]), va(rng, bad),
                                           va(rng, False), va(rng, bad and chance(rng, 0.4))))
    nb.t("IOP (%s): %d / %d mmHg at %s\n" % (pick(rng, ["Tonopen", "applanation", "iCare", "Goldmann"]),
                                            rng.randint(11, 29), rng.randint(11, 26), core.ftime(rng)))
    nb.t("Pupils: %s   EOM: full OU   CVF: %s\n" % (
        pick(rng, ["PERRL, no APD", "round, reactive, no rAPD", "equal, brisk, (-)APD"]),
        pick(rng, ["FTFC OU", "full to count fingers OU", "full OU"])))
    nb.t("SLE\n  L/L: %s\n  C/S: %s\n  K: %s\n  AC: %s\n  Iris: flat OU\n  Lens: %s\n" % (
        pick(rng, ["mild MGD OU", "normal OU", "dermatochalasis OU", "collarettes OU"]),
        pick(rng, ["white & quiet OU", "w/q OU", "1+ injection OD"]),
        pick(rng, ["clear OU", "1+ SPK inferior OU", "arcus OU", "guttae OU"]),
        pick(rng, ["D&Q OU", "deep and quiet OU"]),
        prob["exam"] if prob["key"] == "cat" else pick(rng, ["1+ NS OU", "PCIOL OU", "clear OU",
                                                             "2+ NS OU"])))
    nb.t("DFE (%s)\n  C/D: %.2f / %.2f\n  Macula: %s\n  Vessels: %s\n  Periphery: %s\n" % (
        pick(rng, ["Trop 1%/Phenyl 2.5%", "dilated OU", "T/P OU"]),
        rng.randint(25, 80) / 100.0, rng.randint(25, 80) / 100.0,
        prob["exam"] if prob["key"] in ("amd", "hcq") else pick(rng, ["flat OU", "good foveal reflex OU", "few drusen OU"]),
        pick(rng, ["nl caliber", "mild AV nicking", "WNL"]),
        prob["exam"] if prob["key"] == "pvd" else pick(rng, ["flat 360 OU", "no holes/tears OU"])))
    if prob["key"] not in ("cat", "amd", "hcq", "pvd"):
        nb.t("Other: ")
        fill(nb, ctx, prob["exam"])
        nb.t("\n")


def exam_ent(nb, ctx, prob):
    rng = ctx["_obj"]["pt"].rng
    nb.t(pick(rng, ["PHYSICAL EXAM\n", "Exam:\n", "PE:\n"]))
    nb.t("Gen: %s\n" % pick(rng, ["NAD, A&Ox3", "well appearing, conversant", "pleasant, no distress"]))
    nb.t("Ears: %s\n" % pick(rng, ["R/L EAC clear, TMs intact, no effusion",
                                   "EACs patent, TMs pearly gray bilat",
                                   "see below"]))
    nb.t("Nose: %s\n" % pick(rng, ["septum midline, turbinates 1+", "mild septal deviation R, IT 2+",
                                   "mucosa pink, no polyps on anterior rhinoscopy"]))
    nb.t("OC/OP: %s\n" % pick(rng, ["moist mucosa, tonsils 1+, no lesions", "dentition fair, OP clear",
                                    "Mallampati III, tonsils 2+"]))
    nb.t("Neck: %s\nCN: II-XII grossly intact, HB 1/6 bilat\n" % pick(
        rng, ["supple, no LAD, no masses", "no thyromegaly, trachea midline"]))
    nb.t("Focused: ")
    fill(nb, ctx, prob["exam"])
    nb.t("\n")


def exam_derm(nb, ctx, prob):
    rng = ctx["_obj"]["pt"].rng
    nb.t(pick(rng, ["EXAM\n", "Physical Examination:\n", "Skin exam:\n"]))
    nb.t("%s Fitzpatrick type %s.\n" % (
        pick(rng, ["Well-appearing, NAD.", "A&O, pleasant.", "Gen: WDWN, NAD."]),
        pick(rng, ["I", "II", "II", "III", "IV", "V", "VI"])))
    nb.t("%s exam of scalp, face, neck, %s.\n" % (
        pick(rng, ["Full skin", "Focused", "Total body skin", "FBSE -"]),
        pick(rng, ["chest, abd, back, BUE, BLE; pt declined groin/buttocks",
                   "chest, back, arms, legs, hands, feet incl nails",
                   "lips, conjunctiva, upper extremities"])))
    fill(nb, ctx, prob["exam"])
    nb.t("\n")
    if chance(rng, 0.5):
        nb.t(pick(rng, ["Scattered SKs and cherry angiomas trunk. No other suspicious lesions.\n",
                        "Multiple benign-appearing nevi on trunk, dermoscopy reticular.\n",
                        "Solar lentigines face/forearms. No LAD cervical/axillary.\n"]))


EXAM = {"derm": exam_derm, "eye": exam_eye, "ent": exam_ent}


def vitals(rng, pt):
    if pt.age < 14:
        kg = 3.5 + pt.age * 2.6 + rng.randint(-3, 6)
        h = 0.55 + pt.age * 0.065
        bp = (rng.randint(92, 118), rng.randint(52, 76))
        hr = rng.randint(72, 120)
    else:
        h = (rng.randint(150, 172) if pt.sex == "F" else rng.randint(162, 192)) / 100.0
        kg = rng.randint(185, 390) / 10.0 * h * h
        bp = (rng.randint(104, 168), rng.randint(58, 96))
        hr = rng.randint(55, 104)
    return "BP %d/%d  HR %d  Temp %.1f F  Wt %d lb  BMI %.1f" % (
        bp[0], bp[1], hr, rng.randint(972, 993) / 10.0, round(kg * 2.2046), kg / (h * h))


def signoff(nb, ctx, style=None):
    o = ctx["_obj"]
    rng, doc, visit = o["pt"].rng, o["doc"], o["visit"]
    if style is None:
        style = rng.randrange(6)
    if style == 0:
        nb.f("\nElectronically signed by {d} on {dt} at " + core.ftime(rng) + "\n", ctx,
             d=doc.name(pick(rng, ["full_cred", "full_mi_cred", "last_first_cred"])),
             dt=P(fdate(rng, visit), "DATE"))
    elif style == 1:
        nb.f("\n____________________\n{d}\n{c}\n", ctx,
             d=doc.name(pick(rng, ["full_cred", "full_mi_cred"])), c=o["clinic"].hosp())
    elif style == 2:
        tr = persona.Clinician(rng, "derm", role="transcriptionist")
        nb.f("\n{d}\nD: {d1}  T: {d2}\n{i1}/{i2}\n", ctx,
             d=doc.name("full_cred"), d1=P(fdate(rng, visit, "mdy"), "DATE"),
             d2=P(fdate(rng, core.add_days(visit, rng.randint(0, 2)), "mdy"), "DATE"),
             i1=doc.name("initials"), i2=tr.name("initials_lc"))
    elif style == 3:
        sc = o["scribe"]
        nb.f("\nScribe attestation: I, {s}, am scribing for and in the presence of {d}.\n"
             "Provider attestation: I, {d2}, personally performed the services described and "
             "agree with the documentation.\nSigned {dt}\n", ctx,
             s=sc.name(pick(rng, ["full", "full"])), d=doc.name("dr_full"),
             d2=doc.name("full_cred"), dt=P(fdate(rng, visit), "DATE"))
    elif style == 4:
        nb.f("\n-- {d}\n", ctx, d=doc.name(pick(rng, ["init_cred", "full_cred_nc", "dr_last"])))
    else:
        st = o["staff"]
        nb.f("\nSeen with {s}. Note by {d} {dt} " + core.ftime(rng) + "\n", ctx,
             s=st.name(), d=doc.name(pick(rng, ["full_cred", "dr_last"])),
             dt=P(fdate(rng, visit, pick(rng, ["mdy", "md", "mdy_np"])), "DATE"))


def pt_header(nb, ctx, style=None):
    """Patient identification block."""
    rng = ctx["_obj"]["pt"].rng
    if style is None:
        style = rng.randrange(5)
    if style == 0:
        nb.f("Patient: {a}    DOB: {dob}    MRN: {mrn}\nDate of service: {visit}    CSN: {acct}\n",
             ctx, a=ctx["pt_lf"]())
    elif style == 1:
        nb.f("PATIENT NAME: {a}\nDOB: {dob} ({g})  SEX: {s}\nMRN {mrn}  Visit {visit}\n",
             ctx, a=ctx["pt_lf"](), g=[ctx["age_n"](), "y"],
             s=ctx["_obj"]["pt"].sexw(pick(rng, [0, 1])))
    elif style == 2:
        nb.f("{a} | {g} | MRN# {mrn} | DOS {visit}\n", ctx, a=ctx["pt_full"](),
             g=ctx["_obj"]["pt"].age_seg("sexcat"))
    elif style == 3:
        nb.f("Name: {a}\nD.O.B.: {dob}\nMed Rec #: {mrn}\nAcct #: {acct}\nEncounter date: {visit}\n",
             ctx, a=ctx["pt_full"]())
    else:
        nb.f("Pt: {a}   DOB {dob}   MRN {mrn}\nSeen {visit} in {room} by {doc}\n", ctx,
             a=ctx["pt_lf"]())
