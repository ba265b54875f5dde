"""Genres: new patient clinic note, follow-up visit note."""
import core
import clin
import ctxmod
from core import P, pick, chance, wpick, fdate
from ctxmod import fill


def _meds(nb, ctx, prob, spec, rng):
    meds = list(prob["meds"])
    extra = [m for m in clin.GEN_MEDS if m not in meds]
    rng.shuffle(extra)
    meds += extra[:rng.randint(0, 4)]
    if not meds:
        nb.t("Medications: none\n")
        return
    nb.t(pick(rng, ["Medications:\n", "MEDS:\n", "Current Outpatient Medications:\n"]))
    bullet = pick(rng, ["- ", "* ", "  ", "-"])
    for m in meds:
        nb.t(bullet + m + "\n")


def _social(nb, ctx, rng, pt):
    nb.t(pick(rng, ["Social: ", "SOCIAL HISTORY: ", "SH: "]))
    nb.add(pt.prof_seg())
    nb.t(". ")
    k = rng.randrange(4)
    if k == 0:
        nb.f("Lives with {famrel} in {city}. ", ctx)
    elif k == 1:
        nb.f("Lives alone in {city}; {famrel} nearby. ", ctx)
    elif k == 2:
        nb.f("Born in {country}, moved to the {us} in {yr}. ", ctx,
             us=P(pick(rng, ["US", "United States", "USA"]), "COUNTRY"))
    else:
        nb.f("Lives in {city} w/ {famrel}. Travels to {country} yearly. ", ctx)
    nb.t(pick(rng, ["Never smoker. EtOH socially.", "Former smoker, quit 10 yrs ago, 20 pk-yr.",
                    "Current smoker 1/2 ppd. EtOH 2-3 beers/wk.", "Tobacco: denies. EtOH: none.",
                    "Vapes daily. No EtOH."]))
    nb.t("\n")


def _plan(nb, ctx, rng, prob, num=1):
    nb.t("%d. %s (%s)\n" % (num, prob["dx"], prob["icd"]))
    for line in prob["plan"]:
        nb.t(pick(rng, ["   - ", "  -", "   "]))
        fill(nb, ctx, line)
        nb.t("\n")


def _followup_line(nb, ctx, rng):
    k = rng.randrange(4)
    if k == 0:
        nb.t("RTC %s\n" % pick(rng, ["3 mo", "6 months", "1 yr for FBSE", "4-6 wks", "2 wks"]))
    elif k == 1:
        nb.f("Return visit scheduled {d} with {doc}.\n", ctx,
             d=ctx["d_next"]())
    elif k == 2:
        nb.f("F/u {d}, sooner prn. Pt can reach us at {clinic_phone}.\n", ctx, d=ctx["d_next"]())
    else:
        nb.t("Follow up in %s or sooner if worse.\n" % pick(rng, ["3 months", "6 weeks", "1 year"]))


