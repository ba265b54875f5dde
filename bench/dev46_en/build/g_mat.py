"""Maternity notes: antenatal booking, antenatal visits, birth summaries, postnatal visits."""
import datetime as dt

import blocks as B
import core as C
import pools as P
from core import S, tl


def _preg(ctx):
    """Set up pregnancy dates on the context."""
    r = ctx.rng
    if hasattr(ctx, "_lmp"):
        return
    ga_days = {"booking": r.randint(56, 98), "visit": r.randint(160, 266), "birth": r.randint(259, 290),
               "postnatal": r.randint(262, 290)}[ctx._stage]
    ctx._lmp = ctx.visit - dt.timedelta(days=ga_days)
    ctx._edd = ctx._lmp + dt.timedelta(days=280)
    ctx._edd_scan = ctx._edd + dt.timedelta(days=r.randint(-6, 6))
    ctx._ga = ga_days
    ctx._grav = r.randint(1, 5)
    ctx._para = r.randint(0, ctx._grav - 1)


def _ga(days):
    return "%d+%d" % (days // 7, days % 7)


def _partner(ctx):
    r = ctx.rng
    return ctx.fam("PTN", r.choice(["partner", "husband", "partner", "wife" if r.random() < 0.08 else "husband"]))


def _lmc(ctx):
    return ctx.clin("MW1", "MW")


def _hdr(n, ctx, title):
    r = ctx.rng
    hosp = ctx.inst("HOSP1", "hospital")
    n.add(S("HOSPITAL", hosp.name), " - ", title, "\n")
    n.add("Mother: ", ctx.pt_name("caps"), "   DOB ", ctx.v["DOB"], " (", ctx.v["AGE"], ")\n")
    n.add(ctx.v["MRNL"], " ", ctx.v["MRN"])
    if ctx.loc == "AU":
        n.add("   Medicare ", S("HEALTHPLAN", C.medicare_au(r)))
    elif ctx.loc == "CA":
        n.add("   ", ctx.v["HPL"], " ", ctx.v["HPV"])
    n.add("\nAddress: ", ctx.v["ADDR1"], "   Ph ", ctx.v["MOB"], "\n")


def booking(ctx):
    r = ctx.rng
    ctx._stage = "booking"
    _preg(ctx)
    n = C.Note(ctx)
    mw = _lmc(ctx)
    p = _partner(ctx)
    _hdr(n, ctx, r.choice(["Antenatal Booking", "First Antenatal Visit", "Maternity Booking-in"]))
    n.add("Booking date: ", ctx.D(ctx.visit), "   Midwife: ", ctx.dname(mw, "fullcred"), "\n")
    if ctx.loc == "NZ":
        n.add("LMC: ", ctx.dname(mw, "full"), ", HPI-CPN ", S("LICENSE", C.hpi_cpn(r)), ", ph ",
              S("PHONE", C.phone(r, "NZ", "mob")), "\n")
    n.add("\nOBSTETRIC\n")
    n.add("G%dP%d. LMP " % (ctx._grav, ctx._para), ctx.D(ctx._lmp), " (certain, regular cycle). EDD by dates ",
          ctx.D(ctx._edd), "; dating scan at ", ctx.v["IMG1_NAME"], " on ", ctx.D(ctx.past(1, 14)), " CRL %d mm = " % r.randint(20, 60),
          _ga(ctx._ga), " weeks, EDD ", ctx.D(ctx._edd_scan), ".\n")
    if ctx._para:
        for i in range(ctx._para):
            yr = ctx.past(500, 4000).year
            n.add("  ", S("DATE", str(yr)), ": ", r.choice(["SVD", "LSCS (failure to progress)", "SVD, PPH 900 mL",
                                                            "vacuum delivery", "elective LSCS (breech)"]),
                  " at %d weeks, " % r.randint(36, 41), S("HOSPITAL", ctx.inst("HOSP%d" % (5 + i), "hospital").name),
                  ", %s %d g, " % (r.choice(["boy", "girl"]), r.randint(2600, 4300)), ctx.fname(ctx.fam("KID%d" % i, r.choice(["son", "daughter"])), "given"),
                  "\n")
    if ctx._grav - 1 > ctx._para:
        n.add("  %d miscarriage(s), most recent " % (ctx._grav - 1 - ctx._para), ctx.v["MYPAST"], "\n")
    n.add("\nMEDICAL: ", r.choice(["nil", "asthma (mild)", "hypothyroid on thyroxine", "BMI 34, PCOS",
                                   "previous GDM", "anxiety"]), ". Allergies: ", r.choice(B.ALLERGIES), ".\n")
    n.add("FAMILY: mother had GDM; sister ", ctx.fname(ctx.fam("SIS", "sister"), "given"), " pre-eclampsia.\n")
    n.add("SOCIAL: ", p.rel.capitalize(), " ", ctx.fname(p, "full"), " (", S("AGE", str(max(18, ctx.age + r.randint(-4, 8)))),
          "), works as a ", S("PROFESSION", ctx._profession()), ". Client works as a ", ctx.v["PROF"])
    if r.random() < 0.6:
        n.add(" at ", ctx.v["EMP"], ", plans parental leave from ", ctx.DN(ctx._edd - dt.timedelta(days=r.randint(20, 60))))
    n.add(". ", r.choice(["Non-smoker, no ETOH.", "Smoked until 6/40, now quit.", "Vapes, keen to stop.",
                          "No substance use. Feels safe at home (FV screen negative)."]), "\n")
    n.add("Born in ", ctx.v["COB"], "; interpreter ", r.choice(["not required", "required", "declined"]), ".\n")
    n.add("Medications: ", r.choice(["folic acid 0.5 mg + iodine 150 mcg daily", "folic acid 5 mg daily (BMI > 30)",
                                     "pregnancy multivitamin", "levothyroxine 75 mcg, folic acid"]), ".\n")
    n.add("EPDS %d. Family violence screen: asked alone - %s.\n" % (r.randint(0, 14), r.choice(["negative", "negative", "declined to answer"])))
    n.add("\nEXAM: BP %d/%d, BMI %.1f, urine NAD.\n" % (r.randint(98, 135), r.randint(58, 88), r.uniform(19, 38)))
    n.add("Screening discussed: combined first-trimester screen vs NIPT - ", r.choice(["NIPT chosen (self-funded)", "cFTS booked",
                                                                                    "declined aneuploidy screening"]),
          ". Vaccines: influenza now, pertussis at 20-32/40, RSV per season. Listeria and food safety advice given.\n")
    n.add("Booking bloods to ", ctx.v["LAB1_NAME"], " (request ", S("IDNUM", C.lab_no(r)), "): FBC, group & antibodies, "
          "rubella, syphilis, HBV, HCV, HIV, ferritin, TSH.\n")
    n.add("\nPLAN\n- Planned place of birth: ", S("HOSPITAL", ctx.inst("HOSP1", "hospital").name), "\n")
    n.add("- Morphology scan 18-20/40 at ", ctx.v["IMG1_NAME"], ", booked ", ctx.DN(ctx._lmp + dt.timedelta(days=r.randint(130, 139))), "\n")
    n.add("- GTT at 24-28/40\n- Next visit ", ctx.DN(ctx.future(21, 35)), "\n")
    n.add("- Shared care with GP ", ctx.dname(ctx.clin("GP"), "drfull"), " (", ctx.v["PRAC0_NAME"], ")\n\n")
    B.signoff(n, ctx, mw, style=r.choice([1, 2, 4]))
    return n


def visits(ctx):
    r = ctx.rng
    ctx._stage = "visit"
    _preg(ctx)
    n = C.Note(ctx)
    mw = _lmc(ctx)
    ob = ctx.clin("OBS1", "OBS")
    _hdr(n, ctx, "Antenatal Record")
    n.add("G%dP%d   EDD " % (ctx._grav, ctx._para), ctx.D(ctx._edd_scan), "   Blood group ", r.choice(["O+", "A+", "B+", "O-", "A-", "AB+"]),
          "   ", "LMC: " if ctx.loc == "NZ" else "Care provider: ",
          ctx.dname(mw if ctx.loc != "CA" or r.random() < 0.5 else ob, "drfull"), "\n\n")
    n.add("Date        | Gest  | BP      | Urine | SFH | FHR | Pres | Seen by\n")
    ga = ctx._ga - r.randint(50, 90)
    d = ctx.visit - dt.timedelta(days=ctx._ga - ga)
    while d <= ctx.visit:
        late = ga >= 140
        n.add(ctx.D(d, "dmy" if ctx.loc != "CA" else "iso"), "  | ", _ga(ga).ljust(5), " | %d/%d  | NAD   | %s  | %d | %s | " % (
            r.randint(100, 140), r.randint(60, 92), str(ga // 7 + r.randint(-2, 2)) if late else "- ", r.randint(125, 160),
            r.choice(["ceph", "breech", "ceph", "var"]) if ga >= 196 else "-"), ctx.dname(r.choice([mw, mw, ob]), "init"), "\n")
        step = r.randint(14, 28)
        ga += step
        d += dt.timedelta(days=step)
    n.add("\nToday ", ctx.D(ctx.visit), " (", _ga(ctx._ga), "/40): ")
    issue = r.randrange(4)
    if issue == 0:
        n.add("BP 146/94 on repeat, 1+ protein, mild headache. PET bloods and uPCR sent to ", ctx.v["LAB1_NAME"],
              ". CTG reactive. Discussed with obstetric registrar ", ctx.dname(ctx.clin("REG1", "REG"), "dr"),
              "; day assessment unit review tomorrow, ", ctx.DN(ctx.visit + dt.timedelta(days=1)), ".\n")
    elif issue == 1:
        n.add("GTT result (", ctx.DN(ctx.past(2, 10)), "): fasting 5.4, 1 h 10.9, 2 h 8.7 - GDM. Referred to diabetes in "
              "pregnancy clinic; dietitian ", ctx.dname(ctx.clin("DIET1", "DIET"), "full"), " to call. Glucometer serial ",
              S("DEVICE", C.device_serial(r)), " issued.\n")
    elif issue == 2:
        n.add("Reduced fetal movements since ", ctx.v["WDAY"], ". CTG normal, movements felt during trace. Growth scan ",
              "at ", ctx.v["IMG1_NAME"], " booked.\n")
    else:
        n.add("Well. Baby active. Partner ", ctx.fname(_partner(ctx), "given"), " present. Birth plan discussed: ",
              r.choice(["water birth", "epidural early", "home birth", "active birth, nitrous oxide"] +
                       (["VBAC"] if ctx._para else [])), ". Antenatal classes at ",
              S("HOSPITAL", ctx.inst("HOSP1", "hospital").name), " on ", ctx.v["WDAY"], " evenings.\n")
    n.add("Results: Hb %d (" % r.randint(98, 135), ctx.DN(ctx.past(5, 40)),
          "), ferritin %d, GBS swab %s. Antibody screen negative.\n" % (r.randint(8, 120), r.choice(["pending", "negative", "not yet due"])))
    n.add("Discussed: fetal movements, signs of pre-eclampsia, when to call; birth preferences; postnatal contraception.\n")
    n.add("Next appointment ", ctx.DN(ctx.future(7, 21)), ". ")
    n.add("Contact birthing suite ", S("PHONE", C.phone(r, ctx.loc, "land", ctx.addr)), " if concerns.\n\n")
    n.add(ctx.dname(mw, "fullcred"), "\n")
    B.emr_footer(n, ctx, mw)
    return n


def birth(ctx):
    r = ctx.rng
    ctx._stage = "birth"
    _preg(ctx)
    n = C.Note(ctx)
    mw = _lmc(ctx)
    ob = ctx.clin("OBS1", "OBS")
    hosp = ctx.inst("HOSP1", "hospital")
    baby_sex = r.choice(["M", "F"])
    bp = C.make_person(r, ctx.loc, sex=baby_sex, origin=ctx.pt.origin, used=ctx.used, middle_p=0.3)
    bp.sur = ctx.pt.sur if r.random() < 0.7 else _partner(ctx).p.sur
    bdate = ctx.visit - dt.timedelta(days=r.randint(1, 3))
    n.add(S("HOSPITAL", hosp.name.upper()), "\nBIRTH SUMMARY / MATERNITY DISCHARGE\n\n")
    n.add("Mother: ", ctx.pt_name("caps"), "  ", ctx.v["MRNL"], " ", ctx.v["MRN"], "  DOB ", ctx.v["DOB"], "  Age ", ctx.v["AGE"], "\n")
    n.add("Address: ", ctx.v["ADDR1"], "\n")
    n.add("Partner: ", ctx.fname(_partner(ctx), "full"), "  ", S("PHONE", C.phone(r, ctx.loc, "mob")), "\n")
    n.add("Admitted: ", ctx.D(bdate - dt.timedelta(days=r.choice([0, 0, 1]))), "   Ward: ", S("HOSPITAL", "%s %s" % (
        r.choice(P.WARD_NAMES[ctx.loc]), r.choice(["Ward", "Birthing Suite", "Maternity Unit"]))), ", room ",
          S("LOCATION_OTHER", str(r.randint(1, 30))), "\n\n")
    n.add("LABOUR & BIRTH\nG%dP%d, EDD " % (ctx._grav, ctx._para + 1), ctx.D(ctx._edd_scan), ". ")
    modes = ["Spontaneous vaginal birth", "Vacuum-assisted birth", "Emergency LSCS (fetal distress)",
             "Spontaneous vaginal birth in water"] + (["Elective repeat LSCS"] if ctx._para else [])
    mode = r.choice(modes)
    onset = "Planned caesarean, no labour" if mode.startswith("Elective") else r.choice([
        "Spontaneous onset of labour", "Induction (ARM + oxytocin) for post-dates", "Induced for GDM"])
    n.add(onset, ". ", mode, " on ", ctx.D(bdate), " at %02d:%02d, gestation %s. " % (
        r.randint(0, 23), r.randint(0, 59), _ga(ctx._ga)))
    n.add("Perineum: ", "n/a" if "LSCS" in mode else r.choice(["intact", "1st degree tear", "2nd degree tear, sutured", "episiotomy"]),
          ". EBL %d mL.\n" % r.randint(200, 1400))
    n.add("Accoucheur: ", ctx.dname(mw if "LSCS" not in mode else ob, "drfull"), ". Second midwife ",
          ctx.dname(ctx.clin("MW2", "MW"), "full"), ".\n\n")
    n.add("BABY\nName: ", S("FAMILY", bp.full), "   Sex: ", baby_sex, "   DOB: ", ctx.D(bdate), "\n")
    n.add("Baby ", "NHI" if ctx.loc == "NZ" else "MRN", ": ", S("MRN", C.nhi(r) if ctx.loc == "NZ" else C.mrn(r, ctx.loc)),
          "   Weight %d g, length %.1f cm, HC %.1f cm\n" % (r.randint(2400, 4500), r.uniform(46, 55), r.uniform(32, 37)))
    n.add("Apgars %d and %d. Vitamin K %s. Hep B vaccine given. Newborn hearing screen %s. "
          % (r.randint(5, 9), r.randint(8, 10), r.choice(["IM", "oral"]), r.choice(["pass bilat", "refer R - repeat booked"])))
    if r.random() < 0.6:
        n.add("Footprints recorded (biometric record no. ", S("BIOID", C.bioid(r)), ").")
    n.add("\nFeeding: ", r.choice(["exclusive breastfeeding", "breast + EBM top-ups", "formula by choice"]), ".\n\n")
    n.add("POSTNATAL: uncomplicated. Hb %d on day 1. " % r.randint(85, 130), r.choice(["Rh neg - anti-D given.", "Rubella immune.",
                                                                                        "Iron infusion given day 2."]), "\n")
    n.add("Discharged: ", ctx.D(ctx.visit), " to home with partner.\n\n")
    n.add("FOLLOW-UP\n")
    if ctx.loc == "NZ":
        n.add("- LMC ", ctx.dname(mw, "full"), " (", S("PHONE", C.phone(r, "NZ", "mob")), ") home visits from ",
              ctx.DN(ctx.visit + dt.timedelta(days=1)), "\n- Well Child provider: ", S("HOSPITAL", ctx.inst("PRAC3", "practice").name), "\n")
    else:
        n.add("- Community midwife home visit ", ctx.DN(ctx.visit + dt.timedelta(days=r.randint(1, 3))), " (",
              S("PHONE", C.phone(r, ctx.loc, "land", hosp.addr, ext=r.random() < 0.5)), ")\n")
        n.add("- Child health nurse / public health nurse referral sent\n")
    n.add("- GP 6-week check: ", ctx.dname(ctx.clin("GP"), "drfull"), ", ", ctx.v["PRAC0_NAME"], "\n\n")
    n.add("Summary by ", ctx.dname(ctx.clin("REG1", "REG"), "drfull"), " (", ctx.dname(ctx.clin("REG1", "REG"), "user"),
          "), ", ctx.D(ctx.visit), "\n")
    return n


def postnatal(ctx):
    r = ctx.rng
    ctx._stage = "postnatal"
    _preg(ctx)
    n = C.Note(ctx)
    mw = _lmc(ctx)
    bd = ctx.visit - dt.timedelta(days=r.randint(3, 20))
    baby = ctx.fam("BABY", r.choice(["son", "daughter"]))
    n.add(r.choice(["Postnatal home visit", "Community midwifery - postnatal visit", "PN visit"]), " - ",
          ctx.D(ctx.visit), "\n")
    n.add("Client: ", ctx.pt_name("full"), " (", ctx.v["AGE"], "), ", ctx.v["MRNL"], " ", ctx.v["MRN"], "\n")
    n.add("Visit address: ", ctx.v["ADDR1"], "\n")
    n.add("Baby: ", ctx.fname(baby, "full"), ", born ", ctx.D(bd), " at ", S("HOSPITAL", ctx.inst("HOSP1", "hospital").name),
          "; day %d.\n" % (ctx.visit - bd).days)
    n.add("Birth: ", r.choice(["SVD", "vacuum-assisted birth", "emergency LSCS", "elective LSCS"]), " at ", _ga(ctx._ga - (ctx.visit - bd).days),
          " weeks, EBL %d mL, " % r.randint(200, 1200), r.choice(["intact perineum", "2nd degree tear", "episiotomy"]),
          ". Discharged from hospital day %d. %s: " % (r.randint(1, 4), "LMC" if ctx.loc == "NZ" else "Midwife"),
          ctx.dname(mw, "full"), ".\n\n")
    n.add("Mum: ", r.choice(["feeling well, sleeping in blocks", "teary in evenings, EPDS %d" % r.randint(6, 16),
                             "sore nipples, improving", "perineum healing, voiding normally"]),
          ". Lochia ", r.choice(["moderate, red", "light, pink", "minimal"]), ". BP %d/%d. Fundus well contracted.\n" % (
              r.randint(100, 138), r.randint(60, 88)))
    bw = r.randint(2700, 4300)
    n.add("Baby: weight %d g (birth %d g). Jaundice %s. Cord %s. Feeding 8-10x/24h.\n" % (
        int(bw * r.uniform(0.92, 1.08)), bw, r.choice(["mild to chest", "nil", "resolving"]),
        r.choice(["off", "drying", "on, clean"])))
    n.add("Family: ", _partner(ctx).rel, " ", ctx.fname(_partner(ctx), "given"), " on parental leave from ",
          S("ORGANIZATION", ctx.inst("PORG", "org").name), " until ", ctx.DN(ctx.future(7, 40)), ". ")
    if r.random() < 0.6:
        n.add(ctx.pron("His"), " mother ", ctx.fname(ctx.fam("GM", "mother"), "given"), " visiting from ",
              S("CITY", C.make_address(r, ctx.loc).suburb), " to help.")
    n.add("\nFeeding assessment: ", r.choice(["good latch, audible swallowing", "shallow latch - repositioned, nipple shield trial",
                                            "combination feeding, EBM 60 mL top-ups"]), ". Wet nappies %d/24h, stools %s.\n" % (
        r.randint(5, 9), r.choice(["yellow seedy", "transitional", "4-5 per day"])))
    n.add("Safe sleep discussed: back to sleep, own cot, smoke-free, face uncovered. Car seat checked.\n")
    n.add("Mood: ", r.choice(["settled, good support", "some baby blues, coping", "anxious about feeding, reassured"]),
          ". Contraception discussed.\n")
    n.add("\nNewborn metabolic screen collected ", ctx.D(bd + dt.timedelta(days=2)), ", card no. ",
          S("IDNUM", C.digits(r, 9)), ".\n")
    n.add("Plan: next visit ", ctx.DN(ctx.future(2, 7)), ". Discharge to ", {"NZ": "Well Child provider",
                                                                              "AU": "child and family health nurse",
                                                                              "CA": "public health nurse"}[ctx.loc],
          " at 4-6 weeks. Emergency contact ", S("PHONE", C.phone(r, ctx.loc, "mob")), ".\n\n")
    n.add(ctx.dname(mw, "fullcred"), "\n")
    if ctx.loc == "NZ":
        n.add("MCNZ/Midwifery Council reg. ", S("LICENSE", C.digits(r, 5)), "\n")
    elif ctx.loc == "AU":
        n.add("AHPRA ", S("LICENSE", C.ahpra(r, "MID")), "\n")
    else:
        n.add("Registration #", S("LICENSE", C.digits(r, 5)), "\n")
    return n


def maternity(ctx):
    return ctx.pick("mat_layout", [booking, visits, birth, postnatal])(ctx)