def new_patient(rng, ctx):
    o = ctx["_obj"]
    pt, spec, clinic = o["pt"], o["spec"], o["clinic"]
    prob = o["prob"]
    nb = core.NB()
    if chance(rng, 0.6):
        clinic.header(nb, with_fax=chance(rng, 0.6))
        nb.t("\n")
    nb.t(pick(rng, ["NEW PATIENT VISIT - ", "NEW PATIENT CONSULTATION\n", "New Pt Note ",
                    "INITIAL CONSULT - "]) + pick(rng, clin.SPEC_WORD[spec]) + "\n")
    ctxmod.pt_header(nb, ctx)
    if chance(rng, 0.75):
        nb.f("Referring: {r}, {rc}\n", ctx, r=ctx["ref_doc"](), rc=ctx["ref_clinic"]())
    if chance(rng, 0.3):
        nb.f("Preferred pharmacy: {pharm}, {city} ({p})\n", ctx,
             p=P(core.fphone(rng, area=pt.area), "PHONE"))
    nb.t("\n" + pick(rng, ["CHIEF COMPLAINT: ", "CC: ", "Chief complaint: "]) + prob["cc"] + "\n\n")
    nb.t(pick(rng, ["HPI: ", "HISTORY OF PRESENT ILLNESS:\n", "HPI\n"]))
    k = rng.randrange(3)
    if k == 0:
        nb.f("{p} is {a} {s} referred by {r} for ", ctx, p=ctx["pt_tl"](), a=pt.a_age(),
             s=ctx["sex"](), r=ctx["ref_doc"]())
    elif k == 1:
        nb.f("{a} {s} here for new pt eval of ", ctx, a=ctx["age"](), s=ctx["sex"]())
    else:
        nb.f("Pleasant {a} {s} ({p}), self-referred for ", ctx, a=ctx["age"](), s=ctx["sex"](),
             p=pt.prof_seg())
    nb.t(prob["cc"] + ". ")
    for line in prob["hpi"]:
        fill(nb, ctx, line)
        nb.t(" ")
    if chance(rng, 0.4):
        nb.f("Accompanied today by {famrel}.", ctx)
    nb.t("\n\n")
    nb.t("PMH: " + ", ".join(rng.sample(clin.PMH[spec], rng.randint(1, 4))) + "\n")
    if chance(rng, 0.5):
        psh = ["appendectomy", "cholecystectomy", "TKA R", "CABG", "hernia repair", "ORIF L wrist"]
        if pt.sex == "F":
            psh += ["C-section x2", "hysterectomy"]
        nb.f("PSH: " + pick(rng, psh) + " ({yr})\n", ctx)
    _meds(nb, ctx, prob, spec, rng)
    nb.t("Allergies: " + pick(rng, clin.ALLERGIES) + "\n")
    _social(nb, ctx, rng, pt)
    if chance(rng, 0.6):
        nb.f("FHx: {f2} - " + pick(rng, ["melanoma", "glaucoma", "macular degeneration",
                                         "hearing loss", "skin cancer", "psoriasis", "DM2",
                                         "thyroid ca"]) + ", dx at {fage}\n", ctx,
             f2=ctx["famrel2"]())
    nb.t("ROS: " + pick(rng, ["otherwise neg x 10 systems", "neg except as per HPI",
                              "no fevers, chills, wt loss; remainder negative"]) + "\n")
    if spec != "eye" or chance(rng, 0.2):
        nb.t("Vitals: " + ctxmod.vitals(rng, pt) + "\n")
    nb.t("\n")
    ctxmod.EXAM[spec](nb, ctx, prob)
    nb.t("\n" + pick(rng, ["ASSESSMENT/PLAN:\n", "A/P\n", "IMPRESSION AND PLAN:\n"]))
    _plan(nb, ctx, rng, prob, 1)
    if chance(rng, 0.5):
        other = pick(rng, clin.BY_SPEC[spec])
        if other["key"] != prob["key"]:
            nb.t("2. %s (%s) - %s\n" % (other["dx"], other["icd"], pick(rng, [
                "discussed, monitor", "counseled", "see plan above", "stable, no tx today"])))
    nb.t("\n")
    _followup_line(nb, ctx, rng)
    if chance(rng, 0.35):
        nb.f("cc: {r}\n", ctx, r=ctx["ref_doc"]())
    ctxmod.signoff(nb, ctx)
    return nb


TREND_KEYS = {"eye": ("poag", "dme", "amd", "cat"), "derm": ("ad", "pso", "hs", "aa"),
              "ent": ("snhl", "ssnhl", "crs", "sept", "ome")}


def _walk(rng, start, lo, hi, step):
    v, out = start, []
    for _ in range(6):
        out.append(v)
        v = max(lo, min(hi, v + rng.randint(-step, step // 2)))
    return out


def _trend(nb, ctx, rng, spec, prob, visit):
    """A small dated trend table (only for problems followed by numbers)."""
    if prob["key"] not in TREND_KEYS[spec]:
        return
    n = rng.randint(3, 5)
    prev = ctx["_obj"]["prev"]
    dates = sorted(core.add_days(prev, -rng.randint(30, 900)) for _ in range(n - 2))
    dates += [prev, visit]
    sty = pick(rng, ["mdy", "mdy_np", "mdy2", "iso"])
    if spec == "eye":
        a = _walk(rng, rng.randint(18, 30), 9, 32, 4)
        b = _walk(rng, rng.randint(14, 26), 9, 30, 3)
        nb.t("IOP / VA trend:\nDate        IOP OD/OS   VA OD / OS   Meds\n")
        for i, dd in enumerate(dates):
            nb.add([P(fdate(rng, dd, sty), "DATE"), "  %2d/%2d      %s / %s   %s\n" % (
                a[i], b[i], ctxmod.va(rng), ctxmod.va(rng),
                pick(rng, {"poag": ["latanoprost", "lat + dorz/tim", "lat", "post SLT OD"],
                           "cat": ["none", "AT prn"],
                           "amd": ["aflibercept OD", "IVA OD q6w", "AREDS2"],
                           "dme": ["bevacizumab OD", "IVB OU", "faricimab OD"]}[prob["key"]]))])
    elif spec == "derm":
        bsa = _walk(rng, rng.randint(8, 30), 0, 40, 6)
        sc = _walk(rng, rng.randint(80, 300), 0, 400, 60)
        nb.t("Date | BSA | " + {"ad": "EASI", "pso": "PASI", "hs": "IHS4", "aa": "SALT"}[prob["key"]] +
             " | itch NRS\n")
        for i, dd in enumerate(dates):
            nb.add([P(fdate(rng, dd, sty), "DATE"), " | %d%% | %.1f | %d\n" % (
                bsa[i], sc[i] / 10.0, rng.randint(0, 10))])
    elif prob["key"] in ("snhl", "ssnhl", "ome"):
        r = _walk(rng, rng.randint(20, 70), 0, 100, 10)
        l = _walk(rng, rng.randint(20, 70), 0, 100, 10)
        nb.t("date       PTA R/L (dB HL)  WRS R/L\n")
        for i, dd in enumerate(dates):
            nb.add([P(fdate(rng, dd, sty), "DATE"), "   %d/%d          %d%%/%d%%\n" % (
                r[i], l[i], rng.randint(60, 100), rng.randint(60, 100))])
    else:
        sn = _walk(rng, rng.randint(40, 80), 5, 110, 14)
        nb.t("date        SNOT-22   NOSE\n")
        for i, dd in enumerate(dates):
            nb.add([P(fdate(rng, dd, sty), "DATE"), "  %3d       %3d\n" % (
                sn[i], rng.randint(10, 95))])


def follow_up(rng, ctx):
    o = ctx["_obj"]
    pt, spec, clinic, visit = o["pt"], o["spec"], o["clinic"], o["visit"]
    prob = o["prob"]
    nb = core.NB()
    k = rng.randrange(3)
    if k == 0:
        nb.f("{c} - FOLLOW UP VISIT\n", ctx, c=clinic.hosp())
    elif k == 1:
        nb.f("Follow-up / Established Pt  {v}\n", ctx, v=ctx["visit_long"]())
    else:
        nb.t("RETURN VISIT NOTE\n")
    ctxmod.pt_header(nb, ctx)
    nb.t("\nS: ")
    k = rng.randrange(3)
    if k == 0:
        nb.f("{p} returns for f/u of " + prob["dx"].lower() + ", last seen {d} by {doc}. ", ctx,
             p=ctx["pt_tl"](), d=ctx["d_prev"]())
    elif k == 1:
        nb.f("{a} {s} here for recheck (" + prob["dx"].split(",")[0].lower() + "). Last visit {d}. ", ctx,
             a=ctx["age"](), s=ctx["sex"](), d=ctx["d_prev"]())
    else:
        nb.f("Pt seen for " + prob["dx"].lower() + " f/u. Interval hx since {d}: ", ctx,
             d=ctx["d_prev"]())
    if chance(rng, 0.3):
        nb.f("Per {d}'s plan at that visit, pt " + pick(rng, ["started the new med", "continued the same regimen",
                                                        "had the procedure"]) + ". ", ctx,
             d=o["doc"].name("dr_last" if o["doc"].is_dr() else "full"))
    nb.t(pick(rng, [
        "Doing better overall, using meds as directed. ",
        "Some improvement but still bothered, missed a few doses while traveling. ",
        "No change, frustrated. ",
        "Pt states 'about 70% better'. ",
        "Worse past 2 wks, ran out of meds. ",
    ]))
    if chance(rng, 0.4):
        nb.f("Was in {country} over the summer, ", ctx)
        nb.t(pick(rng, ["lots of sun exposure.", "did not have meds with " + ("her" if pt.sex == "F" else "him") + ".",
                        "saw a doctor there once."]) + " ")
    if chance(rng, 0.35):
        nb.f("{F} here with pt, helps with meds.", ctx, F=[o["fam"].rel.capitalize() + " ",
                                                        ctx["fam"]()])
    if chance(rng, 0.3):
        nb.f(" Pt works as {prof}.", ctx, prof=P(pt.prof, "PROFESSION"))
    nb.t("\nSide effects: " + pick(rng, ["none", "mild stinging with drops", "injection site rxn x1",
                                        "dry lips", "nausea first week", "denies"]) + "\n")
    nb.t("Meds: " + "; ".join(prob["meds"] or ["none"]) + "\n")
    nb.t("\nO: ")
    if spec == "eye":
        nb.t("VA cc OD %s OS %s; IOP %d/%d\n" % (ctxmod.va(rng), ctxmod.va(rng),
                                               rng.randint(10, 26), rng.randint(10, 26)))
    else:
        nb.t(ctxmod.vitals(rng, pt) + "\n")
    fill(nb, ctx, prob["exam"])
    nb.t("\n")
    if chance(rng, 0.65):
        _trend(nb, ctx, rng, spec, prob, visit)
    if prob["key"] == "acne":
        nb.f("iPLEDGE ID {i}; confirmed in system {v}. Labs {v2}: TG %d, ALT %d, hCG neg.\n"
             % (rng.randint(80, 380), rng.randint(12, 70)), ctx,
             i=P(core.digits(rng, 10), "IDNUM"), v=ctx["visit"](), v2=ctx["d_prev"]())
    nb.t("\nA/P:\n")
    _plan(nb, ctx, rng, prob, 1)
    if chance(rng, 0.3):
        nb.f("   - Rx sent to {pharm}.\n", ctx)
    _followup_line(nb, ctx, rng)
    if chance(rng, 0.3):
        nb.f("Time: %d min, >50%% counseling.\n" % rng.randint(15, 40), ctx)
    ctxmod.signoff(nb, ctx)
    return nb
